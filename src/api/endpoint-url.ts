/**
 * The URL the client requests for an endpoint and its parameters (openapi-fetch with its default
 * serializers, as createTradeClient uses it). The early script (src/app/first-requests.ts) builds
 * its URLs here: it must ask for exactly the client's URL, or its answer is not adopted
 * (early-requests.ts).
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer, removeTrailingSlash } from 'openapi-fetch';
import { ENDPOINTS, splitParams, type EndpointName, type EndpointParams } from './client';

const querySerializer = createQuerySerializer();

export function endpointUrl<N extends EndpointName>(baseUrl: string, endpoint: N, params: EndpointParams<(typeof ENDPOINTS)[N]>): string {
  const path = ENDPOINTS[endpoint];
  return createFinalURL(path, {
    baseUrl: removeTrailingSlash(baseUrl),
    params: splitParams(path, params as Record<string, unknown>),
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}
