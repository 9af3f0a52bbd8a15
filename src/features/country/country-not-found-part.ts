/**
 * The country not-found state, loaded when it is shown (issue 11): it carries the country
 * search, which the country view itself never shows, so the view's first bytes do not.
 */
import { lazyPart } from '@/components/ui/lazy-part';

export const CountryNotFound = lazyPart('not-found page', () =>
  import('./country-not-found').then((m) => m.CountryNotFound),
);
