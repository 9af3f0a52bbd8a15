import { describe, expect, it } from 'vitest';
import { cellGapProbability, quantityReporting, unitValueSpread } from './quantity-reporting';

describe('quantity reporting', () => {
  it('makes quantity gaps likelier the smaller the economy', () => {
    const sizes = [3000, 500, 100, 10, 1, 0.1, 0.01];
    const p = sizes.map(cellGapProbability);
    for (let k = 1; k < p.length; k++) expect(p[k]).toBeGreaterThanOrEqual(p[k - 1]!);
    expect(p[0]).toBeLessThanOrEqual(0.05);
    expect(p[p.length - 1]).toBeGreaterThan(0.3);
  });

  it('leaves a flow without quantity only when neither side reports it, and never for pinned cells', () => {
    // Country 0 is large, 1..400 tiny.
    const sizes = Float64Array.from({ length: 401 }, (_, c) => (c === 0 ? 2000 : 0.05));
    const heading = 901;
    const pinned = new Set([1 * 10000 + heading]);
    const q = quantityReporting(7, sizes, pinned);
    const states = [0, 0, 0];
    for (let i = 2; i < 400; i++) states[q.pairState(i, i + 1, heading)]!++;
    // Tiny pairs: small administrations can miss any year, so none is sure to be filled; some
    // have no quantity at all, the others miss single years.
    expect(states[0]).toBe(0);
    expect(states[1]).toBeGreaterThan(0);
    expect(states[2]).toBeGreaterThan(0);
    let yearGaps = 0;
    for (let i = 2; i < 400; i++) {
      // The large country reports this heading (98%; true for this seed): every flow it is on is filled.
      expect(q.pairState(0, i, heading)).toBe(0);
      expect(q.pairState(i, 0, heading)).toBe(0);
      // The pinned cell reports whatever the other side does.
      expect(q.pairState(1, i, heading)).toBe(0);
      // Symmetric: a flow's quantity may come from either side.
      expect(q.pairState(i, i + 1, heading)).toBe(q.pairState(i + 1, i, heading));
      if (q.pairState(i, i + 1, heading) === 2)
        for (let y = 0; y < 16; y++) if (q.missingInYear(i, i + 1, heading, y)) yearGaps++;
    }
    // Year-dependent pairs miss only some years.
    expect(yearGaps).toBeGreaterThan(0);
    expect(yearGaps).toBeLessThan(states[2]! * 16 * 0.5);
  });

  it('is deterministic per seed', () => {
    const sizes = Float64Array.from({ length: 300 }, (_, c) => 0.01 + c / 10);
    const states = (seed: number) => {
      const q = quantityReporting(seed, sizes, new Set());
      return Array.from({ length: 299 }, (_, c) => q.pairState(c, c + 1, 2709)).join('');
    };
    expect(states(1)).toBe(states(1));
    expect(states(1)).not.toBe(states(2));
  });

  it('keeps commodity unit values tight and differentiated goods wider', () => {
    expect(unitValueSpread(9)).toBeLessThan(unitValueSpread(87));
    expect(unitValueSpread(27)).toBeLessThan(unitValueSpread(61));
    expect(unitValueSpread(26)).toBe(unitValueSpread(74));
  });
});
