/**
 * The country view's specialisation, change and dependence: one hook that makes the requests
 * (use-insights-data.ts) and reads the URL's change years and threshold, the four charts
 * (`specialisations`, `changes-partners`, `changes-products`, `dependence`) and the summary in
 * words built from the same figures. Kept apart from the view's other charts so that the view
 * only places them.
 */
import { awaitingNames, storyStatus } from '@/components/charts/insights/combined-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useProductNames } from '@/api/queries/use-product-names';
import { chapterTitlesNotes, useCatalogRevision } from '@/api/queries/use-catalog-revision';
import { mergeNotes } from '@/api/answers/service-notes';
import { useTradeSource } from '@/api/use-trade-source';
import { useProvenance } from '@/components/charts/export/export-scope';
import { StorySummary } from '@/components/ui/story-summary';
import type { Flow } from '@/api/service-conventions';
import { ChangesChart } from '@/components/charts/insights/changes-chart';
import { DependenceChart } from '@/components/charts/insights/dependence-chart';
import { ChangeYearsField } from '@/components/charts/insights/change-years-field';
import { countryName } from '@/lib/country-names';
import type { Coverage } from '@/lib/coverage';
import { formatCount, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { possessive } from '@/lib/phrases';
import { useUrlState } from '@/lib/url-state';
import type { ChangeResult } from '@/lib/specialisation/change';
import { resolveChangeYears, dependencePercent } from '@/lib/specialisation/change-years';
import { countryFlowSubject, countryStory } from './country-story';
import { orderedSpecialisations, SpecialisationsChart } from './specialisations-chart';
import { chapterName } from '@/lib/hs/hs-codes';
import { HS_SECTIONS } from '@/lib/hs/hs-sections';
import {
  LEVEL_CHAPTERS,
  MARKETS_BUDGET,
  useChangeData,
  useDependenceData,
  useSpecialisationData,
} from './use-insights-data';
import { NearViewport, useInsightsStart } from './use-insights-start';

export interface InsightsView {
  flow: Flow;
  from: number;
  to: number;
  /** The view's product filter: the insights cover every product, and say so beside it. */
  product?: string;
  /** The view's partner filter: the same, for every partner. */
  partner?: string;
}

/**
 * Every product the change compares: its rows run from the largest gain to the largest loss, and
 * the bars, the table and the words name rows from both ends, so all are looked up (one catalog
 * lookup per chapter, shared and kept).
 */
function codesOf(result: ChangeResult | null): string[] {
  return result?.kind === 'compared' ? result.rows.map((r) => r.key) : [];
}

export const COUNTRY_INSIGHT_CHARTS = [
  'specialisations',
  'changes-partners',
  'changes-products',
  'dependence',
] as const;
export type CountryInsightChart = (typeof COUNTRY_INSIGHT_CHARTS)[number];

/**
 * The URL's change years, threshold and RCA level, and the three data hooks, each asking only
 * once the insights have started and only for the charts wanted.
 */
function useInsightsQueries(
  cid: string,
  view: InsightsView,
  coverage: Coverage,
  only: CountryInsightChart | undefined,
  countryKnown: boolean,
  afterFirstCharts: boolean | undefined,
) {
  const { explicit, setState } = useUrlState();
  const years = resolveChangeYears(explicit, view, coverage);
  const percent = dependencePercent(explicit);
  const range = { from: view.from, to: view.to };
  const start = useInsightsStart(afterFirstCharts);
  const wants = (chart: CountryInsightChart) =>
    countryKnown && start.started && (only === undefined || only === chart);
  const level = explicit.rca_level ?? 'hs6';
  const specialisation = useSpecialisationData(cid, range, wants('specialisations'), level);
  const change = useChangeData(
    cid,
    view.flow,
    years.before,
    years.after,
    wants('changes-partners') || wants('changes-products'),
  );
  const dependence = useDependenceData(cid, range, wants('dependence'));
  return { years, percent, setState, level, start, specialisation, change, dependence };
}

type InsightsQueries = ReturnType<typeof useInsightsQueries>;

/** The specialisations in order, and the catalog's names of every product the charts list. */
function useInsightsNames({ specialisation, change, dependence }: InsightsQueries) {
  const specialisationList = useMemo(
    () => orderedSpecialisations(specialisation.model, 'value'),
    [specialisation.model],
  );
  const codes = useMemo(
    () => [
      // Every row the tables list (sorted by RCA, the bars are not the first rows by value).
      ...specialisationList.map((r) => r.key),
      ...codesOf(change.products.result),
      ...(dependence.rows ?? []).map((r) => r.product),
    ],
    [specialisationList, change.products.result, dependence.rows],
  );
  const names = useProductNames(codes);
  const productName = useCallback((code: string) => names.nameOf(code) ?? `HS ${code}`, [names]);
  const countryNameOf = useCallback((id: string) => countryName(id), []);
  return { specialisationList, productName, countryNameOf, namesPending: names.pending };
}

/** The summary in words, from the same figures as the charts. */
function useInsightsStory(
  name: string,
  view: InsightsView,
  queries: InsightsQueries,
  named: ReturnType<typeof useInsightsNames>,
  noTrade: boolean,
) {
  const { years, percent, change, specialisation, dependence } = queries;
  const { specialisationList, countryNameOf, productName } = named;
  return useMemo(
    () =>
      countryStory({
        countryName: name,
        flowWord: view.flow === 'export' ? 'exports' : 'imports',
        productFiltered: view.product !== undefined,
        partnerFiltered: view.partner !== undefined,
        years,
        range: { from: view.from, to: view.to },
        partners: change.partners.result,
        products: change.products.result,
        specialisations: specialisation.model ? specialisationList : null,
        dependence: dependence.rows,
        dependencePercent: percent,
        countryNameOf,
        productName,
        noTrade,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      noTrade,
      name,
      view.flow,
      view.product,
      view.partner,
      years.before,
      years.after,
      view.from,
      view.to,
      change.partners.result,
      change.products.result,
      specialisation.model,
      specialisationList,
      dependence.rows,
      percent,
      countryNameOf,
      productName,
    ],
  );
}

export interface CountryInsightsOptions {
  /** An embed of one chart asks for that chart's requests alone. */
  only?: CountryInsightChart;
  /** The insights ask nothing until the country is known: an unknown id costs one request. */
  countryKnown?: boolean;
  /**
   * In the full view, whether the first screen's requests have answered (use-insights-start.ts:
   * until then, or until the insights near the viewport, they ask nothing); an embed leaves it out.
   */
  afterFirstCharts?: boolean;
  /** The view's summary of its flow reports no trade over its range (the summary in words says so). */
  noTrade?: boolean;
}

export function useCountryInsights(
  cid: string,
  name: string,
  view: InsightsView,
  coverage: Coverage,
  { only, countryKnown = true, afterFirstCharts, noTrade = false }: CountryInsightsOptions = {},
) {
  const queries = useInsightsQueries(cid, view, coverage, only, countryKnown, afterFirstCharts);
  const named = useInsightsNames(queries);
  const story = useInsightsStory(name, view, queries, named, noTrade);
  const { years, percent, setState, level, specialisation, change, dependence, start } = queries;
  return {
    cid,
    name,
    view,
    coverage,
    years,
    percent,
    setState,
    level,
    specialisation,
    change,
    dependence,
    productName: named.productName,
    /** The catalog's names of the listed products are still on their way. */
    namesPending: named.namesPending,
    countryNameOf: named.countryNameOf,
    story,
    /** Starts the requests at once (the insights came near the viewport). */
    startNow: start.startNow,
  };
}

export type CountryInsights = ReturnType<typeof useCountryInsights>;

const insightsSubject = (name: string, view: InsightsView) =>
  countryFlowSubject(name, view.flow === 'export' ? 'exports' : 'imports', {
    product: view.product !== undefined,
    partner: view.partner !== undefined,
  });

function CountryChangesPartners({ insights }: { insights: CountryInsights }) {
  const { cid, name, view, years, change, countryNameOf } = insights;
  return (
    <ChangesChart
      chartId="changes-partners"
      title="What changed: partners"
      rowNoun={view.flow === 'export' ? 'export destinations' : 'import origins'}
      subject={insightsSubject(name, view)}
      years={years}
      result={change.partners.result}
      nameOf={countryNameOf}
      renderLink={(key, text) => (
        <Link
          to={paths.flows.getHref({
            reporter: cid,
            partner: key,
            flow: view.flow,
            from: years.before,
            to: years.after,
          })}
        >
          {text}
        </Link>
      )}
      query={change.partners.query}
      requests={change.partners.requests}
      toolbar={
        <ChangeYearsField coverage={insights.coverage} years={insights.years} setState={insights.setState} />
      }
    />
  );
}

function CountryChangesProducts({ insights }: { insights: CountryInsights }) {
  const { name, view, years, change, productName, namesPending } = insights;
  return (
    <ChangesChart
      chartId="changes-products"
      title="What changed: products"
      rowNoun="products"
      subject={insightsSubject(name, view)}
      years={years}
      result={change.products.result}
      nameOf={productName}
      renderLink={(key, text) => <Link to={paths.product.getHref(key)}>{text}</Link>}
      query={awaitingNames(change.products.query, namesPending)}
      requests={change.products.requests}
      toolbar={
        <ChangeYearsField coverage={insights.coverage} years={insights.years} setState={insights.setState} />
      }
      cutNote="Each year's ranking lists up to 500 products: a product outside one year's list is marked “outside a ranking”, its change unknown (it stays in “all others”)."
    />
  );
}

/** A chapter's or section's name, without its code (the table adds it). */
function groupName(key: string): string {
  if (/^\d{2}$/.test(key)) return chapterName(key)?.split(';')[0]?.trim() ?? `HS ${key}`;
  return HS_SECTIONS.find((s) => s.id === key)?.name ?? key;
}

function CountrySpecialisations({ insights }: { insights: CountryInsights }) {
  const { cid, name, view, specialisation, productName, level, setState, namesPending } = insights;
  const shown = specialisation.level ?? specialisation;
  const range = { from: view.from, to: view.to };
  // Chapters are titled by the nomenclature: the catalog's lookup of one says which revision it codes.
  const firstChapter =
    level === 'chapter' ? (shown.model?.rows.find((r) => /^\d{2}$/.test(r.key))?.key ?? null) : null;
  const titlesNotes = chapterTitlesNotes(useCatalogRevision(firstChapter));
  const query = awaitingNames(shown.query, level === 'hs6' && namesPending);
  return (
    <SpecialisationsChart
      cid={cid}
      countryName={name}
      from={view.from}
      to={view.to}
      model={shown.model}
      productName={level === 'hs6' ? productName : groupName}
      hrefOf={(key) =>
        level === 'section' ? paths.products.getHref(range, key) : paths.product.getHref(key, range)
      }
      level={level}
      onLevel={(next) => setState({ rca_level: next === 'hs6' ? undefined : next })}
      levelBudget={LEVEL_CHAPTERS}
      query={titlesNotes.length ? { ...query, notes: mergeNotes(query.notes, titlesNotes) } : query}
      requests={shown.requests}
      marketsBudget={MARKETS_BUDGET}
    />
  );
}

function CountryDependence({ insights }: { insights: CountryInsights }) {
  const { name, dependence, percent, setState, productName, countryNameOf, namesPending } = insights;
  const { examined } = dependence;
  return (
    <DependenceChart
      chartId="dependence"
      title="Dependence on one supplier"
      subject={`${possessive(name)} imports`}
      rows={dependence.rows}
      percent={percent}
      onPercent={(p) => setState({ dependence: p }, { replace: true })}
      productName={productName}
      supplierName={countryNameOf}
      supplierWord="the largest supplier"
      query={awaitingNames(dependence.query, namesPending)}
      requests={dependence.requests}
      examinedNote={`Examined: the ${formatCount(examined.count)} largest import products (${formatPercent(
        examined.value !== null && examined.total ? examined.value / examined.total : null,
      )} of imports); smaller ones are not requested.`}
    />
  );
}

/** The summary in words, at the top of the view. */
export function CountryStory({ insights }: { insights: CountryInsights }) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const { change, specialisation, dependence, namesPending } = insights;
  const status = storyStatus([
    change.partners.query,
    awaitingNames(change.products.query, namesPending),
    awaitingNames(specialisation.query, namesPending),
    awaitingNames(dependence.query, namesPending),
  ]);
  return (
    <StorySummary
      title={`${insights.name}: in brief`}
      sentences={insights.story}
      source={provenance}
      {...status}
    />
  );
}

/** The four charts, as cells of the view's grid. */
export function CountryInsightCharts({ insights }: { insights: CountryInsights }) {
  return (
    <>
      <NearViewport className="country-view__cell" onNear={insights.startNow}>
        <CountryChangesPartners insights={insights} />
      </NearViewport>
      <div className="country-view__cell">
        <CountryChangesProducts insights={insights} />
      </div>
      <div className="country-view__cell country-view__cell--half">
        <CountrySpecialisations insights={insights} />
      </div>
      <div className="country-view__cell country-view__cell--half">
        <CountryDependence insights={insights} />
      </div>
    </>
  );
}

/** One of the four charts, by id (the embed draws it alone). */
export function CountryInsightChart({
  chart,
  insights,
}: {
  chart: CountryInsightChart;
  insights: CountryInsights;
}) {
  switch (chart) {
    case 'specialisations':
      return <CountrySpecialisations insights={insights} />;
    case 'changes-partners':
      return <CountryChangesPartners insights={insights} />;
    case 'changes-products':
      return <CountryChangesProducts insights={insights} />;
    case 'dependence':
      return <CountryDependence insights={insights} />;
  }
}

export const COUNTRY_INSIGHT_TITLES: Record<CountryInsightChart, string> = {
  specialisations: 'Specialisations',
  'changes-partners': 'What changed: partners',
  'changes-products': 'What changed: products',
  dependence: 'Dependence on one supplier',
};
