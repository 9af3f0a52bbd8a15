import { describe, expect, it } from 'vitest';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import {
  growthOfPeriods,
  rankByValue,
  readConcentration,
  readGrowth,
  readShares,
  readSummaryScales,
  UnreadableScaleError,
} from './answer-scales';
import { NoteSink } from './service-notes';

type Summary = Parameters<typeof readSummaryScales>[0];

const summary = (fields: Partial<Summary>): Summary => ({
  trade_value: 100,
  quantity: null,
  growth: null,
  unit_value: null,
  top_partners: [],
  partner_concentration: null,
  periods: [],
  ...fields,
});

const periods = [
  { period: '2015-01-01', value_usd: 0 },
  { period: '2016-01-01', value_usd: 100 },
  { period: '2018-01-01', value_usd: 121 },
];

describe('growth', () => {
  it('is the compound rate between the first and last period with trade', () => {
    expect(growthOfPeriods(periods)).toBeCloseTo(0.1, 10);
    expect(growthOfPeriods(periods.slice(0, 2))).toBeNull();
  });

  it('is kept as a fraction, or read as a percentage with a note, by its own periods', () => {
    const notes = new NoteSink();
    expect(readGrowth(summary({ growth: 0.1, periods }), notes)).toBe(0.1);
    expect(notes.notes).toEqual([]);
    expect(readGrowth(summary({ growth: 10, periods }), notes)).toBeCloseTo(0.1, 10);
    expect(notes.notes.map((n) => n.kind)).toEqual(['growth-scale']);
  });

  it('is not shown, with a note, when it fits neither scale', () => {
    const notes = new NoteSink();
    expect(readGrowth(summary({ growth: 0.5, periods }), notes)).toBeNull();
    expect(notes.notes[0]).toMatchObject({ kind: 'unreadable-value' });
    expect(notes.notes[0]!.text).toContain('10.0% a year');
  });

  it('is kept when its periods cannot check it', () => {
    expect(readGrowth(summary({ growth: 7, periods: periods.slice(1, 2) }), new NoteSink())).toBe(7);
  });
});

describe('shares and concentration', () => {
  const partners = [
    { partner: 'US', value_usd: 50, share: 0.5 },
    { partner: 'FR', value_usd: 30, share: 0.3 },
  ];

  it('reads shares against value / trade_value, else by their sum', () => {
    const notes = new NoteSink();
    expect(readShares(summary({ top_partners: partners }), notes)).toBe(partners);
    const percent = partners.map((p) => ({ ...p, share: p.share * 100 }));
    expect(readShares(summary({ top_partners: percent }), notes).map((p) => p.share)).toEqual([0.5, 0.3]);
    expect(notes.notes.map((n) => n.kind)).toEqual(['share-scale']);
    const noTotal = summary({ trade_value: null, top_partners: percent });
    expect(readShares(noTotal, new NoteSink()).map((p) => p.share)).toEqual([0.5, 0.3]);
    expect(() =>
      readShares(
        summary({ trade_value: null, top_partners: [{ partner: 'US', value_usd: 1, share: 500 }] }),
        new NoteSink(),
      ),
    ).toThrow(UnreadableScaleError);
  });

  it('reads the index on the scale its shares allow: 0-10,000, 0-100 or 0-1', () => {
    // The two shares alone give 0.5² + 0.3² = 0.34 → at least 3,400.
    const notes = new NoteSink();
    expect(readConcentration(3600, partners, notes)).toBe(3600);
    expect(notes.notes).toEqual([]);
    expect(readConcentration(36, partners, notes)).toBe(3600);
    expect(readConcentration(0.36, partners, notes)).toBeCloseTo(3600, 6);
    expect(notes.notes.map((n) => n.kind)).toEqual(['concentration-scale']);
    expect(readConcentration(null, partners, notes)).toBeNull();
    expect(readConcentration(10_040, partners, notes)).toBe(10_000);
  });

  it('does not show an index below what the shares alone give, and says so', () => {
    const notes = new NoteSink();
    expect(readConcentration(20, partners, notes)).toBeNull();
    expect(notes.notes.map((n) => n.kind)).toEqual(['unreadable-value']);
  });
});

describe('rankings', () => {
  it('are re-sorted largest first, with a note, only when the service ordered them otherwise', () => {
    const notes = new NoteSink();
    const desc = [
      { id: 'a', value_usd: 3 },
      { id: 'b', value_usd: 3 },
      { id: 'c', value_usd: 1 },
    ];
    expect(rankByValue(desc, (r) => r.id, notes)).toBe(desc);
    expect(notes.notes).toEqual([]);
    const asc = [...desc].reverse();
    expect(rankByValue(asc, (r) => r.id, notes).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(notes.notes.map((n) => n.kind)).toEqual(['ranking-order']);
  });
});

describe('the emulator’s own summaries', () => {
  it('are read as they are, without a note', () => {
    const engine = getDefaultEngine();
    const selections = [
      { reporter: 'DE' },
      { reporter: 'BR', flow: 'import' as const },
      { product: '090111' },
      { product: '27', flow: 'export' as const },
      { reporter: 'DE', partner: 'CN' },
      { reporter: 'AR', flow: 'export' as const },
    ];
    for (const selection of selections) {
      const answer = engine.summary(selection);
      const notes = new NoteSink();
      expect(readSummaryScales(answer, notes), JSON.stringify(selection)).toEqual(answer);
      expect(notes.notes, JSON.stringify(selection)).toEqual([]);
    }
  });
});
