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
import { MARKETS_LIMIT, WORLD_PRODUCTS_LIMIT } from '@/api/queries/world-ranking';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { combineQueries, type CombinedQuery } from '@/components/charts/insights/combined-query';
import type { ChartRequest } from '@/components/charts/export/chart-export';
import { answeredRequest, DESCRIBING_SOURCE } from '@/components/charts/export/query-request';
import { useMemo } from 'react';
import { compareYears } from '@/lib/specialisation/change';
import { supplierShares } from '@/lib/specialisation/dependence';
import { rankedList } from '@/lib/specialisation/shares';
import { buildLevelModel, buildSpecialisationModel, type MarketsAnswer } from './specialisation-model';
import {
  changeQueries,
  dependenceQueries,
  levelQueries,
  RANKING_LIMIT,
  specialisationQueries,
  type Years,
} from './insights-requests';

/** Markets asked for: the country's largest export products (world value and rank). */
export const MARKETS_BUDGET = 10;
/** Chapters whose world and country totals are asked for at the chapter or section level. */
export const LEVEL_CHAPTERS = 12;

/** An id no World group has: the ranking's key while the group is unknown (the query is disabled then). */
const NO_WORLD = 'XX';

/** The specialisation's answers: the World group and ranking, the totals, the country's ranking, the markets. */
function useSpecialisationAnswers(cid: string, years: Years, enabled: boolean) {
  const queries = specialisationQueries(useTradeSource(), cid, years);
  const group = useSourceQuery({ ...queries.group, enabled });
  const worldId = group.data ? findWorldGroup(group.data.data) : null;
  const ranking = useSourceQuery({
    ...queries.ranking(worldId ?? NO_WORLD),
    ...keepPrevious,
    enabled: enabled && worldId !== null,
  });
  const worldTotal = useSourceQuery({
    ...queries.worldTotal,
    ...keepPrevious,
    enabled,
  });
  const country = useSourceQuery({
    ...queries.country,
    ...keepPrevious,
    enabled,
  });
  const countryTotal = useSourceQuery({
    ...queries.countryTotal,
    ...keepPrevious,
    enabled,
  });
  const top = useMemo(
    () => (country.data?.data ?? []).slice(0, MARKETS_BUDGET).flatMap((p) => (p.hs6 ? [p.hs6] : [])),
    [country.data],
  );
  const markets = useSourceQueries(top.map(queries.markets));
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
  const described = specialisationQueries(DESCRIBING_SOURCE, cid, years);
  return [
    answeredRequest(described.worldTotal, answers.worldTotal),
    answeredRequest(described.country, answers.country),
    answeredRequest(described.countryTotal, answers.countryTotal),
  ];
}

/** A stand-in for the World group's id in a listed request while the group is unknown. */
const WORLD_PLACEHOLDER = '{world}';

/** The requests of the HS6 specialisation, as its panel lists them. */
function specialisationRequests(cid: string, years: Years, answers: SpecialisationAnswers): ChartRequest[] {
  const described = specialisationQueries(DESCRIBING_SOURCE, cid, years);
  const { group, worldId, ranking, top, markets } = answers;
  return [
    answeredRequest(described.group, group),
    answeredRequest(described.ranking(worldId ?? WORLD_PLACEHOLDER), ranking),
    ...sharedRequests(cid, years, answers),
    ...top.map((code, i) => answeredRequest(described.markets(code), markets[i])),
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
  const queries = levelQueries(useTradeSource(), cid, years);
  const { level } = base;
  const plan = useMemo(
    () =>
      level === 'hs6' || !base.country ? null : planLevel(byHs6Keys(base.country), level, LEVEL_CHAPTERS),
    [level, base.country],
  );
  const chapters = plan?.chapters ?? [];
  const world = useSourceQueries(chapters.map(queries.world));
  const own = useSourceQueries(chapters.map(queries.own));
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
  const described = levelQueries(DESCRIBING_SOURCE, cid, years);
  return {
    model,
    answers: [...world, ...own],
    requests: chapters.flatMap((c, i) => [
      answeredRequest(described.world(c), world[i]),
      answeredRequest(described.own(c), own[i]),
    ]),
  };
}

const byHs6Keys = (points: readonly GroupedPoint[]) =>
  points.flatMap((p) => (p.hs6 ? [{ key: p.hs6, value: p.value_usd }] : []));

export function useChangeData(cid: string, flow: Flow, before: number, after: number, enabled = true) {
  const queries = changeQueries(useTradeSource(), cid, flow);
  const partners = [before, after].map(queries.partners);
  const products = [before, after].map(queries.products);
  const totals = [before, after].map(queries.total);
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
  const described = changeQueries(DESCRIBING_SOURCE, cid, flow);
  const totalRequests = [
    answeredRequest(described.total(before), tb),
    answeredRequest(described.total(after), ta),
  ];
  return {
    partners: {
      result: partnersResult,
      query: combineQueries([pb!, pa!, tb!, ta!]),
      requests: [
        answeredRequest(described.partners(before), pb),
        answeredRequest(described.partners(after), pa),
        ...totalRequests,
      ],
    },
    products: {
      result: productsResult,
      query: combineQueries([rb!, ra!, tb!, ta!]),
      requests: [
        answeredRequest(described.products(before), rb),
        answeredRequest(described.products(after), ra),
        ...totalRequests,
      ],
    },
  };
}

export function useDependenceData(cid: string, years: Years, enabled = true) {
  const queries = dependenceQueries(useTradeSource(), cid, years);
  const imports = useSourceQuery({
    ...queries.imports,
    ...keepPrevious,
    enabled,
  });
  const importTotal = useSourceQuery({
    ...queries.importTotal,
    ...keepPrevious,
    enabled,
  });
  const codes = useMemo(
    () => (imports.data?.data ?? []).flatMap((p) => (p.hs6 ? [p.hs6] : [])),
    [imports.data],
  );
  const suppliers = useSourceQueries(codes.map(queries.supplier));
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
  const described = dependenceQueries(DESCRIBING_SOURCE, cid, years);
  return {
    rows,
    examined: { count: codes.length, value: examined, total: importTotal.data?.data.trade_value ?? null },
    query: combineQueries([imports, importTotal, ...suppliers]),
    requests: [
      answeredRequest(described.imports, imports),
      answeredRequest(described.importTotal, importTotal),
      ...codes.map((code, i) => answeredRequest(described.supplier(code), suppliers[i])),
    ],
  };
}
