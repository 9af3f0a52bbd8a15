/**
 * Data source settings: demo (the in-browser emulator) or a live Trade Data Service.
 * The demo constants come first because the emulator and the browser worker import them.
 */

/** Base URL the msw browser worker intercepts; `.invalid` can never resolve to a real host. */
export const DEMO_BASE_URL = 'https://demo.tradescope.invalid';
/** The documented demo key the emulator accepts; it is public by design. */
export const DEMO_API_KEY = 'tradescope-demo-key';
