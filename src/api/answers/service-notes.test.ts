import { describe, expect, it } from 'vitest';
import { mergeNotes, type ServiceNote } from './service-notes';

const growth: ServiceNote = { kind: 'growth-scale', text: 'Growth was read as a percentage.' };
const order: ServiceNote = { kind: 'ranking-order', text: 'The ranking was sorted by value.' };

describe('the notes of several answers behind one chart', () => {
  it('keeps each kind once, the first text of it, in the order met, past answers with none', () => {
    const again = { ...growth, text: 'Another answer also read growth as a percentage.' };
    expect(mergeNotes([growth], undefined, null, [order, again], [])).toEqual([growth, order]);
  });

  it('is empty when no answer has a note', () => {
    expect(mergeNotes(undefined, null)).toEqual([]);
  });
});
