/**
 * trimRecording's search, with a stand-in for the chart: `draw` says what a chart
 * that shows the top 3 of a ranking, and the years of the coverage, would show for a candidate.
 */
import { describe, expect, it } from 'vitest';
import type { RecordedAnswer } from './recorded-answers';
import { trimRecording, type DrawCandidate } from './trim-recording';

const ranking = Array.from({ length: 40 }, (_, i) => ({ partner: `P${i}`, value_usd: 1000 - i }));
const coverage = {
  trade_value: 1,
  top_partners: [{ partner: 'P0', value_usd: 1, share: 1 }],
  periods: [{ period: '2024-01-01', value_usd: 5 }],
};
const whole: RecordedAnswer[] = [
  { request: '/trade/summary', data: coverage, requestId: 'req_c' },
  { request: '/countries/BR/partners?limit=500', data: ranking, requestId: 'req_p' },
  { request: '/countries/BR', data: { id: 'BR', name: 'Brazil' }, requestId: 'req_d' },
];

/** The chart: the top 3 partners and its years (the link's, or else the coverage's, or else the clock's). */
function chartDraw(draws: DrawCandidate[]) {
  return (c: DrawCandidate) => {
    draws.push(c);
    const fixed = new URLSearchParams(c.search).get('from');
    const partners = c.answers.find((a) => a.request.startsWith('/countries/BR/partners'))
      ?.data as typeof ranking;
    const cov = c.answers.find((a) => a.request === '/trade/summary')?.data as typeof coverage | undefined;
    const years = fixed ?? cov?.periods.map((p) => p.period.slice(0, 4)).join() ?? 'the clock';
    const asked = new Set(['/countries/BR/partners?limit=500', ...(fixed ? [] : ['/trade/summary'])]);
    return Promise.resolve({ drawn: JSON.stringify([partners.slice(0, 3), years]), asked });
  };
}

describe('trimRecording', () => {
  it('keeps the head the chart shows, leaves out answers it does not ask for, and adopts the pinned years', async () => {
    const draws: DrawCandidate[] = [];
    const result = await trimRecording({ answers: whole, search: '' }, 'from=2024&to=2024', chartDraw(draws));
    expect(result.search).toBe('from=2024&to=2024');
    expect(result.answers.map((a) => a.request)).toEqual(['/countries/BR/partners?limit=500']);
    expect(result.answers[0]!.data).toEqual(ranking.slice(0, 3));
    expect(result.answers[0]!.requestId).toBe('req_p');
    expect(draws.length).toBeLessThan(12);
  });

  it('never cuts the coverage’s years (the view would take the clock’s), but cuts what the chart does not read of it', async () => {
    const result = await trimRecording({ answers: whole, search: '' }, null, chartDraw([]));
    const kept = result.answers.find((a) => a.request === '/trade/summary')!.data as typeof coverage;
    expect(kept.periods).toEqual(coverage.periods);
    expect(kept.top_partners).toEqual([]);
  });

  it('keeps the whole recording when a trim would change what the chart shows', async () => {
    const draws: DrawCandidate[] = [];
    // A chart that shows how many partners there are: no head draws the same.
    const countDraw = (c: DrawCandidate) => {
      draws.push(c);
      const partners = c.answers.find((a) => a.request.startsWith('/countries/BR/partners'))
        ?.data as unknown[];
      return Promise.resolve({
        drawn: String(partners.length),
        asked: new Set(c.answers.map((a) => a.request)),
      });
    };
    const result = await trimRecording({ answers: whole, search: '' }, 'from=2024&to=2024', countDraw);
    expect(result.answers.find((a) => a.request.startsWith('/countries/BR/partners'))!.data).toHaveLength(40);
  });
});

describe('trimRecording over many answers of one kind', () => {
  // The HS index's treemap: one summary per chapter, of which it reads the total only.
  const chapters = Array.from({ length: 60 }, (_, i) => String(i + 1).padStart(2, '0'));
  const summaries: RecordedAnswer[] = chapters.map((c) => ({
    request: `/trade/summary?product=${c}`,
    data: { trade_value: Number(c), top_partners: ranking.slice(0, 5) },
    requestId: `req_${c}`,
  }));
  const asked = new Set(summaries.map((a) => a.request));
  const totalsDraw = (draws: DrawCandidate[], reads?: string) => (c: DrawCandidate) => {
    draws.push(c);
    const shown = c.answers.map((a) => {
      const data = a.data as { trade_value: number; top_partners: unknown[] };
      return a.request.endsWith(`=${reads}`) ? [data.trade_value, data.top_partners] : data.trade_value;
    });
    return Promise.resolve({ drawn: JSON.stringify(shown), asked });
  };

  it('empties a list the chart reads in none of them with one draw, not one per answer', async () => {
    const draws: DrawCandidate[] = [];
    const result = await trimRecording({ answers: summaries, search: '' }, null, totalsDraw(draws));
    expect(result.answers.map((a) => a.data)).toEqual(
      chapters.map((c) => ({ trade_value: Number(c), top_partners: [] })),
    );
    expect(draws).toHaveLength(2);
  });

  it('keeps the one list the chart reads when the others go', async () => {
    const draws: DrawCandidate[] = [];
    const result = await trimRecording({ answers: summaries, search: '' }, null, totalsDraw(draws, '07'));
    const kept = result.answers.filter(
      (a) => (a.data as { top_partners: unknown[] }).top_partners.length > 0,
    );
    expect(kept.map((a) => a.request)).toEqual(['/trade/summary?product=07']);
    expect((kept[0]!.data as { top_partners: unknown[] }).top_partners).toEqual(ranking.slice(0, 5));
    // Halves of the kind, then the one list's own trims: far fewer than one draw per answer.
    expect(draws.length).toBeLessThan(20);
  });
});

describe('trimRecording over lists of one kind that the chart reads', () => {
  // Four rankings of which the chart shows the top 3 each: none can go, each is cut to its head.
  const rankings: RecordedAnswer[] = ['A', 'B', 'C', 'D'].map((c) => ({
    request: `/products/${c}/markets`,
    data: ranking.slice(0, 16),
    requestId: `req_${c}`,
  }));
  const topThreeDraw = (draws: DrawCandidate[]) => (c: DrawCandidate) => {
    draws.push(c);
    const shown = c.answers.map((a) => (a.data as unknown[]).slice(0, 3));
    return Promise.resolve({ drawn: JSON.stringify(shown), asked: new Set(rankings.map((a) => a.request)) });
  };

  it('keeps draws for their heads, and tries none of them empty twice', async () => {
    const draws: DrawCandidate[] = [];
    const result = await trimRecording({ answers: rankings, search: '' }, null, topThreeDraw(draws));
    expect(result.answers.map((a) => a.data)).toEqual(rankings.map(() => ranking.slice(0, 3)));
    const emptiedAlone = draws.filter(
      (d) => d.answers.filter((a) => (a.data as unknown[]).length === 0).length === 1,
    );
    expect(emptiedAlone).toHaveLength(4);
  });
});
