/**
 * The compare view's charts wired to its data, in one place: the full view and an embed of one
 * chart draw exactly the same chart from the same props. The series span the service's
 * whole coverage with the selected years highlighted; the figures the selected years (by default
 * every view's default range: compare-state.ts `resolveCompareView`).
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { periodYear } from '@/api/service-conventions';
import { normaliseHhi } from '@/lib/hhi';
import { countryName } from '@/lib/country-names';
import { countryGroupName, isWorldGroupId } from '@/lib/country-groups';
import {
  formatCount,
  formatGrowth,
  formatPercent,
  formatTotalUsd,
  formatUsdCompact,
  formatYearRange,
  NONE_REPORTED,
  noTradeReported,
} from '@/lib/format';
import { paths } from '@/lib/paths';
import { nomenclatureNamesApply, productLabelWith } from '@/lib/hs/hs-codes';
import { useHeadingName } from '@/lib/hs/use-product-label';
import { valueCell } from '@/components/charts/table-cell';
import {
  CompareConcentrationChart,
  CompareExporters,
  CompareFiguresTable,
  CompareSeriesChart,
  type FigureColumn,
  type FigureRow,
} from './charts/compare-chart-cards';
import type { Coverage } from '@/lib/coverage';
import type { CompareState, CompareView } from './compare-state';
import { byYearOf, yearsBetween } from './compare-transforms';
import { ALL_PARTNERS_LIMIT, catalogNotices, type CompareRequestName } from './compare-requests';
import { useCompareData, type CompareData } from './use-compare-data';

export const COMPARE_CHART_IDS = [
  'compare-series',
  'compare-figures',
  'compare-concentration',
  'compare-exporters',
] as const;
export type CompareChartId = (typeof COMPARE_CHART_IDS)[number];
export const COMPARE_CHART_TITLES: Record<CompareChartId, string> = {
  'compare-series': 'Per year',
  'compare-figures': 'Key figures',
  'compare-concentration': 'Concentration (HHI)',
  'compare-exporters': 'Top exporters side by side (products)',
};

/** A group's name as the service gave it (country-groups.ts), else the country's. */
const nameOfCountry = (id: string) => countryGroupName(id) ?? countryName(id);

type HeadingName = ReturnType<typeof useHeadingName>;

/**
 * An HS6 code by its full catalog name (codes of one heading differ after its first semicolon);
 * a chapter or heading by the nomenclature's, where it applies to the catalog's revision.
 */
type CatalogEntry = CompareData['filterDetail'];
type CatalogMatch = { hs6: string; name: string; hs_version?: number | null };
const matchesOf = (entry: CatalogEntry) =>
  (entry?.data as { data: { matches: CatalogMatch[] } } | undefined)?.data.matches;

function productLabel(id: string, data: CompareData, i: number, headingName: HeadingName): string {
  const matches = matchesOf(data.details[i]);
  if (id.length !== 6)
    return productLabelWith(id, null, headingName, nomenclatureNamesApply(matches?.[0]?.hs_version));
  const exact = matches?.find((m) => m.hs6 === id);
  return exact ? `${exact.name} (HS ${id})` : `HS ${id}`;
}

export interface CompareChartsOptions {
  /** The comparison over the coverage; null while the coverage is not known (only the requests without years go out, no chart renders). */
  view: CompareView | null;
  coverage: Coverage | null;
  /** Selects a year (a click on the series, or its button in the data table). */
  onSelectYear: (year: number) => void;
  /** The requests to make (an embed of one chart); all by default. */
  only?: readonly CompareRequestName[];
  /** The series chart's mode switch (the full view's). */
  toolbar?: ReactNode;
}

export function useCompareCharts(requested: CompareState, options: CompareChartsOptions) {
  const { view, coverage, onSelectYear, only, toolbar } = options;
  const data = useCompareData(requested, view, only);
  // What the charts show: the comparison without the products the catalog does not know.
  const state = data.asked;
  const first = coverage?.first ?? 0;
  const last = coverage?.last ?? -1;
  const years = useMemo(() => yearsBetween(first, last), [first, last]);
  const countries = state.kind === 'countries';
  const headingName = useHeadingName(
    countries ? state.product?.length === 4 : state.ids.some((id) => id.length === 4),
  );
  const names = state.ids.map((id, i) =>
    countries ? nameOfCountry(id) : productLabel(id, data, i, headingName),
  );
  /** The name of any requested entry (a product left out has only its code). */
  const nameOf = (id: string) => names[state.ids.indexOf(id)] ?? (countries ? nameOfCountry(id) : `HS ${id}`);
  const what = compareTitle(state, names, filterLabel(state, data.filterDetail, headingName));
  const series = useCompareSeries(state.ids, names, data.series);

  const render = (chart: CompareChartId): ReactElement | null =>
    view
      ? compareChart(chart, { view, state, data, names, what, years, series, onSelectYear, toolbar })
      : null;

  return {
    names,
    nameOf,
    asked: state,
    notices: catalogNotices(requested, data.unknown),
    what,
    countries,
    render,
  };
}

