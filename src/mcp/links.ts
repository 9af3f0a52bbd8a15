/**
 * The Tradescope view that shows the same selection as a tool call, as an absolute link. Every
 * path comes from src/lib/paths.ts and every search parameter through its serialiser, so the
 * links are the dashboard's public URL scheme (docs/spec/ui-contract.md), never concatenated here.
 */
import { normaliseCountryId, normaliseProductId, periodYear, isFlow } from '@/api/service-conventions';
import { canonicalCountryId } from '@/lib/country-ids';
import { paths } from '@/lib/paths';
import type { UrlState } from '@/lib/url-params';

/** Where the dashboard runs when TRADESCOPE_APP_URL is not set: `npm run dev`'s address. */
export const DEFAULT_APP_URL = 'http://localhost:5173';

export type ToolArgs = Record<string, unknown>;

/** Alpha-2 upper case, as the dashboard's canonical URLs have it (alpha-3 mapped). */
function countryId(id: string): string {
  return canonicalCountryId(id) ?? normaliseCountryId(id);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The shared view parameters (reporter, partner, product, flow, from, to, limit) of the arguments. */
export function viewState(args: ToolArgs, pick: readonly (keyof UrlState)[]): UrlState {
  const state: UrlState = {};
  const reporter = text(args.reporter);
  const partner = text(args.partner);
  const product = text(args.product);
  const from = periodYear(text(args.from));
  const to = periodYear(text(args.to));
  if (pick.includes('reporter') && reporter) state.reporter = countryId(reporter);
  if (pick.includes('partner') && partner) state.partner = countryId(partner);
  if (pick.includes('product') && product) state.product = normaliseProductId(product);
  if (pick.includes('flow') && isFlow(args.flow)) state.flow = args.flow;
  if (pick.includes('from') && from !== null) state.from = from;
  if (pick.includes('to') && to !== null) state.to = to;
  if (pick.includes('limit') && typeof args.limit === 'number') state.limit = args.limit;
  return state;
}

function absolute(appUrl: string, href: string): string {
  return `${appUrl.replace(/\/+$/, '')}${href}`;
}

/** A result's link as the client gets it: absolute, with the part it shows where there are two. */
export interface ResultLink {
  url: string;
  shows?: ViewLink['shows'];
}

export function resultLinks(
  href: string | readonly ViewLink[],
  appUrl: string,
): [ResultLink, ...ResultLink[]] {
  const [first = { href: homeHref() }, ...rest] = typeof href === 'string' ? [{ href }] : href;
  const link = (v: ViewLink): ResultLink => ({
    url: absolute(appUrl, v.href),
    ...(v.shows ? { shows: v.shows } : {}),
  });
  return [link(first), ...rest.map(link)];
}

/** The result text's link lines: "View in Tradescope, exports: …" where a view shows one part. */
export function linkLines(links: readonly ResultLink[]): string[] {
  return links.map((l) => `View in Tradescope${l.shows ? `, ${l.shows}` : ''}: ${l.url}`);
}

export const countryHref = (cid: unknown, state?: UrlState) =>
  paths.country.getHref(countryId(String(cid)), state);
export const productHref = (pid: unknown, state?: UrlState) =>
  paths.product.getHref(normaliseProductId(String(pid)), state);
/** A tool's flow, with both ends named, is one direction: the explorer would show both. */
export const flowsHref = (state: UrlState) =>
  paths.flows.getHref(state, { oneDirection: Boolean(state.reporter && state.partner && state.flow) });

/** A view of the call's selection; `shows` says which part when one view cannot show it all. */
export interface ViewLink {
  href: string;
  shows?: 'exports' | 'imports';
}

/**
 * The view of a selection, or one per direction where the call covered both and the view shows
 * one at a time. A call without `flow` answers both directions; the views show both only for a
 * pair (the explorer) or for no country at all (every flow is one country's export and another's
 * import, the same rows). With one country named and no flow, a single link would open on
 * exports beside figures that include imports.
 */
export function perDirection(state: UrlState, hrefOf: (state: UrlState) => string): ViewLink[] {
  const oneCountry = Boolean(state.reporter) !== Boolean(state.partner);
  if (state.flow || !oneCountry) return [{ href: hrefOf(state) }];
  return [
    { href: hrefOf({ ...state, flow: 'export' }), shows: 'exports' },
    { href: hrefOf({ ...state, flow: 'import' }), shows: 'imports' },
  ];
}
export const homeHref = () => paths.home.getHref();
export const productsIndexHref = () => paths.products.getHref();
