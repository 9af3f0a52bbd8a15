/**
 * What a chart hands to its "Get this chart" panel (issue 10): everything needed to leave the
 * app as a link, an embed, an image, data, an API request or a citation. A chart builds it from
 * what it already has (its title, selection, table rows, option and the requests behind it);
 * the view adds where it lives (ChartExportScope). Plain data only: no React nodes, no key.
 */
import type { AppChartOption } from '../echarts-setup';

/** The views whose charts can be embedded, as they appear in `/embed/<view>/...`. */
export type EmbedView = 'countries' | 'products' | 'flows';

/** One request to the Trade Data Service behind a chart. */
export interface ChartRequest {
  /** The path with its ids filled in, e.g. `/countries/BR/partners`. */
  path: string;
  /** Query parameters as sent (undefined values are left out). */
  query?: Record<string, string | number | undefined>;
  /** The service's request_id of the answer the chart shows, once there is one. */
  requestId?: string;
}

/** The chart's data table as text: the same rows and rounding as the table on the page. */
export interface TextTable {
  columns: string[];
  rows: string[][];
}

export interface ChartExport {
  /** The chart's id (ui-contract.md), e.g. `top-partners`. */
  chartId: string;
  title: string;
  /** The selection in words: country, flow, years, filters. */
  subtitle: string;
  /** Undefined while the chart has no data (loading, empty, error). */
  table?: TextTable;
  requests: ChartRequest[];
  /** The drawn option, for the image export; undefined while there is nothing drawn. */
  option?: AppChartOption;
  /** Height the chart is drawn at in the page, in CSS pixels. */
  height?: number;
  /**
   * The chart's own data for a snapshot embed, in the shape its embed registry entry reads
   * back (validated there). Undefined while there is no data to carry.
   */
  snapshotData?: unknown;
}

/** Where a chart's view lives: set once per view by ChartExportScopeProvider. */
export interface ChartExportScope {
  view: EmbedView;
  /** The path id of the view: the country's cid, the product's pid; none for flows. */
  id?: string;
  /** The view's search parameters (no leading `?`, never a key). */
  search: string;
  /** The service the data came from. */
  source: DataProvenance;
}

export interface DataProvenance {
  /** Human name of the source, e.g. `Trade Data Service v1 (built-in demo)`. */
  name: string;
  /** Demo data is synthetic and says so everywhere it goes. */
  synthetic: boolean;
  /** Base URL of the service, for curl commands (never with a key). */
  baseUrl: string;
}
