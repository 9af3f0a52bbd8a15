/**
 * The country view's embeddable charts (issue 10): all six, live from the view's URL
 * parameters (each asking only for its own requests) or from a snapshot (no request at all),
 * drawn by the same chart components as the full view.
 */
import type { ReactElement } from 'react';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { SnapshotError, type ChartSnapshot } from '@/components/charts/export/snapshot';
import { countryName } from '@/lib/country-names';
import { parseCountryId } from '@/lib/url-state';
import { readConcentrationSnapshot, ConcentrationChart } from './concentration-chart';
import { COUNTRY_CHART_IDS, COUNTRY_CHART_TITLES, countryChartNeeds, useCountryCharts, type CountryChartId } from './country-charts';
import { readPartnerSnapshot } from './partner-chart-parts';
import { PartnerMapChart } from './partner-map-chart';
import { ProductMixChart, readProductMixSnapshot } from './product-mix-chart';
import { SeriesChart, readSeriesSnapshot } from './series-chart';
import { TopPartnersChart } from './top-partners-chart';
import { fallbackCoverage, usableCoverage, useCoverage } from '@/api/queries/coverage';
import { viewFromSearch } from './country-requests';
import { useCountryData } from './use-country-data';

function isCountryChart(chart: string): chart is CountryChartId {
  return (COUNTRY_CHART_IDS as readonly string[]).includes(chart);
}

function CountryChartLive({ id = '', chart, search }: LiveEmbedProps) {
  // The service's coverage (cached); while it loads, the span the service promises stands in.
  const coverage = usableCoverage(useCoverage()) ?? fallbackCoverage();
  const view = viewFromSearch(search, coverage);
  const wanted: CountryChartId = isCountryChart(chart) ? chart : 'exports-series';
  const data = useCountryData(id, view, countryChartNeeds(wanted, view));
  const { render } = useCountryCharts(id, view, data, { coverage });
  return render(wanted);
}

function fromSnapshot(snapshot: ChartSnapshot): ReactElement {
  // The chart's own answer is the last of its requests (the first ones give names and totals).
  const requestId = snapshot.source.requestIds.at(-1);
  switch (snapshot.chart) {
    case 'exports-series':
    case 'imports-series':
      return <SeriesChart {...readSeriesSnapshot(snapshot.data, requestId)} />;
    case 'top-partners': {
      const props = readPartnerSnapshot(snapshot.data, (id) => countryName(id), requestId);
      return <TopPartnersChart {...props} limit={props.limit ?? props.rows.length} />;
    }
    case 'partner-map':
      return <PartnerMapChart {...readPartnerSnapshot(snapshot.data, (id) => countryName(id), requestId)} />;
    case 'partner-concentration':
      return <ConcentrationChart {...readConcentrationSnapshot(snapshot.data, requestId)} />;
    case 'product-mix':
      return <ProductMixChart {...readProductMixSnapshot(snapshot.data, requestId)} />;
    default:
      throw new SnapshotError('schema', `The snapshot names a chart the country view does not have (${snapshot.chart}).`);
  }
}

export const countryEmbed: EmbeddableView = {
  view: 'countries',
  canonicalId: (raw) => parseCountryId(raw) ?? null,
  idNoun: 'country',
  charts: COUNTRY_CHART_IDS.map((id) => ({ id, title: COUNTRY_CHART_TITLES[id] })),
  Live: CountryChartLive,
  fromSnapshot,
};
