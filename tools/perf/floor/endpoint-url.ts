/**
 * The URL the client requests for an endpoint and its parameters, as openapi-fetch builds it with
 * its default serializers (createTradeClient). The same-plan floor (request-plan.ts) builds its
 * URLs here, so that it matches the app's requests one for one.
 *
 * splitParams leaves only strings, numbers and booleans, for which openapi-fetch's rule is short:
 * each `{name}` of base URL and path becomes encodeURIComponent(value), each query parameter
 * `name=encodeURIComponent(value)` in the object's order, joined by `&`. endpoint-url.test.ts
 * checks it against openapi-fetch itself, endpoint by endpoint.
 */
import { ENDPOINTS, splitParams, type EndpointName, type EndpointParams } from '@/api/client';

const PATH_PARAM = /\{[^{}]+\}/g;

export function endpointUrl<N extends EndpointName>(
  baseUrl: string,
  endpoint: N,
  params: EndpointParams<(typeof ENDPOINTS)[N]>,
): string {
  const path = ENDPOINTS[endpoint];
  const split = splitParams(path, params);
  // openapi-fetch: `${baseUrl}${path}` (trailing slash removed), then each {name} in that string.
  let url = `${baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl}${path}`;
  for (const match of url.match(PATH_PARAM) ?? []) {
    const value = split.path[match.slice(1, -1)];
    // A string replacement, as openapi-fetch makes it.
    if (value !== undefined) url = url.replace(match, encodeURIComponent(value));
  }
  const query = Object.entries(split.query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}
