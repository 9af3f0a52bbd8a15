/**
 * A failed call as a tool error a model can act on: which argument was wrong and what is
 * allowed, that the key is missing or refused, when to try again, which search finds a valid id.
 * Only the client's ApiError fields are read (their messages never hold the key); anything else
 * is a bug of this server and is reported without its message or stack.
 */
import type { EndpointPath } from '@/api/client';
import { isApiError, type ApiError, type ValidationDetail } from '@/api/errors';
import { formatLoc } from '@/api/error-body';
import { allowedValues, contractParameters } from './contract-schemas';

const COUNTRY_PARAMS = new Set(['cid', 'reporter', 'partner']);
const PRODUCT_PARAMS = new Set(['pid', 'product']);

function searchHint(param: string): string {
  if (COUNTRY_PARAMS.has(param)) return " Find a country's id with search_countries.";
  if (PRODUCT_PARAMS.has(param)) return ' Find an HS code with search_products.';
  return '';
}

function detailLine(path: EndpointPath, detail: ValidationDetail): string {
  const name = formatLoc(detail.loc);
  const param = contractParameters(path).find((p) => p.name === name);
  const values = param ? allowedValues(param.schema) : 'a string';
  const allowed = values === 'a string' ? '' : ` Allowed: ${values}.`;
  const input =
    detail.input === undefined || detail.input === null ? '' : ` (got ${JSON.stringify(detail.input)})`;
  return `- ${name}: ${detail.msg}${input}.${allowed}${searchHint(name)}`;
}

function retryText(error: ApiError, now: number): string {
  if (error.retryAfterMs === null) return 'Wait a little (a minute at most) before trying again.';
  const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  const at = new Date(now + error.retryAfterMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `Try again in ${seconds} second${seconds === 1 ? '' : 's'} (after ${at}).`;
}

function notFoundText(path: EndpointPath, error: ApiError): string {
  const search = path.startsWith('/countries') ? 'search_countries' : 'search_products';
  return `Not found: ${error.message}. Call ${search} to find a valid id, then call this tool with it.`;
}

function httpText(path: EndpointPath, error: ApiError, now: number): string {
  switch (error.status) {
    case 401:
      return 'The Trade Data Service refused the request: the API key is missing or was not accepted (invalid_key). The user must configure a valid key (for HTTP, the Authorization: Bearer header of the MCP connection; for a remote service, TRADE_DATA_SERVICE_KEY). Retrying will not help.';
    case 404:
      return notFoundText(path, error);
    case 422:
      return error.details.length > 0
        ? ['The service rejected the arguments:', ...error.details.map((d) => detailLine(path, d))].join('\n')
        : `The service rejected the arguments: ${error.message}`;
    case 429:
      return `Rate limit reached for this API key (rate_limit_exceeded). ${retryText(error, now)}`;
    default:
      return error.status !== null && error.status >= 500
        ? `The Trade Data Service failed (HTTP ${error.status}${error.code ? ` ${error.code}` : ''}). Try again later.`
        : `The Trade Data Service answered HTTP ${error.status ?? '?'}: ${error.message}`;
  }
}

/** The tool error's text for whatever a call threw; the request ID is added when there is one. */
export function toolErrorText(path: EndpointPath, error: unknown, now: number = Date.now()): string {
  if (!isApiError(error))
    return 'The Tradescope MCP server failed while answering. Try again; if it persists, report it.';
  let text: string;
  if (error.kind === 'http') text = httpText(path, error, now);
  else if (error.kind === 'timeout' || error.kind === 'network') text = `${error.message}. Try again later.`;
  else if (error.kind === 'contract')
    text = `The service answered in an unexpected format (${error.message}); its figures were not used.`;
  else text = 'The request was cancelled.';
  return error.requestId ? `${text}\nRequest ID: ${error.requestId}` : text;
}
