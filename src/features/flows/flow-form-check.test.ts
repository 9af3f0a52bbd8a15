import { describe, expect, it } from 'vitest';
import { toCoverage } from '@/lib/coverage';
import { checkFlowForm } from './flow-form-check';
import { TRADE_LIMIT_MAX } from './flows-state';

/** The service's years in this test: 2011–2021, not the clock's. */
const coverage = toCoverage(
  Array.from({ length: 11 }, (_, i) => 2011 + i),
  new Date('2026-06-01'),
)!;

describe('checkFlowForm', () => {
  it('applies a clean selection as it is, writing every field (an empty one as undefined)', () => {
    const params = new URLSearchParams({
      reporter: 'DE',
      flow: 'import',
      from: '2012',
      to: '2015',
      limit: '50',
    });
    const { problems, patch, corrections } = checkFlowForm(params, coverage);
    expect(problems).toEqual({});
    expect(corrections).toEqual([]);
    expect(patch).toEqual({
      reporter: 'DE',
      partner: undefined,
      product: undefined,
      flow: 'import',
      from: 2012,
      to: 2015,
      limit: 50,
    });
    expect(Object.keys(patch)).toHaveLength(7);
  });

  it('corrects a year outside the coverage and a limit over the maximum, and says so', () => {
    const params = new URLSearchParams({
      reporter: 'DE',
      from: '2005',
      to: '2030',
      limit: String(TRADE_LIMIT_MAX + 1),
    });
    const { problems, patch, corrections } = checkFlowForm(params, coverage);
    expect(problems).toEqual({});
    expect(patch).toMatchObject({ from: 2011, to: 2021, limit: TRADE_LIMIT_MAX });
    expect(corrections.map((c) => c.param).sort()).toEqual(['from', 'limit', 'to']);
  });

  it('keeps a value it cannot read as a problem on its field, not as a correction', () => {
    const params = new URLSearchParams({ reporter: 'DE', from: 'soon', limit: 'ten' });
    const { problems, corrections } = checkFlowForm(params, coverage);
    expect(Object.keys(problems).sort()).toEqual(['from', 'limit']);
    expect(problems.limit).toMatch(/Limit "ten" is not a whole number/);
    expect(corrections).toEqual([]);
  });
});
