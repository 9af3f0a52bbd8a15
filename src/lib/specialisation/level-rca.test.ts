import { describe, expect, it } from 'vitest';
import { levelRca, planLevel, sectionChapters } from './level-rca';

/**
 * By hand. The country exports coffee 090111 (60), tea 090240 (30) and roses 060311 (10): total 100.
 * The world exports 1000 in all; chapter 09: 300, chapter 06: 200, the rest of section II nothing.
 *   chapter 09: (90/100) / (300/1000) = 3;   section II: (100/100) / (500/1000) = 2.
 */
const country = [
  { key: '090111', value: 60 },
  { key: '090240', value: 30 },
  { key: '060311', value: 10 },
];
const totals = { countryTotal: 100, worldTotal: 1000 };
/** Chapter 09 asked and answered: the country sends 90 of the world's 300. */
const chapter09 = {
  plan: { keys: ['09'], chapters: ['09'] },
  level: 'chapter' as const,
  country,
  chapterCountry: new Map([['09', 90]]),
  chapterWorld: new Map([['09', 300]]),
};

describe('RCA per chapter and section from exact totals', () => {
  it('asks for the largest chapters within the budget, and for whole sections only', () => {
    expect(planLevel(country, 'chapter', 1)).toEqual({ keys: ['09'], chapters: ['09'] });
    expect(sectionChapters('II')).toEqual(['06', '07', '08', '09', '10', '11', '12', '13', '14']);
    expect(planLevel(country, 'section', 9)).toEqual({ keys: ['II'], chapters: sectionChapters('II') });
    // Section II has nine chapters: with eight, no section fits and none is half asked.
    expect(planLevel(country, 'section', 8)).toEqual({ keys: [], chapters: [] });
    // Chapter 99 is no filter the service takes: never asked.
    expect(planLevel([{ key: '990000', value: 500 }, ...country], 'chapter', 1).keys).toEqual(['09']);
  });

  it('computes a chapter’s RCA from its totals and leaves the others without, counted', () => {
    const rows = levelRca({ ...chapter09, ...totals });
    expect(rows.map((r) => [r.key, r.value, r.worldValue, r.rca, r.missing])).toEqual([
      ['09', 90, 300, expect.closeTo(3, 9), undefined],
      ['06', 10, null, null, 'world-unknown'],
    ]);
  });

  it('sums a section’s chapters (a chapter with no trade counts as zero) and needs every answer', () => {
    const chapters = sectionChapters('II');
    const answered = (values: Record<string, number>) =>
      new Map(chapters.map((c) => [c, values[c] ?? null] as const));
    const input = {
      plan: { keys: ['II'], chapters },
      level: 'section' as const,
      country,
      chapterCountry: answered({ '06': 10, '09': 90 }),
      chapterWorld: answered({ '06': 200, '09': 300 }),
      ...totals,
    };
    expect(levelRca(input).map((r) => [r.key, r.value, r.worldValue, r.rca])).toEqual([
      ['II', 100, 500, expect.closeTo(2, 9)],
    ]);
    const oneMissing = new Map(input.chapterWorld);
    oneMissing.delete('14');
    expect(levelRca({ ...input, chapterWorld: oneMissing })[0]).toMatchObject({
      rca: null,
      missing: 'world-unknown',
    });
  });

  it('has no RCA in a year without data', () => {
    const rows = levelRca({
      ...chapter09,
      countryTotal: null,
      worldTotal: 1000,
    });
    expect(rows[0]).toMatchObject({ key: '09', rca: null, missing: 'no-total' });
  });
});
