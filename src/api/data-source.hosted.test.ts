// @vitest-environment jsdom
/**
 * A page served by `npm start` names its same-origin service in a meta tag: the store starts on
 * that service, ready without a key (the server knows the page by its HttpOnly session cookie),
 * and holds no key; any other service still needs one.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createDataSourceStore,
  HOSTED_CREDIT_META,
  HOSTED_SERVICE_META,
  hostedDataCreditFor,
  readHostedDataCredit,
  readHostedService,
} from './data-source';

/** This test page, with the meta tag set to `content` (none for null). */
function page(content: string | null): Document {
  document.head.querySelectorAll(`meta[name="${HOSTED_SERVICE_META}"]`).forEach((m) => m.remove());
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = HOSTED_SERVICE_META;
    meta.content = content;
    document.head.append(meta);
  }
  return document;
}

describe('the hosted same-origin service', () => {
  it('is read from the meta tag as a path on the page origin only', () => {
    const origin = document.location.origin;
    expect(readHostedService(page('/api'))).toBe(`${origin}/api`);
    expect(readHostedService(page(null))).toBeNull();
    expect(readHostedService(page('https://elsewhere.example/api'))).toBeNull();
    expect(readHostedService(page('//elsewhere.example/api'))).toBeNull();
    page(null);
  });

  it('is read from the tag exactly as the dashboard server writes it', () => {
    // The markup of src/emulator/node/static-dashboard.ts, as its own test pins it.
    document.head.insertAdjacentHTML('beforeend', '<meta name="tradescope-service" content="/api">');
    expect(readHostedService(document)).toBe(`${document.location.origin}/api`);
    page(null);
  });

  it('reads the data credit the page was served with, trimmed, or none', () => {
    const credit = (content: string | null) => {
      document.head.querySelectorAll(`meta[name="${HOSTED_CREDIT_META}"]`).forEach((m) => m.remove());
      if (content !== null)
        document.head.insertAdjacentHTML(
          'beforeend',
          `<meta name="tradescope-data-credit" content="${content}">`,
        );
      return readHostedDataCredit(document);
    };
    expect(credit(' CEPII BACI V202501 (HS22) ')).toEqual({
      name: 'CEPII BACI V202501 (HS22)',
      synthetic: false,
    });
    expect(credit('  ')).toBeNull();
    expect(credit(null)).toBeNull();
    // Where there is no page at all (Node): none.
    vi.stubGlobal('document', undefined);
    expect(readHostedDataCredit()).toBeNull();
    vi.unstubAllGlobals();
    document.head.insertAdjacentHTML('beforeend', '<meta name="tradescope-data-credit">');
    expect(readHostedDataCredit(document)).toBeNull();
    document.head.querySelectorAll('meta').forEach((m) => m.remove());
  });

  it('reads the synthetic world’s credit as synthetic, from the tag exactly as the dashboard server writes it', () => {
    // The markup of src/emulator/node/static-dashboard.ts, as its own test pins it.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="Tradescope\'s synthetic world" data-synthetic="true">',
    );
    expect(readHostedDataCredit(document)).toEqual({ name: "Tradescope's synthetic world", synthetic: true });
    document.head.querySelectorAll('meta').forEach((m) => m.remove());
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="CEPII" data-synthetic="false">',
    );
    expect(readHostedDataCredit(document)).toEqual({ name: 'CEPII', synthetic: false });
    document.head.querySelectorAll('meta').forEach((m) => m.remove());
  });

  it('credits that release for the page’s own service only', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="tradescope-service" content="/api">');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="CEPII BACI">',
    );
    expect(hostedDataCreditFor(`${document.location.origin}/api`, document)).toEqual({
      name: 'CEPII BACI',
      synthetic: false,
    });
    expect(hostedDataCreditFor('https://trade.example/v1', document)).toBeNull();
    expect(hostedDataCreditFor(`${document.location.origin}/api`)?.name).toBe('CEPII BACI');
    document.head.querySelectorAll('meta').forEach((m) => m.remove());
  });

  it('makes the store start live on that service, ready with no key held', () => {
    const store = createDataSourceStore({
      local: null,
      session: null,
      hosted: 'https://tradescope.example/api',
    });
    const snap = store.getSnapshot();
    expect(snap).toMatchObject({
      mode: 'live',
      baseUrl: 'https://tradescope.example/api',
      apiKey: '',
      hasLiveKey: false,
      ready: true,
    });
    store.setLiveBaseUrl('https://other.example');
    expect(store.getSnapshot().ready).toBe(false);
    store.setMode('demo');
    expect(store.getSnapshot().apiKey).not.toBe('');
  });

  it('leaves a store without one as it was: live needs a key', () => {
    const store = createDataSourceStore({ local: null, session: null, hosted: null });
    store.update({ mode: 'live', baseUrl: 'https://tradescope.example/api' });
    expect(store.getSnapshot().ready).toBe(false);
  });
});
