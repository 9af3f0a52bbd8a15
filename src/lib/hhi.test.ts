import { describe, expect, it } from 'vitest';
import { HHI_MAX, hhiOf, normaliseHhi } from './hhi';

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

describe('normaliseHhi', () => {
  it("reads the service's index on 0-10,000 and converts the 0-1 scale (1 included)", () => {
    expect(normaliseHhi(2500)).toBe(2500);
    expect(normaliseHhi(0.25)).toBe(2500);
    expect(normaliseHhi(1)).toBe(HHI_MAX);
    expect(normaliseHhi(1.5)).toBe(1.5);
    expect(normaliseHhi(0)).toBe(0);
  });

  it('rejects every value that is not an index and caps at the top of the scale', () => {
    for (const value of [
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -3,
      -0.5,
    ]) {
      expect(normaliseHhi(value), String(value)).toBeNull();
    }
    expect(normaliseHhi(12_000)).toBe(HHI_MAX);
    expect(HHI_MAX).toBe(10_000);
  });

  it('is idempotent, so the api layer and a view may both apply it', () => {
    for (const value of [null, -3, 0, 0.25, 1, 1.5, 2500, 12_000]) {
      expect(normaliseHhi(normaliseHhi(value))).toBe(normaliseHhi(value));
    }
  });
});
