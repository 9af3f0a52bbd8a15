/**
 * How an embedded chart tells its host page how tall it is, so the host's iframe fits the chart
 * at any width (docs/exports.md, "Embeds"). The embed page posts
 *
 *   { type: 'tradescope:embed-size', version: 1, height: <CSS px, a whole number> }
 *
 * to `window.parent` whenever its content's height changes. The embed runs in a sandbox without
 * `allow-same-origin`, so its origin is opaque ("null"): the host cannot check the origin, and
 * checks instead that the message comes from its own iframe (`event.source`). The height is no
 * secret, so the embed posts to any origin (it cannot know the host's).
 */

const EMBED_SIZE_MESSAGE = 'tradescope:embed-size';
const EMBED_SIZE_VERSION = 1;

/** Heights outside this range are ignored by the host script (a broken page, a hostile one). */
export const EMBED_HEIGHT_RANGE = { min: 120, max: 6000 } as const;

export interface EmbedSizeMessage {
  type: typeof EMBED_SIZE_MESSAGE;
  version: typeof EMBED_SIZE_VERSION;
  height: number;
}

export function embedSizeMessage(height: number): EmbedSizeMessage {
  return { type: EMBED_SIZE_MESSAGE, version: EMBED_SIZE_VERSION, height: Math.ceil(height) };
}

/** The height a host should give its iframe for this message, or null if it is not one of ours. */
export function embedHeightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, version, height } = data as Partial<EmbedSizeMessage>;
  if (type !== EMBED_SIZE_MESSAGE || version !== EMBED_SIZE_VERSION) return null;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(EMBED_HEIGHT_RANGE.max, Math.max(EMBED_HEIGHT_RANGE.min, Math.ceil(height)));
}

/** The attribute that marks the iframes the host script resizes. */
export const EMBED_IFRAME_ATTRIBUTE = 'data-tradescope-embed';

/**
 * The host page's script, as pasted with the iframe: ES5, no dependency, installed once per page
 * however many embeds it has; it resizes only iframes carrying EMBED_IFRAME_ATTRIBUTE, and only
 * from messages their own window sent (the same check as embedHeightOf, written out).
 */
export const EMBED_RESIZE_SCRIPT =
  '(function(w){if(w.__tradescopeEmbeds)return;w.__tradescopeEmbeds=1;' +
  'w.addEventListener("message",function(e){var d=e.data;' +
  `if(!d||d.type!=="${EMBED_SIZE_MESSAGE}"||d.version!==${EMBED_SIZE_VERSION}||typeof d.height!=="number"||!isFinite(d.height))return;` +
  `var f=document.querySelectorAll("iframe[${EMBED_IFRAME_ATTRIBUTE}]");` +
  'for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)' +
  `f[i].style.height=Math.min(${EMBED_HEIGHT_RANGE.max},Math.max(${EMBED_HEIGHT_RANGE.min},Math.ceil(d.height)))+"px";` +
  '});})(window);';

/**
 * Posts the element's height to the parent now and on every change; returns the cleanup. Does
 * nothing outside a frame.
 */
export function postEmbedHeight(element: HTMLElement, target: Window = window.parent): () => void {
  if (target === window || typeof ResizeObserver === 'undefined') return () => undefined;
  let last = -1;
  const post = () => {
    const message = embedSizeMessage(element.getBoundingClientRect().height);
    if (message.height === last) return;
    last = message.height;
    target.postMessage(message, '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(element);
  post();
  return () => observer.disconnect();
}
