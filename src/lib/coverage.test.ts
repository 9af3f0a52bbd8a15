import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampToCoverage, defaultYears, hasData, isDefaultYears, toCoverage, yearsOver } from './coverage';
import { parse } from './url-state';

const now = new Date('2026-11-22T12:00:00Z');

describe('coverage', () => {
  it('spans the years with data, marks gaps, and picks the latest year that has ended', () => {
    const c = toCoverage([2012, 2010, 2011, 2014, 2015], now)!;
    expect([c.first, c.last, c.latestComplete]).toEqual([2010, 2015, 2015]);
    expect(c.years.map((y) => `${y.year}${y.hasData ? '' : '-'}`)).toEqual([
      '2010',
      '2011',
      '2012',
      '2013-',
      '2014',
      '2015',
    ]);
    expect(hasData(c, 2013)).toBe(false);
    expect(hasData(c, 2016)).toBe(false);
    expect(hasData(c, 2012)).toBe(true);
    expect(hasData(c, 2010)).toBe(true);
  });

  it('takes only whole years', () => {
    const c = toCoverage([2011.5, Number.NaN, 2012, 2014, Number.POSITIVE_INFINITY], now)!;
    expect([c.first, c.last]).toEqual([2012, 2014]);
    expect(toCoverage([2011.5, Number.NaN], now)).toBeNull();
  });

  it('does not take a running year with partial data as complete', () => {
    expect(toCoverage([2024, 2025, 2026], now)!.latestComplete).toBe(2025);
    // Only the running year: it is all there is.
    expect(toCoverage([2026], now)!.latestComplete).toBe(2026);
    expect(toCoverage([], now)).toBeNull();
  });

  it("clamps a URL's years into the coverage with notices naming the covered span", () => {
    const c = toCoverage(
      [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025],
      now,
    )!;
    const { state, notices } = clampToCoverage({ from: 2026, to: 2026, flow: 'import' }, c);
    expect(state).toEqual({ from: 2025, to: 2025, flow: 'import' });
    expect(notices.map((n) => n.message)).toEqual([
      'Year 2026 has no data yet (the service covers 2010–2025); "from" set to 2025.',
      'Year 2026 has no data yet (the service covers 2010–2025); "to" set to 2025.',
    ]);
    expect(clampToCoverage({ from: 2012, to: 2020 }, c).notices).toEqual([]);
  });

  it("opens a view on the default span up to the latest complete year, keeps a URL's years in order, clamped", () => {
    const c = toCoverage([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026], now)!;
    // Ten years back from 2025 is before the coverage: the span starts at its first year.
    expect(yearsOver({}, c)).toEqual({ state: { from: 2015, to: 2025 }, notices: [] });
    // One end given: `to` defaults to the latest complete year, `from` to the span up to `to`.
    expect(yearsOver({ from: 2018 }, c).state).toMatchObject({ from: 2018, to: 2025 });
    expect(yearsOver({ to: 2018 }, c).state).toMatchObject({ from: 2015, to: 2018 });
    expect(yearsOver({ from: 2026 }, c).state).toMatchObject({ from: 2026, to: 2026 });
    const long = toCoverage(
      Array.from({ length: 26 }, (_, i) => 2000 + i),
      now,
    )!;
    expect(defaultYears(long)).toEqual({ from: 2015, to: 2025 });
    expect(yearsOver({ to: 2012 }, long).state).toMatchObject({ from: 2002, to: 2012 });
    expect(isDefaultYears({ from: 2015, to: 2025 }, long)).toBe(true);
    expect(isDefaultYears({ from: 2025, to: 2025 }, long)).toBe(false);
    // Outside the coverage: clamped, said, other parameters kept.
    const out = yearsOver({ from: 2001, to: 2030, limit: 5 }, c);
    expect(out.state).toEqual({ from: 2015, to: 2026, limit: 5 });
    expect(out.notices.map((n) => n.param)).toEqual(['from', 'to']);
  });

  it("says a URL's year outside the coverage once, as parse leaves it to the coverage (?to=2031: one notice)", () => {
    const c = toCoverage(
      [2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025],
      now,
    )!;
    const opened = (query: string) => {
      const url = parse(query);
      const years = yearsOver(url.state, c);
      // As a view shows them (api/queries/use-coverage-view.ts): the URL's notices, then the coverage's.
      return { state: years.state, notices: [...url.notices, ...years.notices].map((n) => n.message) };
    };
    expect(opened('to=2031')).toEqual({
      state: { from: 2015, to: 2025 },
      notices: ['Year 2031 has no data yet (the service covers 2012–2025); "to" set to 2025.'],
    });
    expect(opened('from=1990').notices).toEqual([
      'Year 1990 is before the data starts (the service covers 2012–2025); "from" set to 2012.',
    ]);
    // Both ends outside: one notice each, none of them the parser's.
    expect(opened('from=2026&to=2026').notices).toHaveLength(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.constantFrom('from' as const, 'to' as const),
        (year, param) => {
          const { state, notices } = opened(`${param}=${year}`);
          const outside = year < c.first || year > c.last;
          expect(notices).toHaveLength(outside ? 1 : 0);
          expect(state[param]).toBe(Math.min(c.last, Math.max(c.first, year)));
        },
      ),
    );
  });
});
