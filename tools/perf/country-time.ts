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
  /** The data URLs of the six charts (the floors send these alone); the app's others are its insights'. */
  viewUrls: readonly string[];
}

/** The ready times of a load's goal charts (the six), else of all its charts. */
const goalTimes = (r: PageRun) =>
  r.goal ? r.goal.map((id) => r.charts[id] ?? NaN) : Object.values(r.charts);

/** Time from the first to the last (goal) chart ready, median over the loads. */
export const spread = (runs: PageRun[]) =>
  median(runs.map((r) => Math.max(...goalTimes(r)) - Math.min(...goalTimes(r))));

/** The app's charts beyond the goal's six (its insights), ready: the last of them, median over the loads. */
const othersReady = (runs: PageRun[]) =>
  median(
    runs.map((r) => {
      const others = Object.entries(r.charts).filter(([id]) => !r.goal?.includes(id));
      return others.length ? Math.max(...others.map(([, t]) => t)) : NaN;
    }),
  );

const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The "Time until every chart is ready" and "Waves" sections. */
export function countryTimeSections(rounds: CountryRounds, origins: Origins): string[] {
  const { app, floor, samePlan, frameworks } = rounds;
  const viewUrls = new Set(origins.viewUrls);
  const wavesOf = (runs: PageRun[], origin: string) =>
    runs.map((r) => describeWaves(r, origin, origins.api, viewUrls));
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
    'Like for like: the floors draw the six charts of the view from the requests the app sends for them, ' +
      "and the goal's figure is the time until those six are ready in each page. The app also draws its four insights " +
      '(what changed: partners and products, specialisations, dependence) from requests of their own; the floors draw none, ' +
      'so their readiness and their last answer are rows of their own, for the app alone.',
    '',
    '| | app | floor | app / floor | floor, same request plan | app / same-plan floor | frameworks floor, same request plan | app / frameworks floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row(
      '**the six charts ready** (the goal)',
      ready(app),
      ready(floor),
      ready(samePlan),
      ready(frameworks),
      true,
    ),
    `| the app's four insights ready (the floors draw none) | ${ms(othersReady(app))} | | | | | | |`,
    `| the app's insights: last data answer (the floors send none) | ${ms(median(appW.map((x) => x.lastOther ?? NaN)))} | | | | | | |`,
    row(
      'first to last of the six ready',
      spread(app),
      spread(floor),
      spread(samePlan),
      spread(frameworks),
      false,
    ),
    row(
      'last data response of the six',
      lastData(appW),
      lastData(floorW),
      lastData(samePlanW),
      lastData(frameworksW),
      false,
    ),
    row('last JS response', lastJs(appW), lastJs(floorW), lastJs(samePlanW), lastJs(frameworksW), false),
    row(
      'main thread busy until the six were ready (CDP TaskDuration)',
      busy(app),
      busy(floor),
      busy(samePlan),
      busy(frameworks),
      true,
    ),
    row(
      'six ready after their last data response',
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
    'Per chart, app (median ms ready; the six, then the insights): ' +
      Object.keys(app[0]!.charts)
        .sort(
          (a, b) =>
            Number(!app[0]!.goal?.includes(a)) - Number(!app[0]!.goal?.includes(b)) || a.localeCompare(b),
        )
        .map((c) => `${c} ${ms(median(app.map((r) => r.charts[c] ?? NaN)))}`)
        .join(', '),
    '',
    "## Waves (a request's wave is its initiator's plus one; the document is wave 0)",
    '',
    `- app: ${wavesLine(appW[0]!)}; JS requests started after the first data response: median ${median(appW.map((x) => x.jsAfterData))}`,
    `- floor: ${wavesLine(floorW[0]!)}`,
    `- floor, same request plan: ${wavesLine(samePlanW[0]!)}`,
    `- frameworks floor, same request plan: ${wavesLine(frameworksW[0]!)}`,
    `- the app's insights: ${median(appW.map((x) => x.otherRequests))} data requests besides the six's (median)`,
    `- the coverage chain: app ${chain(app)}; floor, same request plan ${chain(samePlan)}; last data response of the six: app ${ms(lastData(appW))}, ` +
      `floor ${ms(lastData(floorW))}, floor, same request plan ${ms(lastData(samePlanW))}`,
  ];
}
