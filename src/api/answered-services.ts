/**
 * Base URLs that have answered a request in this page, whichever client sent it (a route's
 * loader and the page each have one): a failed fetch at one of them is a request the service
 * failed or blocked (a 500 sent without CORS headers looks like that), not an unreachable service.
 */
const answered = new Set<string>();

export function markAnswered(baseUrl: string): void {
  answered.add(baseUrl);
}

export function hasAnswered(baseUrl: string): boolean {
  return answered.has(baseUrl);
}

/** Forgets which services have answered (tests: each starts as a page that has heard nothing). */
export function forgetAnsweredServices(): void {
  answered.clear();
}
