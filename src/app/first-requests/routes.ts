/**
 * The routes whose first requests leave with the HTML (first-requests.ts), as patterns over the
 * path after Vite's base, with the route's one parameter as the first group. No imports: the
 * build (vite.config.ts) reads them to start the early script only on these routes, so no other
 * page loads it. They follow src/lib/paths.ts (first-requests.test.ts checks them against
 * React Router's own matching of the app's links).
 */
export const FIRST_REQUEST_ROUTES = {
  country: /^\/countries\/([^/]+)\/?$/,
} as const;
