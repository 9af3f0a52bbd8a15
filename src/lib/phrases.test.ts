import { describe, expect, it } from 'vitest';
import { formatYearRange, inRange, largestOf, possessive } from './phrases';

describe('phrases', () => {
  it('writes possessives the English way: "United States\'", not "United States\'s"', () => {
    expect(possessive('Germany')).toBe("Germany's");
    expect(possessive('United States')).toBe("United States'");
    expect(possessive('Bahamas')).toBe("Bahamas'");
    expect(possessive('European Union')).toBe("European Union's");
    // An s anywhere else does not count, and spaces around the name are not kept.
    expect(possessive('Sweden')).toBe("Sweden's");
    expect(possessive(' Honduras ')).toBe("Honduras'");
    expect(possessive(' Chile ')).toBe("Chile's");
  });

  it('never doubles a range phrase for a concrete range', () => {
    expect(formatYearRange(2024, 2024)).toBe('2024');
    expect(formatYearRange(2010, 2025)).toBe('2010–2025');
    expect(inRange(2010, 2025)).toBe('in 2010–2025');
  });

  it('sizes a ranking by its count: none yet, one (no ranking) and more', () => {
    expect(largestOf(20, 'export destinations')).toBe('20 largest export destinations');
    expect(largestOf(2, 'exporters')).toBe('2 largest exporters');
    expect(largestOf(1, 'import origins')).toBe('only import origin');
    expect(largestOf(1, 'imports')).toBe('only import');
    expect(largestOf(0, 'exporters')).toBe('largest exporters');
    // Only the last s goes.
    expect(largestOf(1, 'destinations')).toBe('only destination');
  });
});
