// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultYears, toCoverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { resolveFlowsView, showsBothDirections, TRADE_LIMIT_MAX } from './flows-state';

/** A service whose data runs 2011–2022 with 2015 missing, seen in mid-2026: not the clock's years. */
const coverage = toCoverage(
  [2011, 2012, 2013, 2014, 2016, 2017, 2018, 2019, 2020, 2021, 2022],
  new Date('2026-06-01'),
)!;
const resolve = (query: string) => {
  const params = new URLSearchParams(query);
  return resolveFlowsView(
    parse(params, { limitMax: TRADE_LIMIT_MAX }).state,
    params.get('directions'),
    coverage,
  );
};

describe('resolveFlowsView', () => {
  it('ends on the latest complete year the service covers, not the clock’s last year', () => {
    const { view, notices } = resolve('reporter=DE');
    expect(view).toMatchObject({ reporter: 'DE', flow: 'export', to: 2022, limit: 1_000 });
    // The same default range as every view (not the whole coverage).
    expect(view.from).toBe(defaultYears(coverage).from);
    expect(notices).toEqual([]);
  });

  it('clamps a URL’s years into the coverage, saying so', () => {
    const { view, notices } = resolve('from=2010&to=2025');
    expect([view.from, view.to]).toEqual([2011, 2022]);
    expect(notices.map((n) => n.param)).toEqual(['from', 'to']);
    expect(notices[1]!.message).toMatch(/2025 has no data yet.*2011–2022/);
  });

  it('keeps a defaulted end year after an explicit start year', () => {
    expect(resolve('from=2022').view).toMatchObject({ from: 2022, to: 2022 });
  });

  it('shows both directions for a pair unless switched to one; never without a pair', () => {
    expect(resolve('reporter=DE&partner=CN').view).toMatchObject({ isPair: true, bothDirections: true });
    expect(resolve('reporter=DE&partner=CN&directions=one').view).toMatchObject({
      isPair: true,
      bothDirections: false,
    });
    expect(resolve('reporter=DE&directions=both').view).toMatchObject({
      isPair: false,
      bothDirections: false,
    });
    expect(showsBothDirections({ partner: 'CN' }, null)).toBe(false);
  });

  it('keeps the row limit within the service’s 10,000', () => {
    expect(resolve('limit=20000').view.limit).toBe(10_000);
  });
});
