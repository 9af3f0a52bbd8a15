/** The demo service's handlers over an engine: DEMO_BASE_URL, the demo key, default limits. */
import type { RequestHandler } from 'msw';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { createHandlers } from '../service/create-handlers';

export function demoHandlers(engine: AsyncTradeEngine): RequestHandler[] {
  return createHandlers({ engine, baseUrl: DEMO_BASE_URL, keys: [DEMO_API_KEY] });
}