/** A countries comparison's product filter as the other views name it: "Coffee (HS 0901)". */
function filterLabel(state: CompareState, entry: CatalogEntry, headingName: HeadingName): string | undefined {
  if (state.kind !== 'countries' || state.product === undefined) return undefined;
  const matches = matchesOf(entry);
  const hs6Name = matches?.find((m) => m.hs6 === state.product)?.name ?? null;
  return productLabelWith(
    state.product,
    hs6Name,
    headingName,
    nomenclatureNamesApply(matches?.[0]?.hs_version),
  );
}

/** What is compared, in words: "Exports of Coffee (HS 0901) of Brazil, Chile", "World imports of …". */
function compareTitle(state: CompareState, names: string[], filter: string | undefined): string {
  const flowWord = state.flow === 'export' ? 'exports' : 'imports';
  return state.kind === 'countries'
    ? `${flowWord[0]!.toUpperCase()}${flowWord.slice(1)}${filter ? ` of ${filter}` : ''} of ${names.join(', ') || 'no country yet'}`
    : `World ${flowWord} of ${names.join(', ') || 'no product yet'}`;
}

/** Each compared entry's value by year, kept while its answer and name stay the same. */
function useCompareSeries(ids: string[], names: string[], seriesData: CompareData['series']) {
  // Stable keys of what the series depend on (the query results are new objects each render).
  const idsKey = ids.join(',');
  const namesKey = names.join('\u0000');
  const seriesKey = seriesData.map((q) => q.dataUpdatedAt).join(',');
  return useMemo(
    () =>
      idsKey
        .split(',')
        .filter(Boolean)
        .map((id, i) => ({
          id,
          name: namesKey.split('\u0000')[i] ?? id,
          byYear: byYearOf(
            (seriesData[i]?.data as SummaryResult | undefined)?.data.periods ?? [],
            periodYear,
          ),
        })),
    // seriesKey stands for seriesData's contents
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idsKey, namesKey, seriesKey],
  );
}

interface CompareChartModel {
  view: CompareView;
  state: CompareState;
  data: CompareData;
  names: string[];
  what: string;
  years: number[];
  series: ReturnType<typeof useCompareSeries>;
  onSelectYear: (year: number) => void;
  toolbar?: ReactNode;
}

/** One chart of the set from the model; null for the exporters of compared countries. */
function compareChart(chart: CompareChartId, model: CompareChartModel): ReactElement | null {
  const { view, state, data, names, what } = model;
  const countries = state.kind === 'countries';
  // A chart waits for the catalog's word on its products (and shows the lookup's failure).
  const pending = data.pendingCatalog;
  const rangeLabel = formatYearRange(view.from, view.to);
  switch (chart) {
    case 'compare-series':
      return (
        <CompareSeriesChart
          what={what}
          years={model.years}
          from={view.from}
          to={view.to}
          onSelectYear={model.onSelectYear}
          series={model.series}
          mode={state.mode}
          queries={[...data.series, ...pending]}
          toolbar={model.toolbar}
        />
      );
    case 'compare-figures': {
      const figures = figureRows(state, data, names);
      return (
        <CompareFiguresTable
          what={what}
          range={rangeLabel}
          columns={figures.columns}
          rows={figures.rows}
          queries={[...data.figures, ...data.other, ...data.partners, ...data.markets, ...pending]}
          note={
            <p className="chart-frame__note">
              Growth is the compound annual rate between the first and last year of the range with trade.
              {countries
                ? ` Partners counts up to ${ALL_PARTNERS_LIMIT}.`
                : ' Exporters are counted over the top list of the service.'}
            </p>
          }
        />
      );
    }
    case 'compare-concentration':
      return (
        <CompareConcentrationChart
          across={countries ? 'partners' : 'exporters'}
          what={what}
          range={rangeLabel}
          bars={state.ids.map((id, i) => ({
            id,
            name: names[i] ?? id,
            hhi: normaliseHhi(summaryOf(data.figures[i])?.partner_concentration),
          }))}
          queries={[...data.figures, ...pending]}
        />
      );
    case 'compare-exporters':
      if (countries) return null;
      return (
        <CompareExporters
          range={rangeLabel}
          queries={[...data.markets, ...pending]}
          lists={exporterLists(state.ids, data, names)}
        />
      );
  }
}

