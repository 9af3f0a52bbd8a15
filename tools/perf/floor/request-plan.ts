/**
 * The same-plan floor's waves, read from the app's own request plan rather than written again,
 * so the floor cannot drift from the app. The app cannot know a view's years before the service's
 * coverage (the unfiltered world summary) has answered: its one plan
 * (src/features/country/country-request-plan.ts) sends `first` at once and the year-dependent
 * requests (`afterCoverage`) once the coverage, and a product filter's catalog entry, have
 * answered. Here that plan is taken in the client's terms, as the early script takes it
 * (`firstRequestsFor`), with each URL built as the early script builds it (`endpointUrl`).
 *
 * The rule: of the URLs the app requested for the page, those of the plan's `first` wave leave at
 * once; every other one is year-dependent and waits for the awaited answers. Nothing is guessed
 * from the URL's shape, and a page whose requests do not match its plan is an error, not a floor.
 */
import { endpointUrl } from '@/api/endpoint-url';
import { firstRequestsFor, type FirstRequest } from '@/app/first-requests/first-requests';
import type { FloorWaves } from './floor-config';

/**
 * Splits the app's data URLs for `page` (a country view served at the origin's root, catalog
 * names excluded) into the plan's waves. `baseUrl` is the service's, as the app was given it.
 */
export function floorWaves(page: string, baseUrl: string, appUrls: readonly string[]): FloorWaves {
  const { pathname, search } = new URL(page);
  const plan = firstRequestsFor(pathname, search);
  const urlOf = (request: FirstRequest) => endpointUrl(baseUrl, request.endpoint, request.params as never);
  const first = new Set(plan.first.map(urlOf));
  const sent = new Set(appUrls);
  const missing = [...first].filter((url) => !sent.has(url));
  if (missing.length > 0)
    throw new Error(`the app's requests for ${page} do not follow its plan: not sent ${missing.join(', ')}`);
  const afterCoverage = [...sent].filter((url) => !first.has(url));
  if (afterCoverage.length > 0 && (!plan.afterCoverage || !plan.coverage)) {
    throw new Error(
      `the plan for ${page} has no year-dependent wave, but the app also sent ${afterCoverage.join(', ')}`,
    );
  }
  const awaited = [plan.coverage, plan.productCheck].flatMap((request) => (request ? [urlOf(request)] : []));
  return { awaited: afterCoverage.length > 0 ? awaited : [], afterCoverage };
}
