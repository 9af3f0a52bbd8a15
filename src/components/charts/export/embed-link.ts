/**
 * Links out of a chart: the view's deep link with the chart in focus, the embed URL (live or
 * with a snapshot fragment) and the `<iframe>` snippet. Every value put into the snippet's
 * markup is escaped; no link ever carries the key (none is an input here).
 */
import type { ColorScheme } from '../options/palette';
import { escapeHtml } from '@/lib/escape-html';
import { paths } from '@/lib/paths';
import { chartAnchor } from './chart-anchor';
import { EMBED_IFRAME_ATTRIBUTE, EMBED_RESIZE_SCRIPT } from './embed-size';
import type { ChartExportScope, EmbedView } from './chart-export';

// The element id a chart frame carries (its own module: every frame needs it, not the links).
export function viewHref(view: EmbedView, id: string | undefined, search: string): string {
  if (view === 'countries') return paths.country.getHref(id ?? '', search);
  if (view === 'products')
    return id === undefined ? paths.products.getHref(search) : paths.product.getHref(id, search);
  // The compare view's search carries its countries or products (`countries=BR,AR`).
  if (view === 'compare') return search ? `/compare?${search}` : '/compare';
  return paths.flows.getHref(search);
}

/** The view with this chart in focus (absolute, for sharing). */
export function chartLink(
  origin: string,
  scope: Pick<ChartExportScope, 'view' | 'id' | 'search'>,
  chartId: string,
): string {
  return `${origin}${viewHref(scope.view, scope.id, scope.search)}#${chartAnchor(chartId)}`;
}

export interface EmbedOptions {
  theme?: ColorScheme | 'auto';
  /** False hides the title block (`title=0`). */
  showTitle?: boolean;
  /** The encoded snapshot (without `s=`); absent for a live embed. */
  snapshot?: string;
}

export function embedUrl(
  origin: string,
  scope: Pick<ChartExportScope, 'view' | 'id' | 'search'>,
  chartId: string,
  options: EmbedOptions = {},
): string {
  const search = new URLSearchParams(scope.search);
  if (options.theme && options.theme !== 'auto') search.set('theme', options.theme);
  if (options.showTitle === false) search.set('title', '0');
  // Lists stay readable (`countries=BR,AR`, as the compare view writes them): a comma needs no escape in a query.
  const href = paths.embed.getHref(scope.view, scope.id, chartId, search.toString().replace(/%2C/gi, ','));
  return `${origin}${href}${options.snapshot ? `#s=${options.snapshot}` : ''}`;
}

const DEFAULT_EMBED_SIZE = { width: '100%', height: 480 };

/**
 * Room an embed needs beside its chart (title, description, the data table's line, the source
 * line and its links) at a desktop width: the frame's height without the script.
 */
const EMBED_CHROME_HEIGHT = 200;

/** The iframe's height before (or without) the script: the chart's own height and its text. */
export function fallbackEmbedHeight(chartHeight: number | undefined): number {
  return Math.max(DEFAULT_EMBED_SIZE.height, Math.round((chartHeight ?? 0) + EMBED_CHROME_HEIGHT));
}

/**
 * The embed code: the iframe, full width, at a fallback height, and the small script that
 * resizes it to its content at any width (embed-size.ts). A host that strips the script keeps a
 * working embed: it scrolls inside the frame where its content is taller.
 */
export function iframeSnippet(src: string, title: string, height = DEFAULT_EMBED_SIZE.height): string {
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="100%" height="${height}" ` +
    `style="display:block;width:100%;max-width:100%;border:0" loading="lazy" ` +
    `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" ${EMBED_IFRAME_ATTRIBUTE}></iframe>\n` +
    `<script>${EMBED_RESIZE_SCRIPT}</script>`
  );
}
