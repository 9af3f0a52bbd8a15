/**
 * The country page fires every request at once (summary, imports, partners, products...).
 * Shell tests that focus on one endpoint answer the others with valid empty bodies, so no
 * request is unhandled (unhandled requests stay errors). `authorised` lets a test answer 401.
 */
import { http } from 'msw';
import { envelopeResponse, serviceErrorResponse } from '@/emulator/node/overrides';

const EMPTY_SUMMARY = {
  trade_value: null,
  quantity: null,
  growth: null,
  unit_value: null,
  top_partners: [],
  partner_concentration: null,
  periods: [],
};

export function quietCountryHandlers(base: string, authorised: (request: Request) => boolean = () => true) {
  const answer =
    (data: unknown) =>
    ({ request }: { request: Request }) =>
      authorised(request)
        ? envelopeResponse(data, { requestId: 'req-quiet' })
        : serviceErrorResponse(401, 'invalid_key', {
            message: 'Invalid or missing API key',
            requestId: 'req-401',
          });
  return [
    http.get(`${base}/trade/summary`, answer(EMPTY_SUMMARY)),
    http.get(`${base}/countries/:cid/imports`, answer([])),
    http.get(`${base}/countries/:cid/partners`, answer([])),
    http.get(`${base}/countries/:cid/products`, answer([])),
    http.get(`${base}/products`, answer([])),
    // The insights look the World group up by name; an empty list means "no World known".
    http.get(`${base}/countries`, answer([])),
  ];
}
