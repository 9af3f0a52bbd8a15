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

describe('edges of the scale rules', () => {
  it('growth reads the traded periods in time order, and none or one year of trade gives none', () => {
    const shuffled = [
      { period: '2018-01-01', value_usd: 121 },
      { period: '2019-01-01', value_usd: 0 },
      { period: '2016-01-01', value_usd: 100 },
    ];
    expect(growthOfPeriods(shuffled)).toBeCloseTo(0.1, 10);
    expect(growthOfPeriods([])).toBeNull();
    const sameYear = [
      { period: '2016-01-01', value_usd: 100 },
      { period: '2016-07-01', value_usd: 150 },
    ];
    expect(growthOfPeriods(sameYear)).toBeNull();
  });

  it('a missing growth stays missing without a note; a percentage is read with its note', () => {
    const notes = new NoteSink();
    expect(readGrowth(summary({ growth: null, periods }), notes)).toBeNull();
    expect(notes.notes).toEqual([]);
    readGrowth(summary({ growth: 10, periods }), notes);
    expect(notes.notes.map((n) => n.text)).toEqual([
      'The service gives growth in percent (5.0 for 5%); read as such, matching its yearly values.',
    ]);
  });

  it('shares are checked against value / trade_value before their sum decides', () => {
    const small = [
      { partner: 'US', value_usd: 20, share: 0.2 },
      { partner: 'FR', value_usd: 10, share: 0.1 },
    ];
    // 20 and 10 of 10,000: 0.2 and 0.1 are percentages, though they sum to less than 1.
    const notes = new NoteSink();
    expect(
      readShares(summary({ trade_value: 10_000, top_partners: small }), notes).map((p) => p.share),
    ).toEqual([0.002, 0.001]);
    expect(notes.notes.map((n) => n.text)).toEqual([
      'The service gives shares in percent; read as fractions of the whole.',
    ]);
    // Fractions that match value / trade_value stay fractions, though they sum to more than 1.
    const overlapping = [
      { partner: 'US', value_usd: 60, share: 0.6 },
      { partner: 'FR', value_usd: 50, share: 0.5 },
    ];
    expect(readShares(summary({ trade_value: 100, top_partners: overlapping }), new NoteSink())).toBe(
      overlapping,
    );
    // Within 2% of value / trade_value is a match (1.11 against 1.10), not only within 0.0005.
    const rounded = [overlapping[0]!, { ...overlapping[1]!, share: 0.51 }];
    expect(readShares(summary({ trade_value: 100, top_partners: rounded }), new NoteSink())).toBe(rounded);
    // No usable total (zero): the sum decides.
    const percent = overlapping.map((p) => ({ ...p, share: p.share * 50 }));
    expect(
      readShares(summary({ trade_value: 0, top_partners: percent }), new NoteSink()).map((p) => p.share),
    ).toEqual([0.3, 0.25]);
  });

  it('shares summing to 1.0001 are fractions, to 100.01 percentages, and beyond that an error naming the sum', () => {
    const one = (share: number) =>
      summary({ trade_value: null, top_partners: [{ partner: 'US', value_usd: 1, share }] });
    expect(readShares(one(1.0001), new NoteSink())[0]!.share).toBe(1.0001);
    expect(readShares(one(100.01), new NoteSink())[0]!.share).toBeCloseTo(1.0001, 10);
    let error: unknown;
    try {
      readShares(one(100.02), new NoteSink());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnreadableScaleError);
    expect(error).toMatchObject({
      name: 'UnreadableScaleError',
      message: 'top_partners shares sum to 100.02, which is neither a fraction nor a percentage of the whole',
    });
  });

  it('an index that is negative passes as it is; zero under known shares is not shown; a hair over 10,000 is 10,000', () => {
    const partners = [{ share: 0.5 }, { share: 0.3 }];
    expect(readConcentration(-1, partners, new NoteSink())).toBe(-1);
    const notes = new NoteSink();
    expect(readConcentration(0, partners, notes)).toBeNull();
    expect(notes.notes.map((n) => n.text)).toEqual([
      "The concentration index is not shown: the service's 0 is below what the shares of the largest partners alone give, on any scale.",
    ]);
    expect(readConcentration(10_100, partners, new NoteSink())).toBe(10_000);
    expect(readConcentration(10_000, partners, new NoteSink())).toBe(10_000);
    // 98% of the shares' own index is still read (rounding): 0.5² + 0.25² is 3,125, 98% of it 3,062.5.
    const exact = [{ share: 0.5 }, { share: 0.25 }];
    expect(readConcentration(3062.5, exact, new NoteSink())).toBe(3062.5);
    expect(readConcentration(30.625, exact, new NoteSink())).toBe(3062.5);
    expect(readConcentration(3062, exact, new NoteSink())).toBeNull();
  });

  it('a re-sorted ranking says so in words and breaks ties by key', () => {
    const notes = new NoteSink();
    const rows = [
      { id: 'b', value_usd: 1 },
      { id: 'c', value_usd: 2 },
      { id: 'a', value_usd: 2 },
    ];
    expect(rankByValue(rows, (r) => r.id, notes).map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(notes.notes.map((n) => n.text)).toEqual([
      'The service lists this ranking in another order (not largest first); re-sorted by value.',
    ]);
  });
});

describe('the scale rules at their tolerances and guards', () => {
  it('growth within half a basis point of its periods’ own is a fraction, flat periods included', () => {
    const flat = [
      { period: '2016-01-01', value_usd: 100 },
      { period: '2018-01-01', value_usd: 100 },
    ];
    const notes = new NoteSink();
    expect(readGrowth(summary({ growth: 0.0005, periods: flat }), notes)).toBe(0.0005);
    expect(notes.notes).toEqual([]);
  });

  it('shares without a total are read by their sum alone', () => {
    const notes = new NoteSink();
    const rows = [
      { partner: 'US', value_usd: 40, share: 40 },
      { partner: 'FR', value_usd: 20, share: 20 },
    ];
    expect(readShares(summary({ trade_value: null, top_partners: rows }), notes).map((p) => p.share)).toEqual(
      [0.4, 0.2],
    );
    expect(notes.notes.map((n) => n.kind)).toEqual(['share-scale']);
    expect(readShares(summary({ top_partners: [] }), notes)).toEqual([]);
  });

  it('shares that match neither reading of the values, or values of zero, are read by their sum', () => {
    const unlike = [{ partner: 'US', value_usd: 90, share: 0.5 }];
    expect(readShares(summary({ trade_value: 100, top_partners: unlike }), new NoteSink())).toBe(unlike);
    const zero = [{ partner: 'US', value_usd: 0, share: 0.04 }];
    expect(readShares(summary({ trade_value: 100, top_partners: zero }), new NoteSink())).toBe(zero);
  });

  it('an index that is missing or not a finite number passes as it is; far over 10,000 is not shown', () => {
    expect(readConcentration(null, [], new NoteSink())).toBeNull();
    expect(readConcentration(Number.NaN, [], new NoteSink())).toBeNaN();
    expect(readConcentration(Number.POSITIVE_INFINITY, [], new NoteSink())).toBe(Number.POSITIVE_INFINITY);
    expect(readConcentration(0, [], new NoteSink())).toBe(0);
    const notes = new NoteSink();
    expect(readConcentration(10_200, [], notes)).toBeNull();
    expect(notes.notes.map((n) => n.kind)).toEqual(['unreadable-value']);
  });

  it('ties in a re-sorted ranking go by key whatever order they came in', () => {
    const tied = (ids: string[]) => [{ id: 'z', value_usd: 1 }, ...ids.map((id) => ({ id, value_usd: 2 }))];
    const ranked = (ids: string[]) => rankByValue(tied(ids), (r) => r.id, new NoteSink()).map((r) => r.id);
    expect(ranked(['e', 'd', 'c', 'b', 'a'])).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
    expect(ranked(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
    expect(ranked(['c', 'a', 'e', 'b', 'd'])).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
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
