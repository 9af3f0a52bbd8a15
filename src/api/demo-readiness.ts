/**
 * When the in-browser demo can answer. Its service worker is up within a second, but its first
 * answers wait for the synthetic world to be built in its engine worker (two seconds or more on a
 * slow phone): a wait of the page's, not a service that does not answer, so the client starts a
 * request's time limit only after it (client.ts `notBefore`). Set by the demo's start (main.tsx);
 * null in a build without the demo, and in tests, whose handlers answer at once.
 */
let readiness: (() => Promise<unknown>) | null = null;

/** `ready` is read on a demo request's first use: it starts the engine if it has not started. */
export function setDemoReadiness(ready: () => Promise<unknown>): void {
  readiness = ready;
}

/** Settles once the demo's world is built, or has failed to build (its requests then say why). */
export function demoReady(): Promise<unknown> | null {
  return readiness ? readiness().catch(() => undefined) : null;
}
