import { describe, expect, it } from 'vitest';
import { hhiOf } from './hhi';

describe('hhiOf', () => {
  it('sums the squared shares in percent, as the service defines its partner concentration', () => {
    // open-points.md: 40%, 30%, 20%, 10% give 1,600 + 900 + 400 + 100.
    expect(hhiOf([40, 30, 20, 10])).toBeCloseTo(3_000, 9);
    expect(hhiOf([60, 40])).toBeCloseTo(5_200, 9);
  });

  it('is 10,000 for one counterpart and 10,000/n for n equal ones', () => {
    expect(hhiOf([7])).toBe(10_000);
    expect(hhiOf([1, 1, 1, 1])).toBeCloseTo(2_500, 9);
    expect(hhiOf([3, 3, 3, 3, 3])).toBeCloseTo(2_000, 9);
  });

  it('counts a zero, negative or non-numeric value as no trade', () => {
    expect(hhiOf([60, 40, 0, -25])).toBeCloseTo(5_200, 9);
    expect(hhiOf([60, 40, Number.NaN, Number.POSITIVE_INFINITY])).toBeCloseTo(5_200, 9);
  });

  it('is null without trade', () => {
    expect(hhiOf([])).toBeNull();
    expect(hhiOf([0, 0])).toBeNull();
    expect(hhiOf([-5])).toBeNull();
  });
});
