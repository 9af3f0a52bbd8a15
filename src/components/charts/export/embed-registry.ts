/**
 * What a view declares to make its charts embeddable (issue 10): its charts (id and title) and
 * how to draw one of them live from the view's URL parameters or from a snapshot. The embed
 * route loads one view's declaration on demand, so an embed never loads another view's code.
 */
import type { ComponentType, ReactElement } from 'react';
import type { EmbedView } from './chart-export';
import type { ChartSnapshot } from './snapshot';

export interface EmbeddableChart {
  /** The chart's id (ui-contract.md), as in `/embed/<view>/.../<id>`. */
  id: string;
  title: string;
}

export interface LiveEmbedProps {
  /** The view's path id (cid, pid), canonical; undefined for flows. */
  id?: string;
  chart: string;
  /** The view's search parameters (no leading `?`). */
  search: string;
}

export interface EmbeddableView {
  view: EmbedView;
  /** The path's id in canonical form, or null when it cannot be one (the embed says so). */
  canonicalId?: (raw: string) => string | null;
  /** Words for the id in messages: "country", "product". */
  idNoun?: string;
  charts: readonly EmbeddableChart[];
  /** Draws one chart from the view's URL parameters, making that chart's requests only. */
  Live: ComponentType<LiveEmbedProps>;
  /** Checks a snapshot's data and returns the chart drawn from it; throws SnapshotError when malformed. */
  fromSnapshot: (snapshot: ChartSnapshot) => ReactElement;
}
