import { describe, expect, it } from 'vitest';
import { inRange } from './in-range';

describe('inRange', () => {
  it('reads as the end of a sentence for every kind of range', () => {
    expect(inRange(2012, 2024)).toBe('in 2012–2024');
    expect(inRange(2015, 2015)).toBe('in 2015');
    // The default view: no `from`, `to` the last complete year ("in up to 2025" would be wrong).
    expect(inRange(undefined, 2025)).toBe('up to 2025');
    expect(inRange(2015, undefined)).toBe('from 2015');
    expect(inRange()).toBe('in any year');
  });
});