/** Each compared product's top exporters, each linked to the exporter's view of the product. */
function exporterLists(ids: string[], data: CompareData, names: string[]) {
  return ids.map((id, i) => ({
    id,
    name: names[i] ?? id,
    rows: (marketsOf(data.markets[i])?.top_exporters ?? []).map((p) => ({
      label: (
        <Link to={paths.country.getHref(p.exporter ?? '', { product: id, flow: 'export' })}>
          {nameOfCountry(p.exporter ?? '')}
        </Link>
      ),
      value: valueCell(p.value_usd, formatUsdCompact),
    })),
  }));
}

interface SummaryData {
  trade_value: number | null;
  growth: number | null;
  partner_concentration: number | null;
  top_partners: { partner: string; value_usd: number; share: number }[];
  periods: { period: string; value_usd: number }[];
}
type SummaryResult = { data: SummaryData };

function summaryOf(q: { data?: unknown } | undefined): SummaryData | undefined {
  return (q?.data as SummaryResult | undefined)?.data;
}
function marketsOf(q: { data?: unknown } | undefined) {
  return (
    q?.data as { data: { top_exporters: { exporter?: string | null; value_usd: number }[] } } | undefined
  )?.data;
}

function figureRows(
  state: CompareState,
  data: CompareData,
  names: string[],
): { columns: FigureColumn[]; rows: FigureRow[] } {
  const countries = state.kind === 'countries';
  const growth = { label: 'Growth (compound annual rate)', unit: 'fraction a year' };
  const columns: FigureColumn[] = countries
    ? [
        { label: 'Value', unit: 'USD' },
        growth,
        { label: 'Partners' },
        { label: 'Concentration (HHI)', unit: '0–10,000' },
        { label: 'Top partner' },
        { label: 'Top partner’s share', unit: 'fraction' },
        { label: 'Balance (exports − imports)', unit: 'USD' },
      ]
    : [
        { label: 'World trade value', unit: 'USD' },
        growth,
        { label: 'Concentration of exporters (HHI)', unit: '0–10,000' },
        { label: 'Top exporter' },
        { label: 'Top exporter’s share', unit: 'fraction' },
      ];
  const rows: FigureRow[] = [];
  state.ids.forEach((id, i) => {
    const s = summaryOf(data.figures[i]);
    if (!s) return;
    const top = s.top_partners[0];
    const hhi = normaliseHhi(s.partner_concentration);
    const common = [
      valueCell(s.trade_value, (v) => formatTotalUsd(v, s.periods.length)),
      valueCell(s.growth, formatGrowth),
    ];
    const hhiCell = valueCell(hhi === null ? null : Math.round(hhi), formatCount);
    const topShare = valueCell(top?.share, formatPercent);
    if (countries) {
      const other = summaryOf(data.other[i]);
      const partners = (data.partners[i]?.data as { data: unknown[] } | undefined)?.data;
      const exp = state.flow === 'export' ? s.trade_value : (other?.trade_value ?? null);
      const imp = state.flow === 'import' ? s.trade_value : (other?.trade_value ?? null);
      // Neither direction reports a year of trade: there is no balance, not a missing one.
      const noTradeEither =
        noTradeReported(s.trade_value, s.periods.length) &&
        !!other &&
        noTradeReported(other.trade_value, other.periods.length);
      const balance = valueCell(
        exp === null || imp === null || isWorldGroupId(id) ? null : exp - imp,
        noTradeEither ? () => NONE_REPORTED : formatUsdCompact,
      );
      rows.push({
        id,
        name: names[i] ?? id,
        cells: [
          ...common,
          // At the limit the count is a floor ("500+"): text in the files too, never a bare 500.
          partners && partners.length >= ALL_PARTNERS_LIMIT
            ? `${formatCount(partners.length)}+`
            : valueCell(partners?.length, formatCount),
          hhiCell,
          top ? nameOfCountry(top.partner) : 'n/a',
          topShare,
          balance,
        ],
      });
    } else {
      rows.push({
        id,
        name: names[i] ?? id,
        cells: [...common, hhiCell, top ? nameOfCountry(top.partner) : 'n/a', topShare],
      });
    }
  });
  return { columns, rows };
}
