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
