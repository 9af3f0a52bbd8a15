// @vitest-environment node
// What the client learns from a service's own errors: a 422 literal_error's spelling of a value
// (sent again once, in the service's words), and that a failed fetch at a service that answers
// other requests is a failed or blocked request, not an unreachable service.
import { afterEach, describe, expect, it } from 'vitest';
import { createTradeClient, forgetAnsweredServices } from './client';
import { describeError } from './describe-error';
import { forgetLearnedLiterals } from './answers/learned-literals';

const BASE = 'https://tds.learning.invalid';
afterEach(() => {
  forgetLearnedLiterals();
  forgetAnsweredServices();
});

const point = { period: '2020-01-01', value_usd: 5, quantity: null, flow_count: 1 };

describe('a service that names flows its own way', () => {
  it('is asked again once in its words, and remembered for the next requests', async () => {
    const sent: (string | null)[] = [];
    const fetch = (request: Request) => {
      const flow = new URL(request.url).searchParams.get('flow');
      sent.push(flow);
      if (flow === 'exports') return Promise.resolve(Response.json({ data: [{ ...point, partner: 'FR' }] }));
      return Promise.resolve(
        Response.json(
          {
            detail: [
              {
                type: 'literal_error',
                loc: ['query', 'flow'],
                msg: "Input should be 'exports' or 'imports'",
                input: flow,
                ctx: { expected: "'exports' or 'imports'" },
              },
            ],
          },
          { status: 422 },
        ),
      );
    };
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: fetch as typeof globalThis.fetch });
    const first = await client.getCountryPartners({ cid: 'DE', flow: 'export' });
    expect(first.data[0]!.partner).toBe('FR');
    expect(first.notes).toEqual([
      {
        kind: 'flow-names',
        text: 'The service names flow values its own way (exports for export, imports for import); requests use its names.',
      },
    ]);
    await client.getCountryPartners({ cid: 'DE', flow: 'export' });
    expect(sent).toEqual(['export', 'exports', 'exports']);
  });

  it('learns nothing from the same details under another status: that error is the answer', async () => {
    const sent: (string | null)[] = [];
    const fetch = (request: Request) => {
      const flow = new URL(request.url).searchParams.get('flow');
      sent.push(flow);
      if (flow === 'exports') return Promise.resolve(Response.json({ data: [{ ...point, partner: 'FR' }] }));
      const detail = [
        {
          type: 'literal_error',
          loc: ['query', 'flow'],
          msg: "Input should be 'exports' or 'imports'",
          input: flow,
          ctx: { expected: "'exports' or 'imports'" },
        },
      ];
      return Promise.resolve(Response.json({ detail }, { status: 400 }));
    };
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: fetch as typeof globalThis.fetch });
    await expect(client.getCountryPartners({ cid: 'DE', flow: 'export' })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    });
    expect(sent).toEqual(['export']);
  });

  it('that rejects its own spelling too gets no third request: the second 422 is the answer', async () => {
    const sent: (string | null)[] = [];
    const fetch = (request: Request) => {
      const flow = new URL(request.url).searchParams.get('flow');
      sent.push(flow);
      // A client asking a third time would get data: the test must not hang on a loop.
      if (sent.length > 2) return Promise.resolve(Response.json({ data: [{ ...point, partner: 'FR' }] }));
      const expected = flow === 'export' ? "'exports' or 'imports'" : "'export' or 'import'";
      return Promise.resolve(
        Response.json(
          { detail: [{ type: 'literal_error', loc: ['query', 'flow'], msg: 'x', ctx: { expected } }] },
          { status: 422 },
        ),
      );
    };
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: fetch as typeof globalThis.fetch });
    await expect(client.getCountryPartners({ cid: 'DE', flow: 'export' })).rejects.toMatchObject({
      status: 422,
    });
    expect(sent).toEqual(['export', 'exports']);
  });

  it('that rejects our value without naming a safe mapping gets no second request', async () => {
    let calls = 0;
    const fetch = () => {
      calls += 1;
      return Promise.resolve(
        Response.json(
          {
            detail: [
              { type: 'literal_error', loc: ['query', 'flow'], msg: 'x', ctx: { expected: "'X' or 'M'" } },
            ],
          },
          { status: 422 },
        ),
      );
    };
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: fetch });
    await expect(client.getCountryPartners({ cid: 'DE', flow: 'export' })).rejects.toMatchObject({
      status: 422,
    });
    expect(calls).toBe(1);
  });
});

describe('a failed fetch', () => {
  it('at a service that answered before says it failed or blocked the request', async () => {
    let n = 0;
    const fetch = () => {
      n += 1;
      return n === 1
        ? Promise.resolve(Response.json({ data: { id: 'DE', name: 'Germany', is_group: false } }))
        : Promise.reject(new TypeError('Failed to fetch'));
    };
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: fetch });
    await client.getCountry({ cid: 'DE' });
    const error = await client.getCountry({ cid: 'FR' }).catch((e: unknown) => e);
    expect(describeError(error).title).toBe('This request did not get through');
    expect((error as Error).message).toMatch(
      /answered earlier requests.*the network may be down, or the service failed or blocked this request.*without CORS headers looks like this\) \(Failed to fetch\)$/,
    );
    // Another client of the same service in this page (a route's loader has its own) knows it too.
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const sibling = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: failing });
    const blocked = await sibling.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(describeError(blocked).title).toBe('This request did not get through');
    // A service that has not answered in this page cannot be reached.
    const other = createTradeClient({ baseUrl: `${BASE}/other`, apiKey: 'k', fetch: failing });
    const unreachable = await other.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(describeError(unreachable).title).toBe('The service could not be reached');
  });
});
