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
import { countryViewRequests, type CountryData, type CountryRequestName } from './use-country-data';
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

const summaryOf = (flow: Flow): CountryRequestName => (flow === 'export' ? 'exportSummary' : 'importSummary');
const rankingOf = (view: CountryViewState): CountryRequestName =>
  view.product !== undefined
    ? 'productPartners'
    : view.flow === 'export'
      ? 'exportPartners'
      : 'importPartners';

/** The requests one chart needs (an embed asks for these alone). */
export function countryChartNeeds(chart: CountryChartId, view: CountryViewState): CountryRequestName[] {
  switch (chart) {
    case 'exports-series':
      return ['detail', 'exportSeries'];
    case 'imports-series':
      return ['detail', 'importSeries'];
    case 'partner-concentration':
      // With a product filter, the index is that product's: from its partner list.
      return view.product !== undefined ? ['detail', 'productPartners'] : ['detail', summaryOf(view.flow)];
    case 'product-mix':
      return ['detail', summaryOf(view.flow), 'products'];
    case 'top-partners':
    case 'partner-map':
      return ['detail', summaryOf(view.flow), rankingOf(view)];
  }
}

export interface CountryChartOptions {
  /** The service's coverage: the series span it, the selected years highlighted. */
  coverage?: { first: number; last: number };
  /** Selecting a year on a series (click, or its table button). */
  onSelectYear?: (year: number) => void;
}

export function useCountryCharts(
  cid: string,
  requested: CountryViewState,
  data: CountryData,
  options: CountryChartOptions = {},
) {
  const { detail } = data;
  // The view the requests used: without a product filter the catalog does not know.
  const view = data.view ?? requested;
  // Before (or without) the detail, the runtime's region name is a good stand-in for the id.
  const name = detail.data?.data.name ?? countryName(cid);
  const groupNames = useMemo(
    () => (detail.data ? new Map([[detail.data.data.id, detail.data.data.name]]) : undefined),
    [detail.data],
  );
  const nameOf = useCallback((id: string) => countryName(id, groupNames), [groupNames]);

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

  const unit = useQuantityUnit(cid, view);

  // The product filter as the catalog names it (a heading or chapter from the nomenclature).
  const hs6Name = data.productDetail.data?.data.matches.find((m) => m.hs6 === view.product)?.name ?? null;
  const productName = useProductLabel(view.product, hs6Name);
  const filterParts = [
    productName,
    view.partner ? `with ${nameOf(view.partner)} (${view.partner})` : null,
  ].filter(Boolean);
  const filterLabel = filterParts.length ? filterParts.join(', ') : undefined;

  // The requests of each chart, with the request_id of the answer on screen.
  const descriptors = countryViewRequests(cid, view);
  const answers: Record<CountryRequestName, { data?: { requestId?: string | null } }> = {
    detail,
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
  const requestsOf = (chart: CountryChartId): ChartRequest[] =>
    countryChartNeeds(chart, view).flatMap((n) => {
      const d = descriptors[n];
      if (!d) return [];
      const requestId = answers[n].data?.requestId ?? undefined;
      return [requestId ? { ...d, requestId } : d];
    });

  // What every chart is told, and in addition what both partner charts are told.
  const chartBase = { countryName: name, from: view.from, to: view.to };
  const partnerBase = {
    ...chartBase,
    cid,
    flow: view.flow,
    product: view.product,
    productLabel: productName,
    rows: partnerRows,
    total: rankingTotal,
    query: data.rankingPartners,
  };

  const render = (chart: CountryChartId): ReactElement => {
    switch (chart) {
      case 'exports-series':
      case 'imports-series': {
        const flow: Flow = chart === 'exports-series' ? 'export' : 'import';
        return (
          <SeriesChart
            {...chartBase}
            flow={flow}
            coverage={options.coverage}
            onSelectYear={options.onSelectYear}
            measure={view.measure}
            unit={unit}
            filterLabel={filterLabel}
            productLabel={productName}
            query={data.series[flow]}
            requests={requestsOf(chart)}
          />
        );
      }
      case 'top-partners':
        return <TopPartnersChart {...partnerBase} limit={view.limit} requests={requestsOf(chart)} />;
      case 'partner-concentration':
        return (
          <ConcentrationChart
            {...chartBase}
            flow={view.flow}
            query={concentrationQuery}
            nameOf={nameOf}
            requests={requestsOf(chart)}
            product={productName}
            partnerCount={
              view.product !== undefined ? rankingPoints?.filter((p) => p.value_usd > 0).length : undefined
            }
          />
        );
      case 'partner-map':
        return <PartnerMapChart {...partnerBase} requests={requestsOf(chart)} />;
      case 'product-mix':
        return (
          <ProductMixCard
            {...chartBase}
            cid={cid}
            flow={view.flow}
            limit={view.limit}
            total={total}
            query={data.products}
            requests={requestsOf(chart)}
          />
        );
    }
  };

  return { name, nameOf, total, rankingPoints, partnerRows, filterLabel, productName, render };
}
