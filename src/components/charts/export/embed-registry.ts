/**
 * What a view declares to make its charts embeddable: its charts (id and title) and
 * how to draw one of them from the view's URL parameters. A snapshot is drawn by the same
 * component, over a source that replays the snapshot's recorded answers (recorded-answers.ts).
 * The embed route loads one view's declaration on demand, so an embed never loads another
 * view's code.
 */
import type { ComponentType } from 'react';
import type { EmbedView } from './chart-export';

interface EmbeddableChart {
  /** The chart's id (ui-contract.md), as in `/embed/<view>/.../<id>`. */
  id: string;
  title: string;
  /** Drawn without a path id (the HS index's treemap under `/embed/products/<chart>`). */
  withoutId?: boolean;
}

export interface LiveEmbedProps {
  /** The view's path id (cid, pid), canonical; undefined for flows, compare and the HS index. */
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
}
