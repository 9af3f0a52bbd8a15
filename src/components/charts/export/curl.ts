/**
 * The API request behind a chart as a curl command. The key is written as the shell variable
 * `$TRADE_API_KEY` (the reader sets their own); the key of this tab is never an input here, so
 * it cannot end up in the command. For the built-in demo, whose service lives in the browser,
 * the base URL is the variable `$TRADE_API_URL` (the real service's address).
 */
import type { ChartRequest } from './chart-export';

const API_KEY_VARIABLE = '$TRADE_API_KEY';
const API_URL_VARIABLE = '$TRADE_API_URL';

export function requestUrl(baseUrl: string, request: ChartRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${request.path}${query ? `?${query}` : ''}`;
}

/** Escapes what a POSIX shell expands inside double quotes. */
function inDoubleQuotes(text: string): string {
  return text.replace(/[\\"$`]/g, (ch) => `\\${ch}`);
}

/** `baseUrl` null: the demo, written as `$TRADE_API_URL`. */
export function buildCurl(baseUrl: string | null, request: ChartRequest): string {
  const rest = inDoubleQuotes(requestUrl('', request));
  const base = baseUrl === null ? API_URL_VARIABLE : inDoubleQuotes(baseUrl.replace(/\/+$/, ''));
  return `curl -H "Authorization: Bearer ${API_KEY_VARIABLE}" "${base}${rest}"`;
}

export function buildCurls(baseUrl: string | null, requests: readonly ChartRequest[]): string {
  return requests.map((r) => buildCurl(baseUrl, r)).join('\n');
}
