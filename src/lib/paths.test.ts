import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds canonical country links with serialised state', () => {
    expect(paths.country.getHref('de')).toBe('/countries/DE');
    expect(paths.country.getHref('DE', { to: 2023, from: 2015 })).toBe('/countries/DE?from=2015&to=2023');
    expect(paths.country.getHref('DE', '?flow=import')).toBe('/countries/DE?flow=import');
    // Only a leading "?" is the separator; one inside the query is kept.
    expect(paths.country.getHref('DE', 'q=what?')).toBe('/countries/DE?q=what?');
  });
  it('encodes path segments', () => {
    expect(paths.product.getHref('hs:090111')).toBe('/products/hs%3A090111');
    expect(paths.embed.getHref('countries', 'de', 'exports-series', new URLSearchParams('to=2020'))).toBe(
      '/embed/countries/DE/exports-series?to=2020',
    );
    expect(paths.embed.getHref('products', 'hs:090111', 'market-map')).toBe(
      '/embed/products/hs%3A090111/market-map',
    );
    expect(paths.embed.getHref('flows', undefined, 'summary-periods', 'reporter=BR')).toBe(
      '/embed/flows/summary-periods?reporter=BR',
    );
    expect(paths.flows.getHref()).toBe('/flows');
    const pair = { reporter: 'KE', partner: 'NL', flow: 'import' } as const;
    expect(paths.flows.getHref(pair, { oneDirection: true })).toBe(
      '/flows?reporter=KE&partner=NL&flow=import&directions=one',
    );
    expect(paths.flows.getHref(pair, { oneDirection: false })).toBe(
      '/flows?reporter=KE&partner=NL&flow=import',
    );
    expect(paths.flows.getHref(undefined, { oneDirection: true })).toBe('/flows?directions=one');
  });
});
