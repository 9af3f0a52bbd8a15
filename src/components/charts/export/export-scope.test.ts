// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { provenanceOf } from './export-scope';

const setMeta = (name: string, content: string) =>
  document.head.insertAdjacentHTML('beforeend', `<meta name="${name}" content="${content}">`);

afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

describe('the provenance every way out of a chart names', () => {
  it('says the demo is synthetic', () => {
    expect(provenanceOf('demo')).toMatchObject({
      synthetic: true,
      name: 'Trade Data Service v1 (built-in demo)',
    });
  });

  it('names a live service by its address', () => {
    expect(provenanceOf('live:https://trade.example/v1')).toEqual({
      name: 'Trade Data Service v1 at https://trade.example/v1',
      synthetic: false,
      baseUrl: 'https://trade.example/v1',
    });
  });

  it('credits the release the page’s own server reads (npm start --db), and only for that service', () => {
    setMeta('tradescope-service', '/api');
    setMeta('tradescope-data-credit', 'CEPII BACI V202501 (HS22)');
    const own = `${document.location.origin}/api`;
    expect(provenanceOf(`live:${own}`).name).toBe(
      `CEPII BACI V202501 (HS22), via the Trade Data Service v1 at ${own}`,
    );
    expect(provenanceOf('live:https://trade.example/v1').name).toBe(
      'Trade Data Service v1 at https://trade.example/v1',
    );
  });

  it('marks the page’s own service synthetic when its server says its figures are (npm start on the synthetic world)', () => {
    setMeta('tradescope-service', '/api');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="tradescope-data-credit" content="Tradescope\'s synthetic world" data-synthetic="true">',
    );
    const own = `${document.location.origin}/api`;
    expect(provenanceOf(`live:${own}`)).toEqual({
      name: `Tradescope's synthetic world, via the Trade Data Service v1 at ${own}`,
      synthetic: true,
      baseUrl: own,
    });
    expect(provenanceOf('live:https://trade.example/v1').synthetic).toBe(false);
  });
});
