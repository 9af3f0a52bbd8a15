/**
 * The floor's URLs are the client's: endpoint by endpoint, the same string as openapi-fetch
 * builds with the serializers createTradeClient uses, for ordinary and awkward values.
 */
import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  removeTrailingSlash,
} from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, splitParams, type EndpointName } from '@/api/client';
import { endpointUrl } from './endpoint-url';

const querySerializer = createQuerySerializer();

/** What openapi-fetch requests (createClient's own steps for a GET with these params). */
function libraryUrl(baseUrl: string, endpoint: EndpointName, params: Record<string, unknown>): string {
  const path = ENDPOINTS[endpoint];
  return createFinalURL(path, {
    baseUrl: removeTrailingSlash(baseUrl),
    params: splitParams(path, params),
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}

const VALUES = ['DE', 'd e', 'ü/?#&=', "$$ $' $& $1 %41", '0901', 2020, 500, true];

describe('endpointUrl', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])('is the URL openapi-fetch builds for %s', (endpoint) => {
    const names = [...ENDPOINTS[endpoint].matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
    for (const base of ['https://tds.example', 'https://tds.example/v1/', 'http://localhost:8802']) {
      for (const value of VALUES) {
        const pathParams = Object.fromEntries(names.map((n) => [n, String(value)]));
        for (const params of [
          pathParams,
          {
            ...pathParams,
            q: value,
            flow: 'export',
            from: 2019,
            to: '2021',
            limit: 20,
            partner: undefined,
            product: '',
          },
          { ...pathParams, limit: value, reporter: 'DE', from: '' },
        ]) {
          expect(endpointUrl(base, endpoint, params as never), JSON.stringify([base, params])).toBe(
            libraryUrl(base, endpoint, params),
          );
        }
      }
    }
  });
});
