/**
 * The country view's time and waves in `npm run perf`'s report: the app against its two floors,
 * measured in the same interleaved rounds (floor/floors.ts):
 * - "floor": the app's data URLs all sent at once, as if the years were known in advance (the
 *   stricter reference; its columns and lines keep their meaning from before the second floor);
 * - "floor, same request plan": the same work as the app's request plan, with nothing else: the
 *   year-dependent requests leave only once the coverage has answered;
 * - "frameworks floor, same request plan": the same requests and charts through React, the router,
 *   the query client and echarts-for-react (floor/frameworks-page.tsx): what the required stack
 *   costs; the app's time over it is the app's own work.
 */
import type { PageRun } from './measure-page';
import { coverageChain, describeWaves, median, ms } from './waves';

export interface CountryRounds {
  app: PageRun[];
  floor: PageRun[];
  samePlan: PageRun[];
  frameworks: PageRun[];
}

export interface Origins {
  app: string;
  floor: string;
  api: string;
}

/** Time from the first to the last chart ready, median over the loads. */
export const spread = (runs: PageRun[]) =>
  median(runs.map((r) => Math.max(...Object.values(r.charts)) - Math.min(...Object.values(r.charts))));

const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The "Time until every chart is ready" and "Waves" sections. */
export function countryTimeSections(rounds: CountryRounds, origins: Origins): string[] {
  const { app, floor, samePlan, frameworks } = rounds;
  const wavesOf = (runs: PageRun[], origin: string) => runs.map((r) => describeWaves(r, origin, origins.api));
  const appW = wavesOf(app, origins.app);
  const floorW = wavesOf(floor, origins.floor);
  const samePlanW = wavesOf(samePlan, origins.floor);
  const frameworksW = wavesOf(frameworks, origins.floor);
  const ready = (runs: PageRun[]) => median(runs.map((r) => r.ready ?? NaN));
  const busy = (runs: PageRun[]) => median(runs.map((r) => r.mainThread?.taskMs ?? NaN));
  const lastData = (w: typeof appW) => median(w.map((x) => x.lastData ?? NaN));
  const lastJs = (w: typeof appW) => median(w.map((x) => x.lastJs ?? NaN));
  const afterData = (runs: PageRun[], w: typeof appW) =>
    median(runs.map((r, i) => (r.ready ?? NaN) - (w[i]!.lastData ?? NaN)));
  // Each row: app, then each floor with the app's ratio to it.
  const row = (name: string, a: number, f: number, s: number, fw: number, ratios: boolean) =>
    `| ${name} | ${ms(a)} | ${[f, s, fw].map((x) => `${ms(x)} | ${ratios ? ratio(a, x) : ''}`).join(' | ')} |`;
  const perRound = (floors: PageRun[]) =>
    app.map((r, i) => `${Math.round(r.ready ?? NaN)}/${Math.round(floors[i]!.ready ?? NaN)}`).join(', ');
  const chain = (runs: PageRun[]) => {
    const chains = runs.map(coverageChain);
    const col = (k: 0 | 1) => median(chains.map((c) => c[k]).filter((x) => !Number.isNaN(x)));
    return `coverage answered ${ms(col(0))}, first year-dependent request ${ms(col(1))} (median)`;
  };
  const wavesLine = (w: (typeof appW)[number]) =>
    `JS in waves ${w.codeWaves.join(', ')} (${w.jsFiles} files); view data in waves ${w.dataWaves.join(', ')}`;
  return [
    '## Time until every chart is ready, country view (ms since navigation, median)',
    '',
    'Three floors, loaded in the same rounds as the app (order turned each round): "floor" is handed the app\'s URLs and sends them all at once, ' +
      'as if the years were known in advance (the stricter reference); "floor, same request plan" follows the app\'s request plan ' +
      '(`country-request-plan.ts`): the first wave at once, the year-dependent requests once the coverage has answered; ' +
      '"frameworks floor" sends the same-plan floor\'s requests from a react-router loader through the query client and draws the same charts ' +
      "with one `useQuery` per chart and echarts-for-react: the required stack with none of the app's own work.",
    '',
    '| | app | floor | app / floor | floor, same request plan | app / same-plan floor | frameworks floor, same request plan | app / frameworks floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('all six charts ready', ready(app), ready(floor), ready(samePlan), ready(frameworks), true),
    row('first to last chart ready', spread(app), spread(floor), spread(samePlan), spread(frameworks), false),
    row(
      'last view data response',
      lastData(appW),
      lastData(floorW),
      lastData(samePlanW),
      lastData(frameworksW),
      false,
    ),
    row('last JS response', lastJs(appW), lastJs(floorW), lastJs(samePlanW), lastJs(frameworksW), false),
    row(
      'main thread busy until measured (CDP TaskDuration)',
      busy(app),
      busy(floor),
      busy(samePlan),
      busy(frameworks),
      true,
    ),
    row(
      'all ready after the last data response',
      afterData(app, appW),
      afterData(floor, floorW),
      afterData(samePlan, samePlanW),
      afterData(frameworks, frameworksW),
      false,
    ),
    '',
    `Frameworks floor against the floors: ${ratio(ready(frameworks), ready(floor))} × floor, ${ratio(ready(frameworks), ready(samePlan))} × same-plan floor.`,
    '',
    `Per round (app / floor): ${perRound(floor)}`,
    '',
    `Per round (app / floor, same request plan): ${perRound(samePlan)}`,
    '',
    `Per round (app / frameworks floor): ${perRound(frameworks)}`,
    '',
    'Per chart, app (median ms ready): ' +
      Object.keys(app[0]!.charts)
        .sort()
        .map((c) => `${c} ${ms(median(app.map((r) => r.charts[c] ?? NaN)))}`)
        .join(', '),
    '',
    "## Waves (a request's wave is its initiator's plus one; the document is wave 0)",
    '',
    `- app: ${wavesLine(appW[0]!)}; JS requests started after the first data response: median ${median(appW.map((x) => x.jsAfterData))}`,
    `- floor: ${wavesLine(floorW[0]!)}`,
    `- floor, same request plan: ${wavesLine(samePlanW[0]!)}`,
    `- frameworks floor, same request plan: ${wavesLine(frameworksW[0]!)}`,
    `- the coverage chain: app ${chain(app)}; floor, same request plan ${chain(samePlan)}; last view data response app ${ms(lastData(appW))}, ` +
      `floor ${ms(lastData(floorW))}, floor, same request plan ${ms(lastData(samePlanW))}`,
  ];
}
