/**
 * The country view's six charts, built from the view's data in one place, so the full view and
 * an embed of one chart draw exactly the same chart from the same props. Each chart
 * also gets the requests behind it (with their request_ids) for its "Get this chart" panel.
 */
import { useCallback, useMemo, type ReactElement } from 'react';
import type { ChartRequest } from '@/components/charts/export/chart-export';
import { countryName } from '@/lib/country-names';
import { useProductLabel } from '@/lib/hs/use-product-label';
import type { Flow } from '@/api/service-conventions';
import { toPartnerRows } from '@/components/charts/options/ranked-bars-option';
import { ConcentrationChart } from './charts/concentration-chart';
import { productPartnerSummary, sumValues, type SummaryLike } from './country-figures';
import { deriveChartQuery, type ChartQuery } from '@/components/charts/chart-state';
import { PartnerMapChart } from './charts/partner-map-chart';
import { ProductMixCard } from './charts/product-mix-chart';
import { SeriesChart } from './charts/series-chart';
import { TopPartnersChart } from './charts/top-partners-chart';
import { countryChartRequests, type CountryRequestName } from './country-requests';
import type { CountryData } from './use-country-data';
import { useQuantityUnit } from './use-quantity-unit';
import type { CountryViewState } from './country-state';

export const COUNTRY_CHART_IDS = [
  'exports-series',
  'imports-series',
  'top-partners',
  'partner-concentration',
  'partner-map',
  'product-mix',
] as const;
export type CountryChartId = (typeof COUNTRY_CHART_IDS)[number];

export const COUNTRY_CHART_TITLES: Record<CountryChartId, string> = {
  'exports-series': 'Exports per year',
  'imports-series': 'Imports per year',
  'top-partners': 'Top partners',
  'partner-concentration': 'Partner concentration',
  'partner-map': 'Map of partners',
  'product-mix': 'Product mix',
};

export interface CountryChartOptions {
  /** The service's coverage: the series span it, the selected years highlighted. */
  coverage?: { first: number; last: number };
  /** Selecting a year on a series (click, or its table button). */
  onSelectYear?: (year: number) => void;
}

/** The country's name (its detail's, else the runtime's stand-in) and a namer for partner ids. */
function useCountryNames(cid: string, detail: CountryData['detail']) {
  // Before (or without) the detail, the runtime's region name is a good stand-in for the id.
  const name = detail.data?.data.name ?? countryName(cid);
  const groupNames = useMemo(
    () => (detail.data ? new Map([[detail.data.data.id, detail.data.data.name]]) : undefined),
    [detail.data],
  );
  const nameOf = useCallback((id: string) => countryName(id, groupNames), [groupNames]);
  return { name, nameOf };
}

/** The ranking's partners, their rows with shares, and the concentration they give. */
function usePartnerFigures(view: CountryViewState, data: CountryData, nameOf: (id: string) => string) {
  const flowSummary = data.summary[view.flow];
  const total = flowSummary.data?.data.trade_value ?? null;
  const rankingPoints = data.rankingPartners.data?.data;
  // Shares are of the flow's total; with a product filter, of that product's partner total.
  const rankingTotal = view.product !== undefined ? sumValues(rankingPoints) : total;
  const partnerRows = useMemo(
    () => toPartnerRows(rankingPoints ?? [], nameOf, rankingTotal),
    [rankingPoints, nameOf, rankingTotal],
  );
  // Every figure follows the filters: under a product filter the concentration is the product's.
  const productSummary = useMemo(
    () => (rankingPoints ? productPartnerSummary(rankingPoints) : undefined),
    [rankingPoints],
  );
  const concentrationQuery: ChartQuery<SummaryLike> =
    view.product === undefined
      ? flowSummary
      : deriveChartQuery(data.rankingPartners, (points) => productSummary ?? productPartnerSummary(points));
  return { total, rankingPoints, rankingTotal, partnerRows, concentrationQuery };
}

/** The product filter as the catalog names it, and the filters in words (the series' note). */
function useFilterLabels(view: CountryViewState, data: CountryData, nameOf: (id: string) => string) {
  // A heading or chapter from the nomenclature, an HS6 code by its catalog name.
  const matches = data.productDetail.data?.data.matches;
  const hs6Name = matches?.find((m) => m.hs6 === view.product)?.name ?? null;
  const productName = useProductLabel(view.product, hs6Name, matches?.[0]?.hs_version ?? null);
  const filterParts = [
    productName,
    view.partner ? `with ${nameOf(view.partner)} (${view.partner})` : null,
  ].filter(Boolean);
  return { productName, filterLabel: filterParts.length ? filterParts.join(', ') : undefined };
}

