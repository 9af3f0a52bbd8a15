import { describe, expect, it } from 'vitest';
import { clampToCoverage, hasData, toCoverage, yearsOver } from './coverage';

const now = new Date('2026-11-22T12:00:00Z');

describe('coverage', () => {
  it('spans the years with data, marks gaps, and picks the latest year that has ended', () => {
    const c = toCoverage([2012, 2010, 2011, 2014, 2015], now)!;
    expect([c.first, c.last, c.latestComplete]).toEqual([2010, 2015, 2015]);
    expect(c.years.map((y) => `${y.year}${y.hasData ? '' : '-'}`)).toEqual(['2010', '2011', '2012', '2013-', '2014', '2015']);
    expect(hasData(c, 2013)).toBe(false);
    expect(hasData(c, 2016)).toBe(false);
  });

  it('does not take a running year with partial data as complete', () => {
    expect(toCoverage([2024, 2025, 2026], now)!.latestComplete).toBe(2025);
    // Only the running year: it is all there is.
    expect(toCoverage([2026], now)!.latestComplete).toBe(2026);
    expect(toCoverage([], now)).toBeNull();
  });

  it('clamps a URL\'s years into the coverage with notices naming the covered span', () => {
    const c = toCoverage([2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025], now)!;
    const { state, notices } = clampToCoverage({ from: 2026, to: 2026, flow: 'import' }, c);
    expect(state).toEqual({ from: 2025, to: 2025, flow: 'import' });
    expect(notices.map((n) => n.message)).toEqual([
      'Year 2026 has no data yet (the service covers 2010–2025); "from" set to 2025.',
      'Year 2026 has no data yet (the service covers 2010–2025); "to" set to 2025.',
    ]);
    expect(clampToCoverage({ from: 2012, to: 2020 }, c).notices).toEqual([]);
  });

  it('opens a view on the latest complete year, keeps a URL\'s years in order, clamped', () => {
    const c = toCoverage([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026], now)!;
    expect(yearsOver({}, c)).toEqual({ state: { from: 2025, to: 2025 }, notices: [] });
    // One end given: the other is the latest complete year unless that would reverse the range.
    expect(yearsOver({ from: 2018 }, c).state).toMatchObject({ from: 2018, to: 2025 });
    expect(yearsOver({ to: 2018 }, c).state).toMatchObject({ from: 2018, to: 2018 });
    // Outside the coverage: clamped, said, other parameters kept.
    const out = yearsOver({ from: 2001, to: 2030, limit: 5 }, c);
    expect(out.state).toEqual({ from: 2015, to: 2026, limit: 5 });
    expect(out.notices.map((n) => n.param)).toEqual(['from', 'to']);
  });
});
