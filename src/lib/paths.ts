/**
 * Every route of ui-contract.md, with the one function that builds its links. Links are shared
 * and embedded, so components never concatenate paths themselves: they call `getHref()`.
 * Search state goes through url-state's serialiser (url-params.ts) so parameters keep one canonical form.
 */
import { serialise, type UrlState } from './url-params';

export type SearchInput = UrlState | URLSearchParams | string | undefined;

function withSearch(pathname: string, search: SearchInput): string {
  let query = '';
  if (typeof search === 'string') query = search.replace(/^\?/, '');
  else if (search instanceof URLSearchParams) query = search.toString();
  else if (search) query = serialise(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  country: {
    path: '/countries/:cid',
    /** cid is written upper case: the canonical form of the URL. */
    getHref: (cid: string, search?: SearchInput) =>
      withSearch(`/countries/${encodeURIComponent(cid.toUpperCase())}`, search),
  },
  products: {
    path: '/products',
    /** The HS index; `section` (a roman numeral) jumps to that section's chapters. */
    getHref: (search?: SearchInput, section?: string) =>
      withSearch('/products', search) + (section ? `#section-${encodeURIComponent(section)}` : ''),
  },
  product: {
    path: '/products/:pid',
    getHref: (pid: string, search?: SearchInput) =>
      withSearch(`/products/${encodeURIComponent(pid)}`, search),
  },
  flows: {
    path: '/flows',
    /**
     * `oneDirection`: a pair's view shows only the selection's `flow` (the explorer's
     * `directions=one`); without it a pair opens in both directions whatever `flow` says.
     */
    getHref: (search?: SearchInput, options: { oneDirection?: boolean } = {}) => {
      const href = withSearch('/flows', search);
      if (!options.oneDirection) return href;
      return `${href}${href.includes('?') ? '&' : '?'}directions=one`;
    },
  },
  compare: {
    path: '/compare',
    /** Up to six countries or up to six products (ui-contract.md), plus the common parameters. */
    getHref: (
      pick: { countries: readonly string[] } | { products: readonly string[] },
      search?: UrlState,
    ) => {
      const params = search ? serialise(search) : new URLSearchParams();
      const list = 'countries' in pick ? pick.countries.map((c) => c.toUpperCase()) : pick.products;
      const out = new URLSearchParams();
      // An empty product list still says which kind of comparison to start.
      if (list.length > 0 || !('countries' in pick))
        out.set('countries' in pick ? 'countries' : 'products', list.join(','));
      for (const [k, v] of params) out.set(k, v);
      const query = out.toString().replace(/%2C/gi, ',');
      return query ? `/compare?${query}` : '/compare';
    },
  },
  embed: {
    path: '/embed/*',
    /**
     * `/embed/countries/:cid/<chart>`, `/embed/products/:pid/<chart>`, `/embed/flows/<chart>`,
     * `/embed/compare/<chart>`, and `/embed/products/<chart>` for the HS index (no pid);
     * chart: a chart id of ui-contract.md, e.g. `exports-series`. A snapshot fragment is added
     * by the caller.
     */
    getHref: (
      view: 'countries' | 'products' | 'flows' | 'compare',
      id: string | undefined,
      chart: string,
      search?: SearchInput,
    ) =>
      withSearch(
        `/embed/${view}/${id === undefined || view === 'flows' || view === 'compare' ? '' : `${encodeURIComponent(view === 'countries' ? id.toUpperCase() : id)}/`}${encodeURIComponent(chart)}`,
        search,
      ),
  },
  settings: {
    path: '/settings',
    getHref: () => '/settings',
  },
} as const;
