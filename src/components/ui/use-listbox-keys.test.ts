import { describe, expect, it } from 'vitest';
import { shownHighlight, stepHighlight } from './use-listbox-keys';

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

describe('shownHighlight', () => {
  it('shows what was chosen, or none, in a list without a resting highlight', () => {
    expect(shownHighlight(-1, 3, false)).toBe(-1);
    expect(shownHighlight(1, 3, false)).toBe(1);
  });

  it('rests on the first option and stays inside a list that shrinks, where one is always highlighted', () => {
    expect(shownHighlight(-1, 3, true)).toBe(0);
    expect(shownHighlight(2, 3, true)).toBe(2);
    expect(shownHighlight(5, 3, true)).toBe(2);
    expect(shownHighlight(0, 0, true)).toBe(-1);
  });
});
