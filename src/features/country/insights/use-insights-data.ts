/**
 * The request plan of the country view's specialisation, change and dependence charts, on top of
 * the view's own requests (all through the api layer's factories, cached by TanStack Query, so a
 * request another chart or view already made is not made again). Per view, at most:
 *   specialisations  4 + MARKETS_BUDGET   world group, world ranking (500), world total, the
 *                    country's export ranking (500); the export total is the view's own summary;
 *                    markets of the country's MARKETS_BUDGET largest export products
 *   changes          6                    partners and products (500 each) and the summary of
 *                    each of the two years
 *   dependence       1 + DEPENDENCE_BUDGET  the import ranking (the DEPENDENCE_BUDGET largest),
 *                    and each one's largest supplier (partners of that product, limit 1)
 * See docs/specialisation.md for the budget and what each figure covers.
 */
import type { Flow, GroupedPoint } from '@/api/service-conventions';
import type { ProductLevel } from '@/lib/specialisation/rca';
import { levelRca, planLevel } from '@/lib/specialisation/level-rca';
import { findWorldGroup } from '@/api/service-conventions';
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import { tradeQueries } from '@/api/queries/trade';
import { MARKETS_LIMIT, WORLD_PRODUCTS_LIMIT, worldRankingQueries } from '@/api/queries/world-ranking';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import {
  combineQueries,
  describedRequest,
  type CombinedQuery,
} from '@/components/charts/insights/combined-query';
import type { ChartRequest } from '@/components/charts/export/chart-export';
import { useMemo } from 'react';
import { compareYears } from '@/lib/specialisation/change';
import { supplierShares } from '@/lib/specialisation/dependence';
import { rankedList } from '@/lib/specialisation/shares';
import { buildLevelModel, buildSpecialisationModel, type MarketsAnswer } from './specialisation-model';

/** Markets asked for: the country's largest export products (world value and rank). */
export const MARKETS_BUDGET = 10;
/** Chapters whose world and country totals are asked for at the chapter or section level. */
export const LEVEL_CHAPTERS = 12;
/** Import products examined for dependence. */
const DEPENDENCE_BUDGET = 10;
/** The ranked endpoints' maximum. */
const RANKING_LIMIT = 500;

export interface Years {
  from: number;
  to: number;
}

/** An id no World group has: the ranking's key while the group is unknown (the query is disabled then). */
const NO_WORLD = 'XX';

/** The specialisation's answers: the World group and ranking, the totals, the country's ranking, the markets. */
function useSpecialisationAnswers(cid: string, years: Years, enabled: boolean) {
  const source = useTradeSource();
  const group = useSourceQuery({ ...worldRankingQueries.group(source), enabled });
  const worldId = group.data ? findWorldGroup(group.data.data) : null;
  const ranking = useSourceQuery({
    ...worldRankingQueries.ranking(source, worldId ?? NO_WORLD, years),
    ...keepPrevious,
    enabled: enabled && worldId !== null,
  });
  const worldTotal = useSourceQuery({
    ...worldRankingQueries.total(source, years),
    ...keepPrevious,
    enabled,
  });
  const country = useSourceQuery({
    ...countryQueries.products(source, cid, { flow: 'export', ...years, limit: RANKING_LIMIT }),
    ...keepPrevious,
    enabled,
  });
  const countryTotal = useSourceQuery({
    ...tradeQueries.summary(source, { reporter: cid, flow: 'export', ...years }),
    ...keepPrevious,
    enabled,
  });
  const top = useMemo(
    () => (country.data?.data ?? []).slice(0, MARKETS_BUDGET).flatMap((p) => (p.hs6 ? [p.hs6] : [])),
    [country.data],
  );
  const markets = useSourceQueries(top.map((code) => worldRankingQueries.markets(source, code, years)));
  return { group, worldId, ranking, worldTotal, country, countryTotal, top, markets };
}

type SpecialisationAnswers = ReturnType<typeof useSpecialisationAnswers>;

