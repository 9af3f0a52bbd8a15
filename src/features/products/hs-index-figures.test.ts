import { describe, expect, it } from 'vitest';
import { HS_CHAPTER_CODES, unlistedChaptersNote } from './hs-index-figures';

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
