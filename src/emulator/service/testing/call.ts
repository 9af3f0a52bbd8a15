/**
 * Calls handlers directly through msw's getResponse (no interception, no network), returning
 * status, headers and the parsed JSON body.
 */
import { getResponse, type RequestHandler } from 'msw';

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON under test, checked against the contract by the tests
  body: any;
}

export async function call(
  handlers: RequestHandler[],
  url: string,
  init: { key?: string | null; authorization?: string; method?: string } = {},
): Promise<Answer> {
  const headers = new Headers();
  if (init.authorization !== undefined) headers.set('Authorization', init.authorization);
  else if (init.key) headers.set('Authorization', `Bearer ${init.key}`);
  const response = await getResponse(handlers, new Request(url, { method: init.method ?? 'GET', headers }));
  if (!response) throw new Error(`No handler answered ${url}`);
  const body: unknown = await response.json();
  return { status: response.status, headers: response.headers, body };
}