/** The specialisation model, once every answer it reads is in (a failed market is left out). */
function useSpecialisationModel(cid: string, answers: SpecialisationAnswers) {
  const { ranking, worldTotal, country, countryTotal, markets, top } = answers;
  const marketsKey = markets.map((m) => m.dataUpdatedAt).join(',');
  return useMemo(() => {
    if (!ranking.data || !worldTotal.data || !country.data || !countryTotal.data) return null;
    if (markets.some((m) => m.isPending)) return null;
    const answered = new Map<string, MarketsAnswer>();
    markets.forEach((m, i) => m.data && answered.set(top[i]!, m.data.data));
    return buildSpecialisationModel({
      cid,
      country: country.data.data,
      countryTotal: countryTotal.data.data.trade_value,
      world: ranking.data.data,
      worldLimit: WORLD_PRODUCTS_LIMIT,
      worldTotal: worldTotal.data.data.trade_value,
      markets: answered,
      marketsLimit: MARKETS_LIMIT,
    });
    // markets is a new array each render: its answers' times stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cid, ranking.data, worldTotal.data, country.data, countryTotal.data, marketsKey, top]);
}

/** The totals and the country's ranking: the requests the HS6 and the chapter or section levels share. */
function sharedRequests(cid: string, years: Years, answers: SpecialisationAnswers): ChartRequest[] {
  const { worldTotal, country, countryTotal } = answers;
  return [
    describedRequest('/trade/summary', { ...years }, worldTotal),
    describedRequest(
      `/countries/${cid}/products`,
      { flow: 'export', ...years, limit: RANKING_LIMIT },
      country,
    ),
    describedRequest('/trade/summary', { reporter: cid, flow: 'export', ...years }, countryTotal),
  ];
}

/** The requests of the HS6 specialisation, as its panel lists them. */
function specialisationRequests(cid: string, years: Years, answers: SpecialisationAnswers): ChartRequest[] {
  const { group, worldId, ranking, top, markets } = answers;
  return [
    describedRequest('/countries', { q: 'World', limit: 10 }, group),
    describedRequest(
      `/countries/${worldId ?? '{world}'}/products`,
      { flow: 'export', ...years, limit: WORLD_PRODUCTS_LIMIT },
      ranking,
    ),
    ...sharedRequests(cid, years, answers),
    ...top.map((code, i) =>
      describedRequest(`/products/${code}/markets`, { ...years, limit: MARKETS_LIMIT }, markets[i]),
    ),
  ];
}

/** A service without a World group: the specialisation cannot be computed, and says why. */
function withoutWorld(query: CombinedQuery): CombinedQuery {
  return {
    ...query,
    state: () => 'error' as const,
    error: new Error('The service lists no World group, so world exports by product are unknown.'),
  };
}

export function useSpecialisationData(
  cid: string,
  years: Years,
  enabled = true,
  level: ProductLevel = 'hs6',
) {
  const answers = useSpecialisationAnswers(cid, years, enabled);
  const { group, worldId, ranking, worldTotal, country, countryTotal, markets } = answers;
  const model = useSpecialisationModel(cid, answers);
  const noWorld = group.isSuccess && worldId === null;
  const byLevel = useLevelData(cid, years, {
    level: enabled ? level : 'hs6',
    country: country.data?.data,
    countryTotal: countryTotal.data?.data.trade_value,
    worldTotal: worldTotal.data?.data.trade_value,
  });
  const query = combineQueries(
    noWorld ? [group] : [group, ranking, worldTotal, country, countryTotal, ...markets],
  );
  return {
    model,
    level: byLevel && {
      ...byLevel,
      query: combineQueries([
        ...(noWorld ? [group] : [worldTotal, country, countryTotal]),
        ...byLevel.answers,
      ]),
      requests: [...sharedRequests(cid, years, answers), ...byLevel.requests],
    },
    query: noWorld ? withoutWorld(query) : query,
    requests: specialisationRequests(cid, years, answers),
  };
}

interface LevelBase {
  level: ProductLevel;
  country: readonly GroupedPoint[] | undefined;
  countryTotal: number | null | undefined;
  worldTotal: number | null | undefined;
}

/**
 * RCA per chapter or section (level-rca.ts): each asked chapter's world total and the country's
 * (`/trade/summary?product=<chapter>`), LEVEL_CHAPTERS chapters at most; null at the HS6 level.
 */
function useLevelData(cid: string, years: Years, base: LevelBase) {
  const source = useTradeSource();
  const { level } = base;
  const plan = useMemo(
    () =>
      level === 'hs6' || !base.country ? null : planLevel(byHs6Keys(base.country), level, LEVEL_CHAPTERS),
    [level, base.country],
  );
  const chapters = plan?.chapters ?? [];
  const world = useSourceQueries(chapters.map((c) => tradeQueries.summary(source, { product: c, ...years })));
  const own = useSourceQueries(
    chapters.map((c) =>
      tradeQueries.summary(source, { reporter: cid, flow: 'export', product: c, ...years }),
    ),
  );
  const answersKey = [...world, ...own].map((q) => q.dataUpdatedAt).join(',');
  const model = useMemo(() => {
    if (!plan || level === 'hs6' || !base.country || base.countryTotal === undefined) return null;
    if (base.worldTotal === undefined || [...world, ...own].some((q) => q.isPending)) return null;
    const totals = (list: typeof world) =>
      new Map(list.flatMap((q, i) => (q.data ? [[chapters[i]!, q.data.data.trade_value] as const] : [])));
    const rows = levelRca({
      plan,
      level,
      country: byHs6Keys(base.country),
      chapterCountry: totals(own),
      chapterWorld: totals(world),
      countryTotal: base.countryTotal,
      worldTotal: base.worldTotal,
    });
    return buildLevelModel(rows, plan.keys.length);
    // The answers' times stand for the two lists (new arrays each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan, level, base.country, base.countryTotal, base.worldTotal, answersKey]);
  if (level === 'hs6') return null;
  return {
    model,
    answers: [...world, ...own],
    requests: chapters.flatMap((c, i) => [
      describedRequest('/trade/summary', { product: c, ...years }, world[i]),
      describedRequest('/trade/summary', { reporter: cid, flow: 'export', product: c, ...years }, own[i]),
    ]),
  };
}

const byHs6Keys = (points: readonly GroupedPoint[]) =>
  points.flatMap((p) => (p.hs6 ? [{ key: p.hs6, value: p.value_usd }] : []));

export function useChangeData(cid: string, flow: Flow, before: number, after: number, enabled = true) {
  const source = useTradeSource();
  const year = (y: number) => ({ from: y, to: y });
  const partners = [before, after].map((y) =>
    countryQueries.partners(source, cid, { flow, ...year(y), limit: RANKING_LIMIT }),
  );
  const products = [before, after].map((y) =>
    countryQueries.products(source, cid, { flow, ...year(y), limit: RANKING_LIMIT }),
  );
  const totals = [before, after].map((y) =>
    tradeQueries.summary(source, { reporter: cid, flow, ...year(y) }),
  );
  const on = <T extends object>(o: T) => ({ ...o, enabled });
  const [pb, pa] = useSourceQueries(partners.map(on));
  const [rb, ra] = useSourceQueries(products.map(on));
  const [tb, ta] = useSourceQueries(totals.map(on));
  const side = (
    y: number,
    total: typeof tb,
    points: readonly { key: string | null | undefined; value: number }[],
  ) => ({
    year: y,
    total: total!.data!.data.trade_value,
    ranking: rankedList(points, RANKING_LIMIT),
  });
  const partnersResult = useMemo(() => {
    if (!pb!.data || !pa!.data || !tb!.data || !ta!.data) return null;
    const pts = (d: typeof pb) => d!.data.data.map((p) => ({ key: p.partner, value: p.value_usd }));
    return compareYears(side(before, tb, pts(pb)), side(after, ta, pts(pa)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pb!.data, pa!.data, tb!.data, ta!.data, before, after]);
  const productsResult = useMemo(() => {
    if (!rb!.data || !ra!.data || !tb!.data || !ta!.data) return null;
    const pts = (d: typeof rb) => d!.data.data.map((p) => ({ key: p.hs6, value: p.value_usd }));
    return compareYears(side(before, tb, pts(rb)), side(after, ta, pts(ra)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rb!.data, ra!.data, tb!.data, ta!.data, before, after]);
  const req = (path: string, y: number, extra: Record<string, string | number>, answer: typeof pb) =>
    describedRequest(path, { flow, from: y, to: y, ...extra }, answer);
  const totalRequests = [
    describedRequest('/trade/summary', { reporter: cid, flow, from: before, to: before }, tb),
    describedRequest('/trade/summary', { reporter: cid, flow, from: after, to: after }, ta),
  ];
  return {
    partners: {
      result: partnersResult,
      query: combineQueries([pb!, pa!, tb!, ta!]),
      requests: [
        req(`/countries/${cid}/partners`, before, { limit: RANKING_LIMIT }, pb),
        req(`/countries/${cid}/partners`, after, { limit: RANKING_LIMIT }, pa),
        ...totalRequests,
      ],
    },
    products: {
      result: productsResult,
      query: combineQueries([rb!, ra!, tb!, ta!]),
      requests: [
        req(`/countries/${cid}/products`, before, { limit: RANKING_LIMIT }, rb),
        req(`/countries/${cid}/products`, after, { limit: RANKING_LIMIT }, ra),
        ...totalRequests,
      ],
    },
  };
}

export function useDependenceData(cid: string, years: Years, enabled = true) {
  const source = useTradeSource();
  const imports = useSourceQuery({
    ...countryQueries.products(source, cid, { flow: 'import', ...years, limit: DEPENDENCE_BUDGET }),
    ...keepPrevious,
    enabled,
  });
  const importTotal = useSourceQuery({
    ...tradeQueries.summary(source, { reporter: cid, flow: 'import', ...years }),
    ...keepPrevious,
    enabled,
  });
  const codes = useMemo(
    () => (imports.data?.data ?? []).flatMap((p) => (p.hs6 ? [p.hs6] : [])),
    [imports.data],
  );
  const suppliers = useSourceQueries(
    codes.map((code) =>
      countryQueries.partners(source, cid, { flow: 'import', product: code, ...years, limit: 1 }),
    ),
  );
  const suppliersKey = suppliers.map((s) => s.dataUpdatedAt).join(',');
  const rows = useMemo(() => {
    if (!imports.data || suppliers.some((s) => !s.data)) return null;
    return supplierShares(
      imports.data.data.flatMap((p, i) =>
        p.hs6
          ? [
              {
                product: p.hs6,
                importValue: p.value_usd,
                suppliers: (suppliers[i]?.data?.data ?? []).map((s) => ({
                  key: s.partner ?? '',
                  value: s.value_usd,
                })),
              },
            ]
          : [],
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imports.data, suppliersKey]);
  const examined = imports.data?.data.reduce((s, p) => s + p.value_usd, 0) ?? null;
  return {
    rows,
    examined: { count: codes.length, value: examined, total: importTotal.data?.data.trade_value ?? null },
    query: combineQueries([imports, importTotal, ...suppliers]),
    requests: [
      describedRequest(
        `/countries/${cid}/products`,
        { flow: 'import', ...years, limit: DEPENDENCE_BUDGET },
        imports,
      ),
      describedRequest('/trade/summary', { reporter: cid, flow: 'import', ...years }, importTotal),
      ...codes.map((code, i) =>
        describedRequest(
          `/countries/${cid}/partners`,
          { flow: 'import', product: code, ...years, limit: 1 },
          suppliers[i],
        ),
      ),
    ],
  };
}
