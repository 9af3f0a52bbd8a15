// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/opaque-origin';
import { dataCreditFor } from './data-credit';
import { forgetServiceProfiles, keepServiceProfile } from './service-profile-store';

const SERVICE = 'https://tds.example.test';
const own = () => `${document.location.origin}/api`;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  forgetServiceProfiles();
});
afterEach(() => {
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
  vi.unstubAllGlobals();
  forgetServiceProfiles();
});

let documents = 0;
/** A profile read from a new document (typed loosely: storage may hold anything). */
const keepCredit = (baseUrl: string, dataCredit: unknown) =>
  keepServiceProfile(baseUrl, `h${++documents}`, { requiredFields: {}, dataCredit } as never);

describe('the credit of a live service’s figures', () => {
  it('is none for a service that states none', () => {
    expect(dataCreditFor(SERVICE)).toBeNull();
    keepServiceProfile(SERVICE, 'h0', { requiredFields: {} });
    expect(dataCreditFor(SERVICE)).toBeNull();
  });

  it('is the one the service’s document states, for that base URL only', () => {
    keepCredit(SERVICE, { name: 'CEPII BACI V202501 (HS22)', synthetic: false });
    expect(dataCreditFor(SERVICE)).toEqual({ name: 'CEPII BACI V202501 (HS22)', synthetic: false });
    expect(dataCreditFor('https://other.example.test')).toBeNull();
    keepCredit(SERVICE, { name: "Tradescope's synthetic world", synthetic: true });
    expect(dataCreditFor(SERVICE)).toEqual({ name: "Tradescope's synthetic world", synthetic: true });
  });

  it('is the page’s own server’s before the document’s', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="tradescope-service" content="/api">');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="CEPII BACI V202501 (HS22)">',
    );
    keepCredit(own(), { name: 'Something else', synthetic: true });
    expect(dataCreditFor(own())).toEqual({ name: 'CEPII BACI V202501 (HS22)', synthetic: false });
  });

  it('is none when what a stored profile holds is not a credit (an edited or older storage)', () => {
    for (const stored of ['CEPII', { name: 42 }, { name: '' }, null, []]) {
      keepCredit(SERVICE, stored);
      expect(dataCreditFor(SERVICE), JSON.stringify(stored)).toBeNull();
    }
    keepCredit(SERVICE, { name: 'A release', synthetic: 'true' });
    expect(dataCreditFor(SERVICE)).toEqual({ name: 'A release', synthetic: false });
  });
});
