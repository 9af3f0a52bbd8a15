// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iframeSnippet } from './embed-link';
import {
  EMBED_HEIGHT_RANGE,
  EMBED_RESIZE_SCRIPT,
  embedHeightOf,
  embedSizeMessage,
  postEmbedHeight,
} from './embed-size';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the embed size message', () => {
  it('has the documented shape, in whole pixels', () => {
    expect(embedSizeMessage(512.2)).toEqual({ type: 'tradescope:embed-size', version: 1, height: 513 });
  });

  it('is read back by the host, anything else ignored, heights kept in range', () => {
    expect(embedHeightOf(embedSizeMessage(640))).toBe(640);
    expect(embedHeightOf({ type: 'tradescope:embed-size', version: 2, height: 640 })).toBeNull();
    expect(embedHeightOf({ type: 'other', version: 1, height: 640 })).toBeNull();
    expect(embedHeightOf({ type: 'tradescope:embed-size', version: 1, height: '640' })).toBeNull();
    expect(embedHeightOf({ type: 'tradescope:embed-size', version: 1, height: Number.NaN })).toBeNull();
    expect(embedHeightOf('tradescope:embed-size')).toBeNull();
    expect(embedHeightOf(null)).toBeNull();
    expect(embedHeightOf(embedSizeMessage(5))).toBe(EMBED_HEIGHT_RANGE.min);
    expect(embedHeightOf(embedSizeMessage(1e9))).toBe(EMBED_HEIGHT_RANGE.max);
  });
});

describe('the pasted snippet', () => {
  it('resizes its own iframe from its own frame’s messages only, once however many embeds', () => {
    const snippet = iframeSnippet('https://app.example/embed/countries/KE/exports-series', 'A chart', 520);
    expect(snippet).toMatch(/^<iframe [^>]*height="520"[^>]*data-tradescope-embed><\/iframe>\n<script>/);
    document.body.innerHTML = `<iframe data-tradescope-embed></iframe><iframe data-tradescope-embed></iframe><iframe></iframe>`;
    const [first, second, unmarked] = [...document.querySelectorAll('iframe')];
    // The script as pasted, twice (two embeds on one page): one listener.
    const add = vi.spyOn(window, 'addEventListener');
    // Run as the host page runs it: the pasted text itself, not a copy of its logic.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const runPasted = new Function(EMBED_RESIZE_SCRIPT) as () => void;
    runPasted();
    runPasted();
    expect(add.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    const send = (source: Window | null, data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, source }));

    send(second!.contentWindow, embedSizeMessage(733.4));
    expect(second!.style.height).toBe('734px');
    expect(first!.style.height).toBe('');
    // Another frame's message, a foreign message, an unmarked iframe: nothing moves.
    send(unmarked!.contentWindow, embedSizeMessage(300));
    send(first!.contentWindow, { type: 'tradescope:embed-size', version: 1, height: 'x' });
    expect(first!.style.height).toBe('');
    expect(unmarked!.style.height).toBe('');
    send(first!.contentWindow, embedSizeMessage(1e9));
    expect(first!.style.height).toBe(`${EMBED_HEIGHT_RANGE.max}px`);
  });
});

describe('postEmbedHeight', () => {
  it('posts the element’s height to the parent at once and on each change, never twice the same', () => {
    let onResize: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const element = document.createElement('main');
    let height = 400;
    element.getBoundingClientRect = () => ({ height }) as DOMRect;
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const stop = postEmbedHeight(element, parent);
    height = 612.5;
    onResize();
    onResize();
    expect(vi.mocked(parent.postMessage).mock.calls).toEqual([
      [embedSizeMessage(400), '*'],
      [embedSizeMessage(613), '*'],
    ]);
    stop();
    // Outside a frame (the parent is the window itself) nothing is posted.
    expect(postEmbedHeight(element, window)).toBeTypeOf('function');
  });
});
