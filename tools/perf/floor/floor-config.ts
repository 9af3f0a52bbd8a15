/**
 * What the benchmark hands a floor page (`window.__FLOOR__`): types only, shared by the page
 * (floor-page.ts, built for the browser) and the scripts that load it (floors.ts).
 */

/** The same-plan floor's waves, from the app's request plan (request-plan.ts). */
export interface FloorWaves {
  /** Answers the year-dependent requests wait for: the coverage (and a product filter's entry). */
  awaited: string[];
  /** The year-dependent requests: sent only once every `awaited` answer is there. */
  afterCoverage: string[];
}

export interface FloorConfig {
  key: string;
  /** Absolute URLs of the app's data requests for the same page (catalog lookups excluded). */
  urls: string[];
  limit: number;
  /**
   * Only on the floor that follows the app's request plan: it sends every URL the app sends, in
   * the app's waves. Without it (the first floor, the stricter reference) the page sends the URLs
   * it draws from all at once, as if the years were known in advance.
   */
  waves?: FloorWaves;
}
