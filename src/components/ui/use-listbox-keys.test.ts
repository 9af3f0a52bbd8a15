import { describe, expect, it } from 'vitest';
import { stepHighlight } from './use-listbox-keys';

describe('stepHighlight', () => {
  it('moves round the list both ways, from none to the first or the last', () => {
    expect(stepHighlight(-1, 3, 1)).toBe(0);
    expect(stepHighlight(2, 3, 1)).toBe(0);
    expect(stepHighlight(0, 3, 1)).toBe(1);
    expect(stepHighlight(-1, 3, -1)).toBe(2);
    expect(stepHighlight(0, 3, -1)).toBe(2);
    expect(stepHighlight(2, 3, -1)).toBe(1);
  });

  it('highlights nothing in an empty list', () => {
    expect(stepHighlight(0, 0, 1)).toBe(-1);
    expect(stepHighlight(-1, 0, -1)).toBe(-1);
  });
});
