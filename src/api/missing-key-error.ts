/**
 * Why nothing loads in live mode without a key (or base URL): no request is made, and every
 * chart and figure shows this as its error (with the way to Settings) instead of a spinner that
 * would never end. Read structurally by describeError (`kind`). Shared by every feature view
 * that gates its queries on the data source being ready.
 */
export class MissingKeyError extends Error {
  readonly kind = 'missing-key';
  constructor(needsBaseUrl: boolean) {
    super(
      `The live service needs ${needsBaseUrl ? 'its base URL and an API key' : 'an API key'} before this can load.`,
    );
    this.name = 'MissingKeyError';
  }
}
