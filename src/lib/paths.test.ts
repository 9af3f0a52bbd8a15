import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds canonical country links with serialised state', () => {
    expect(paths.country.getHref('de')).toBe('/countries/DE');
    expect(paths.country.getHref('DE', { to: 2023, from: 2015 })).toBe('/countries/DE?from=2015&to=2023');
    expect(paths.country.getHref('DE', '?flow=import')).toBe('/countries/DE?flow=import');
  });
  it('encodes path segments', () => {
    expect(paths.product.getHref('hs:090111')).toBe('/products/hs%3A090111');
    expect(paths.embed.getHref('exports-series', new URLSearchParams('reporter=DE'))).toBe(
      '/embed/exports-series?reporter=DE',
    );
    expect(paths.flows.getHref()).toBe('/flows');
  });
});
