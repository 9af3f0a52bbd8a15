/**
 * Year by year, each large trader's exports and imports follow its real path (trade-history.ts
 * in 2010, 2015, 2019 and 2023, economies.ts in 2022, linear in between, 2023 shares after): the
 * sign and size of its trade balance hold in every year, not only in the 2022 base. Method:
 * biproportional (RAS) scaling of the exporter × importer × year totals, one factor per exporter
 * and year and one per importer and year, so products and partners keep their relative weights.
 * Economies outside the tables share what the tabled ones leave, in their generated proportions.
 */
import { FIRST_YEAR, LAST_YEAR, WORLD_TOTAL_T } from './calibration';
import { parseEconomies } from './economies';
import { HISTORY_YEARS, parseTradeHistory } from './trade-history';

const YEARS = LAST_YEAR - FIRST_YEAR + 1;
const ROUNDS = 6;

export interface BalanceFactors {
  /** Per (exporter × YEARS + year). */
  exporter: Float64Array;
  /** Per (importer × YEARS + year). */
  importer: Float64Array;
  /** Σ value × factors per year, to scale to the world totals. */
  yearTotal: Float64Array;
}

/** Target share of world trade per (country × YEARS + year) and side; NaN where not tabled. */
function targetShares(ids: readonly string[]): { exports: Float64Array; imports: Float64Array } {
  const history = parseTradeHistory();
  const economies = parseEconomies();
  const exports = new Float64Array(ids.length * YEARS).fill(NaN);
  const imports = new Float64Array(ids.length * YEARS).fill(NaN);
  ids.forEach((id, c) => {
    const rows = history.get(id);
    const base = economies.get(id);
    if (!rows || !base) return;
    const anchors: [number, number, number][] = HISTORY_YEARS.map((year, k) => [year, ...rows[k]!]);
    anchors.splice(3, 0, [2022, base.exports, base.imports]);
    const world = (year: number) => WORLD_TOTAL_T[year - FIRST_YEAR]! * 1000;
    for (let y = 0; y < YEARS; y++) {
      const year = Math.min(FIRST_YEAR + y, anchors[anchors.length - 1]![0]);
      let k = 0;
      while (k < anchors.length - 2 && anchors[k + 1]![0] < year) k++;
      const [y0, ex0, im0] = anchors[k]!;
      const [y1, ex1, im1] = anchors[k + 1]!;
      const t = (year - y0) / (y1 - y0);
      const share = (a: number, b: number) => (1 - t) * (a / world(y0)) + t * (b / world(y1));
      exports[c * YEARS + y] = share(ex0, ex1);
      imports[c * YEARS + y] = share(im0, im1);
    }
  });
  return { exports, imports };
}

/**
 * `pairYear[(exporter × countries + importer) × YEARS + year]`: the generated value of each
 * pair and year. Returns the factors that bring every tabled economy to its target shares.
 */
export function balanceFactors(ids: readonly string[], pairYear: Float64Array): BalanceFactors {
  const n = ids.length;
  const targets = targetShares(ids);
  const exporter = new Float64Array(n * YEARS).fill(1);
  const importer = new Float64Array(n * YEARS).fill(1);
  // The pairs that trade at all, with their yearly values packed: the fit only visits those.
  const pairIds: number[] = [];
  for (let pair = 0; pair < n * n; pair++)
    for (let y = 0; y < YEARS; y++)
      if (pairYear[pair * YEARS + y]! > 0) {
        pairIds.push(pair);
        break;
      }
  const count = pairIds.length;
  const pairExporter = new Int32Array(count);
  const pairImporter = new Int32Array(count);
  const values = new Float64Array(count * YEARS);
  pairIds.forEach((pair, k) => {
    pairExporter[k] = Math.floor(pair / n) * YEARS;
    pairImporter[k] = (pair % n) * YEARS;
    values.set(pairYear.subarray(pair * YEARS, (pair + 1) * YEARS), k * YEARS);
  });
  const side = new Float64Array(n * YEARS);
  const yearTotal = new Float64Array(YEARS);
  const sums = (byExporter: boolean) => {
    side.fill(0);
    yearTotal.fill(0);
    for (let k = 0; k < count; k++) {
      const e = pairExporter[k]!;
      const i = pairImporter[k]!;
      const c = byExporter ? e : i;
      const base = k * YEARS;
      for (let y = 0; y < YEARS; y++) {
        const v = values[base + y]! * exporter[e + y]! * importer[i + y]!;
        side[c + y]! += v;
        yearTotal[y]! += v;
      }
    }
  };
  for (let round = 0; round < ROUNDS; round++)
    for (const byExporter of [true, false]) {
      sums(byExporter);
      fitSide(
        byExporter ? exporter : importer,
        side,
        yearTotal,
        byExporter ? targets.exports : targets.imports,
        n,
      );
    }
  sums(true);
  return { exporter, importer, yearTotal };
}

/** One RAS half-step: tabled countries to their shares, the others share the rest. */
function fitSide(
  factor: Float64Array,
  side: Float64Array,
  yearTotal: Float64Array,
  target: Float64Array,
  n: number,
): void {
  for (let y = 0; y < YEARS; y++) {
    let tabledShare = 0;
    let untabled = 0;
    for (let c = 0; c < n; c++) {
      const k = c * YEARS + y;
      if (Number.isNaN(target[k]!) || side[k] === 0) untabled += side[k]!;
      else tabledShare += target[k]!;
    }
    const rest = untabled > 0 ? (Math.max(0.02, 1 - tabledShare) * yearTotal[y]!) / untabled : 1;
    for (let c = 0; c < n; c++) {
      const k = c * YEARS + y;
      if (side[k] === 0) continue;
      factor[k]! *= Number.isNaN(target[k]!) ? rest : (target[k]! * yearTotal[y]!) / side[k]!;
    }
  }
}
