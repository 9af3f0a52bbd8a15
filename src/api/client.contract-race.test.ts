// @vitest-environment node
// ajv keeps a validator's errors on the validator itself until its next call. Two answers of one
// endpoint checked close together must each be described by their own errors, not the other's.
import { describe, expect, it } from 'vitest';
import { createTradeClient } from './client';

const BASE = 'https://tds.test.invalid';

function answer(request: Request): Promise<Response> {
  const cid = new URL(request.url).pathname.split('/').pop();
  const data = cid === 'DE' ? { id: 'DE', is_group: false } : { id: 'FR', name: 'France', is_group: 'no' };
  return Promise.resolve(Response.json({ data }));
}

describe('contract errors of answers checked together', () => {
  it('name the field of their own answer', async () => {
    const client = createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch: answer as typeof fetch });
    const [germany, france] = await Promise.all(
      ['DE', 'FR'].map((cid) => client.getCountry({ cid }).catch((e: unknown) => e as Error)),
    );
    expect(germany).toMatchObject({ kind: 'contract' });
    expect((germany as Error).message).toBe('GET /countries/{cid}: data.name is missing');
    expect((france as Error).message).toBe('GET /countries/{cid}: data.is_group must be boolean');
  });
});
