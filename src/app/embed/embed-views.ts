/**
 * The embeddable views, each loaded on demand: an embed of a country chart loads the country
 * view's charts and nothing of the other views.
 */
import type { EmbedView } from '@/components/charts/export/chart-export';
import type { EmbeddableView } from '@/components/charts/export/embed-registry';

export const EMBED_VIEWS: Record<EmbedView, () => Promise<EmbeddableView>> = {
  countries: () => import('@/features/country/country-embed').then((m) => m.countryEmbed),
  products: () => import('@/features/products/product-embed').then((m) => m.productEmbed),
  flows: () => import('@/features/flows/flows-embed').then((m) => m.flowsEmbed),
  compare: () => import('@/features/compare/compare-embed').then((m) => m.compareEmbed),
};

export function isEmbedView(view: string): view is EmbedView {
  return Object.hasOwn(EMBED_VIEWS, view);
}

/**
 * `countries/BR/top-partners` → view, id and chart; flows and compare have no id, nor has the
 * HS index (`products/hs-treemap`: one part after `products`).
 */
export function parseEmbedPath(splat: string): { view: string; id?: string; chart?: string } {
  const parts = splat.split('/').filter(Boolean).map(safeDecode);
  const [view = '', ...rest] = parts;
  if (view === 'flows' || view === 'compare') return { view, chart: rest[0] };
  if (view === 'products' && rest.length === 1) return { view, chart: rest[0] };
  return { view, id: rest[0], chart: rest[1] };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
