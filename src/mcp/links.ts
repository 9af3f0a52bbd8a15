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

export function absolute(appUrl: string, href: string): string {
  return `${appUrl.replace(/\/+$/, '')}${href}`;
}

export const countryHref = (cid: unknown, state?: UrlState) =>
  paths.country.getHref(countryId(String(cid)), state);
export const productHref = (pid: unknown, state?: UrlState) =>
  paths.product.getHref(normaliseProductId(String(pid)), state);
/** A tool's flow, with both ends named, is one direction: the explorer would show both. */
export const flowsHref = (state: UrlState) =>
  paths.flows.getHref(state, { oneDirection: Boolean(state.reporter && state.partner && state.flow) });
export const homeHref = () => paths.home.getHref();
export const productsIndexHref = () => paths.products.getHref();
