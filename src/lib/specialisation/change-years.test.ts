import { describe, expect, it } from 'vitest';
import { toCoverage } from '../coverage';
import { parse } from '../url-state';
import { dependencePercent, resolveChangeYears } from './change-years';

const coverage = toCoverage([2010, 2011, 2012, 2020, 2024], new Date('2026-01-01'))!;

describe('resolveChangeYears', () => {
  it('defaults to the first and last year of the range', () => {
    expect(resolveChangeYears({}, { from: 2012, to: 2024 }, coverage)).toEqual({
      before: 2012,
      after: 2024,
      notice: null,
    });
  });

  it('compares the coverage start with a one-year range', () => {
    expect(resolveChangeYears({}, { from: 2020, to: 2020 }, coverage)).toMatchObject({
      before: 2010,
      after: 2020,
    });
  });

  it('takes the URL years, clamped into the coverage with a notice', () => {
    const { state } = parse('change_from=2011&change_to=2020');
    expect(resolveChangeYears(state, { from: 2024, to: 2024 }, coverage)).toEqual({
      before: 2011,
      after: 2020,
      notice: null,
    });
    const far = resolveChangeYears(
      { change_from: 1990, change_to: 2030 },
      { from: 2024, to: 2024 },
      coverage,
    );
    expect(far).toMatchObject({ before: 2010, after: 2024 });
    expect(far.notice).toContain('1990 → 2030 became 2010 → 2024');
  });
});

describe('the change and dependence parameters', () => {
  it('parses, swaps and clamps them with notices', () => {
    const { state, notices } = parse('change_from=2024&change_to=2012&dependence=150');
    expect(state).toMatchObject({ change_from: 2012, change_to: 2024, dependence: 100 });
    expect(notices.map((n) => n.param)).toEqual(['change_from', 'dependence']);
    expect(parse('change_to=soon&dependence=half').notices.map((n) => n.param)).toEqual([
      'change_to',
      'dependence',
    ]);
    expect(dependencePercent({})).toBe(50);
    expect(dependencePercent({ dependence: 80 })).toBe(80);
  });
});
