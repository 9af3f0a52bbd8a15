/**
 * What a chart hands to its "Get this chart" panel: everything needed to leave the
 * app as a link, an embed, an image, data, an API request or a citation. A chart builds it from
 * what it already has (its title, selection, table rows, option and the requests behind it);
 * the view adds where it lives (ChartExportScope). Plain data only: no React nodes, no key.
 */
import type { ComponentType } from 'react';
import type { AppChartOption } from '../echarts-setup';
import type { LiveEmbedProps } from './embed-registry';

/** The views whose charts can be embedded, as they appear in `/embed/<view>/...`. */
export type EmbedView = 'countries' | 'products' | 'flows' | 'compare';

/** One request to the Trade Data Service behind a chart. */
export interface ChartRequest {
  /** The path with its ids filled in, e.g. `/countries/BR/partners`. */
  path: string;
  /** Query parameters as sent (undefined values are left out). */
  query?: Record<string, string | number | undefined>;
  /** The service's request_id of the answer the chart shows, once there is one. */
  requestId?: string;
}

/**
 * The chart's data table as data: the rows the page's table shows, numbers as plain numbers
 * (their unit in the column's name), text as the reader sees it, a missing value as null.
 */
export interface ExportTable {
  columns: string[];
  rows: (string | number | null)[][];
}

export interface ChartExport {
  /** The chart's id (ui-contract.md), e.g. `top-partners`. */
  chartId: string;
  title: string;
  /** The selection in words: country, flow, years, filters. */
  subtitle: string;
  /** Undefined while the chart has no data (loading, empty, error). */
  table?: ExportTable;
  requests: ChartRequest[];
  /** The drawn option, for the image export; undefined while there is nothing drawn. */
  option?: AppChartOption;
  /** Height the chart is drawn at in the page, in CSS pixels. */
  height?: number;
}

/**
 * What a chart hands its frame: the frame knows the chart's id and title and, once the chart
 * is ready, its data table (the text of its cells is the CSV; its caption the default subtitle). The requests, when the chart does
 * not name them, are those the panel's recorder sees the chart make (chart-recorder.tsx).
 */
export type ChartExportInput = Omit<ChartExport, 'chartId' | 'title' | 'subtitle' | 'requests' | 'table'> &
  Partial<Pick<ChartExport, 'chartId' | 'title' | 'subtitle' | 'requests' | 'table'>>;

/** Where a chart's view lives: set once per view by ChartExportScopeProvider. */
export interface ChartExportScope {
  view: EmbedView;
  /** The path id of the view: the country's cid, the product's pid; none for flows. */
  id?: string;
  /** The view's search parameters (no leading `?`, never a key). */
  search: string;
  /** The service the data came from. */
  source: DataProvenance;
  /** The view's live embed of one chart: the panel's recorder mounts it to learn the chart's requests. */
  Live?: LiveEmbed;
  /** Or its module, fetched when the panel opens (not in the view's first bytes). */
  loadLive?: () => Promise<LiveEmbed>;
}

export type LiveEmbed = ComponentType<LiveEmbedProps>;

export interface DataProvenance {
  /** Human name of the source, e.g. `Trade Data Service v1 (built-in demo)`. */
  name: string;
  /** Synthetic data (the demo's, or the synthetic world served by `npm start`) says so everywhere it goes. */
  synthetic: boolean;
  /** Base URL of the service, for curl commands (never with a key). */
  baseUrl: string;
}
