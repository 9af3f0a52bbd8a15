import { describe, expect, it } from 'vitest';
import { HS_CHAPTER_CODES, revisionChapter, unlistedChaptersNote } from './hs-index-figures';

describe('the note on chapters a service does not know', () => {
  it('says nothing when the service knows every chapter', () => {
    expect(unlistedChaptersNote([])).toBeNull();
  });

  it('names one chapter in the singular', () => {
    expect(unlistedChaptersNote(['77'])).toBe(
      'The service does not know chapter 77 (it refused it as an unknown product), so it has no figure.',
    );
  });

  it('names the first eight of many and counts the rest', () => {
    const codes = HS_CHAPTER_CODES.slice(0, 10);
    expect(unlistedChaptersNote(codes)).toBe(
      'The service does not know 10 of the 96 HS chapters (it refused them as unknown products), so they have no figure: 01, 02, 03, 04, 05, 06, 07, 08 and 2 more.',
    );
    expect(unlistedChaptersNote(codes.slice(0, 8))).toMatch(/: 01, 02, 03, 04, 05, 06, 07, 08\.$/);
  });
});

describe('the chapter that tells the revision', () => {
  it('is the first chapter with a figure, in code order, and none before any has one', () => {
    const values = new Map<string, number | null>([
      ['01', null],
      ['02', 0],
      ['03', 5],
    ]);
    expect(revisionChapter(values)).toBe('02');
    expect(revisionChapter(new Map([['01', null]]))).toBeNull();
    expect(revisionChapter(new Map())).toBeNull();
  });
});