/** Each request's answer on screen, by name, for the request_id its chart's panel shows. */
function answersByName(
  view: CountryViewState,
  data: CountryData,
): Record<CountryRequestName, { data?: { requestId?: string | null } }> {
  return {
    detail: data.detail,
    productDetail: data.productDetail,
    exportSummary: data.summary.export,
    importSummary: data.summary.import,
    exportSeries: data.series.export,
    importSeries: data.series.import,
    exportPartners: data.partners.export,
    importPartners: data.partners.import,
    productPartners: data.rankingPartners,
    otherProductPartners: data.productFigures?.partners[view.flow === 'export' ? 'import' : 'export'] ?? {},
    exportProductSummary: data.productFigures?.summary.export ?? {},
    importProductSummary: data.productFigures?.summary.import ?? {},
    products: data.products,
  };
}

export function useCountryCharts(
  cid: string,
  requested: CountryViewState,
  data: CountryData,
  options: CountryChartOptions = {},
) {
  // The view the requests used: without a product filter the catalog does not know.
  const view = data.view ?? requested;
  const { name, nameOf } = useCountryNames(cid, data.detail);
  const figures = usePartnerFigures(view, data, nameOf);
  const unit = useQuantityUnit(cid, view);
  const { productName, filterLabel } = useFilterLabels(view, data, nameOf);

  // The requests of each chart (the one description's), with the request_id of the answer on screen.
  const answers = answersByName(view, data);
  const requestsOf = (chart: CountryChartId): ChartRequest[] =>
    countryChartRequests(cid, view, chart).map(({ name: request, request: described }) => {
      const requestId = answers[request].data?.requestId ?? undefined;
      return requestId ? { ...described, requestId } : described;
    });

  const wiring: ChartWiring = {
    cid,
    name,
    view,
    data,
    options,
    unit,
    productName,
    filterLabel,
    nameOf,
    figures,
  };
  const render = (chart: CountryChartId): ReactElement =>
    renderCountryChart(chart, wiring, requestsOf(chart));
  const { total, rankingPoints, partnerRows } = figures;
  return { name, nameOf, total, rankingPoints, partnerRows, filterLabel, productName, render };
}

/** What every chart of the set is drawn from. */
interface ChartWiring {
  cid: string;
  name: string;
  view: CountryViewState;
  data: CountryData;
  options: CountryChartOptions;
  unit: ReturnType<typeof useQuantityUnit>;
  productName: string | undefined;
  filterLabel: string | undefined;
  nameOf: (id: string) => string;
  figures: ReturnType<typeof usePartnerFigures>;
}

/** One chart of the set, wired to its data and its requests. */
function renderCountryChart(chart: CountryChartId, w: ChartWiring, requests: ChartRequest[]): ReactElement {
  const { view, figures } = w;
  // What every chart is told, and in addition what both partner charts are told.
  const chartBase = { countryName: w.name, from: view.from, to: view.to, requests };
  const partnerBase = {
    ...chartBase,
    cid: w.cid,
    flow: view.flow,
    product: view.product,
    productLabel: w.productName,
    rows: figures.partnerRows,
    total: figures.rankingTotal,
    query: w.data.rankingPartners,
  };
  switch (chart) {
    case 'exports-series':
    case 'imports-series': {
      const flow: Flow = chart === 'exports-series' ? 'export' : 'import';
      return (
        <SeriesChart
          {...chartBase}
          flow={flow}
          coverage={w.options.coverage}
          onSelectYear={w.options.onSelectYear}
          measure={view.measure}
          unit={w.unit}
          filterLabel={w.filterLabel}
          productLabel={w.productName}
          query={w.data.series[flow]}
        />
      );
    }
    case 'top-partners':
      return <TopPartnersChart {...partnerBase} limit={view.limit} />;
    case 'partner-concentration':
      return (
        <ConcentrationChart
          {...chartBase}
          flow={view.flow}
          query={figures.concentrationQuery}
          nameOf={w.nameOf}
          product={w.productName}
          partnerCount={
            view.product !== undefined
              ? figures.rankingPoints?.filter((p) => p.value_usd > 0).length
              : undefined
          }
        />
      );
    case 'partner-map':
      return <PartnerMapChart {...partnerBase} />;
    case 'product-mix':
      return (
        <ProductMixCard
          {...chartBase}
          cid={w.cid}
          flow={view.flow}
          limit={view.limit}
          total={figures.total}
          query={w.data.products}
        />
      );
  }
}

export type CountryCharts = ReturnType<typeof useCountryCharts>;
