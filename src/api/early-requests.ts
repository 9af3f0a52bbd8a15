/**
 * Requests sent before the app's code has arrived, and handed to the client when it asks for the
 * same thing (issue 11). A deep link such as /countries/DE used to send its first request only
 * once the shell (React, the router, about 110 kB gzip) had downloaded and run and the route's
 * loader had loaded: 300+ ms in, and the year-dependent requests then waited one more round trip
 * for the coverage. A small script started from index.html (src/app/first-requests.ts) sends the
 * view's first requests while the HTML is parsed; when the client later sends a request with the
 * same URL and the same Authorization header, it gets that request's response instead of a new
 * one (`takeEarlyResponse`, called by client.ts). So nothing is sent twice, and everything the
 * client does with a response (status, JSON, contract check, retry policy, 401 handling, time
 * limit) happens exactly as for its own requests.
 *
 * The registry holds the key only inside its closure (to compare headers), never in a URL, a
 * storage or a global anyone can read; each response is handed out once, and only for a short
 * while, so a later visit to the same URL never gets an old answer.
 */
/** How long an early response may be adopted after its request was sent: the first view's load. */
export const EARLY_RESPONSE_LIFETIME_MS = 15_000;

/** The property of `globalThis` through which the early script and the app's client meet. */
export const EARLY_REQUESTS_GLOBAL = '__tradescopeEarlyRequests';
const GLOBAL = EARLY_REQUESTS_GLOBAL;

export interface EarlyRequests {
  /**
   * Sends a GET with this Authorization header, unless one for the URL is already in flight or
   * the app's client has already asked for it (it then sends its own).
   */
  send: (url: string, authorization: string) => void;
  /**
   * Sends as `send` does, and returns a copy of the response for the early script to read (the
   * client reads the original); null when nothing was sent.
   */
  sendAndRead: (url: string, authorization: string) => Promise<Response> | null;
  /**
   * The response of an early request identical to `request` (GET, same URL, same Authorization),
   * handed out once; undefined when there is none. It rejects as a fetch would when the
   * request's signal aborts first (the client's time limit, a cancelled query).
   */
  take: (request: Request) => Promise<Response> | undefined;
}

interface Entry {
  authorization: string;
  response: Promise<Response>;
  sentAt: number;
  /** Aborts the request: when its taker's request aborts, or when nobody took it in time. */
  controller: AbortController;
}

export function createEarlyRequests(
  fetchFn: (request: Request) => Promise<Response> = (r) => fetch(r),
  now: () => number = Date.now,
): EarlyRequests {
  const entries = new Map<string, Entry>();
  /** URLs the client asked for with nothing here: sent by the app itself, never again early. */
  const askedByApp = new Set<string>();
  function start(url: string, authorization: string): Promise<Response> | null {
    if (entries.has(url) || askedByApp.has(url)) return null;
    const controller = new AbortController();
    const response = fetchFn(
      new Request(url, { headers: { Authorization: authorization }, signal: controller.signal }),
    );
    // Read by the client when it takes it; never taken, a failure must not be reported as unhandled.
    response.catch(() => undefined);
    const entry: Entry = { authorization, response, sentAt: now(), controller };
    entries.set(url, entry);
    // Not taken in time: the app did not need it (and a hung request must not hold a connection).
    setTimeout(() => {
      if (entries.get(url) !== entry) return;
      entries.delete(url);
      controller.abort();
    }, EARLY_RESPONSE_LIFETIME_MS);
    return response;
  }
  return {
    send(url, authorization) {
      void start(url, authorization);
    },
    sendAndRead(url, authorization) {
      // The copy is made as soon as the response is there, before the client can read its body.
      return start(url, authorization)?.then((r) => r.clone()) ?? null;
    },
    take(request) {
      if (request.method !== 'GET') return undefined;
      askedByApp.add(request.url);
      const entry = entries.get(request.url);
      if (!entry) return undefined;
      entries.delete(request.url);
      if (entry.authorization !== request.headers.get('Authorization')) return undefined;
      if (now() - entry.sentAt > EARLY_RESPONSE_LIFETIME_MS) return undefined;
      return untilAborted(entry, request.signal);
    },
  };
}

/**
 * The response, or the signal's reason once it aborts (what fetch itself rejects with); the
 * early request is then aborted too, as the taker's own request would have been (a connection
 * held by a hung request is closed).
 */
/* eslint-disable @typescript-eslint/prefer-promise-reject-errors -- the rejection is exactly fetch's (its error, or the signal's reason), so the client tells them apart as before */
function untilAborted({ response, controller }: Entry, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) {
    controller.abort(signal.reason);
    return Promise.reject(signal.reason as unknown);
  }
  return new Promise((resolve, reject) => {
    // Linked for the request's whole life, body included: a body that trickles forever is
    // abandoned at the client's time limit, as its own request's would be.
    signal.addEventListener(
      'abort',
      () => {
        controller.abort(signal.reason);
        reject(signal.reason as unknown);
      },
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent: a signal dispatches 'abort' at most once, so `once` only drops the spent listener (and its closure) sooner
      { once: true },
    );
    response.then(resolve, reject);
  });
}
/* eslint-enable @typescript-eslint/prefer-promise-reject-errors */

type WithEarly = typeof globalThis & { [GLOBAL]?: EarlyRequests | 'closed' };

/**
 * Makes the registry the one the app's client takes from (the early script calls this). False
 * when the client has already asked for something: the app is running and sends its own
 * requests, so an early script that arrives late must send nothing (it would only send twice).
 */
export function installEarlyRequests(registry: EarlyRequests): boolean {
  const g = globalThis as WithEarly;
  if (g[GLOBAL] !== undefined) return false;
  g[GLOBAL] = registry;
  return true;
}

/** For the client: the early response for `request`, if the early script sent that request. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const g = globalThis as WithEarly;
  const registry = (g[GLOBAL] ??= 'closed');
  return registry === 'closed' ? undefined : registry.take(request);
}
