/**
 * The country view's embeddable charts: all six, drawn by the same chart components
 * as the full view from the view's URL parameters, each asking only for its own requests. A
 * snapshot embed renders this same component over the snapshot's recorded answers.
 */
import { useMemo } from 'react';
import type { EmbeddableView, LiveEmbedProps } from '@/components/charts/export/embed-registry';
import { parseCountryId } from '@/lib/url-state';
import {
  COUNTRY_CHART_IDS,
  COUNTRY_CHART_TITLES,
  useCountryCharts,
  type CountryChartId,
} from './country-charts';
import { coverageOfYears, useEmbedCoverage } from '@/components/charts/export/embed-coverage';
import { countryChartNeeds, viewFromSearch } from './country-requests';
import { useCountryData } from './use-country-data';
import { countryQueries } from '@/api/queries/countries';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { countryName } from '@/lib/country-names';
import {
  COUNTRY_INSIGHT_CHARTS,
  COUNTRY_INSIGHT_TITLES,
  CountryInsightChart,
  useCountryInsights,
  type CountryInsightChart as CountryInsightChartId,
} from './insights/country-insights';

function isInsightChart(chart: string): chart is CountryInsightChartId {
  return (COUNTRY_INSIGHT_CHARTS as readonly string[]).includes(chart);
}

/** A specialisation, change or dependence chart: its own requests only. */
function CountryInsightLive({
  id,
  chart,
  search,
}: {
  id: string;
  chart: CountryInsightChartId;
  search: string;
}) {
  const source = useTradeSource();
  const { coverage } = useEmbedCoverage(search);
  const view = viewFromSearch(id, search, coverage);
  const detail = useSourceQuery(countryQueries.detail(source, id));
  const name = detail.data?.data.name ?? countryName(id);
  const insights = useCountryInsights(id, name, view, coverage, { only: chart });
  return <CountryInsightChart chart={chart} insights={insights} />;
}

function isCountryChart(chart: string): chart is CountryChartId {
  return (COUNTRY_CHART_IDS as readonly string[]).includes(chart);
}

export function CountryChartLive(props: LiveEmbedProps) {
  const { id = '', chart, search } = props;
  if (isInsightChart(chart)) return <CountryInsightLive id={id} chart={chart} search={search} />;
  return <CountryBaseChartLive {...props} />;
}

function CountryBaseChartLive({ id = '', chart, search }: LiveEmbedProps) {
  // The service's coverage (cached; the promised span while it loads), unless the link fixes the
  // years: then the series span them and the years of their own data.
  const { coverage, fixed } = useEmbedCoverage(search);
  const view = viewFromSearch(id, search, coverage);
  const wanted: CountryChartId = isCountryChart(chart) ? chart : 'exports-series';
  const data = useCountryData(id, view, countryChartNeeds(wanted, view));
  const seriesPoints = data.series[wanted === 'imports-series' ? 'import' : 'export'].data?.data;
  const seriesSpan = useMemo(
    () => (fixed ? coverageOfYears(fixed, seriesPoints) : coverage),
    [fixed, seriesPoints, coverage],
  );
  const { render } = useCountryCharts(id, view, data, { coverage: seriesSpan });
  return render(wanted);
}

export const countryEmbed: EmbeddableView = {
  view: 'countries',
  canonicalId: (raw) => parseCountryId(raw) ?? null,
  idNoun: 'country',
  charts: [
    ...COUNTRY_CHART_IDS.map((id) => ({ id, title: COUNTRY_CHART_TITLES[id] })),
    ...COUNTRY_INSIGHT_CHARTS.map((id) => ({ id, title: COUNTRY_INSIGHT_TITLES[id] })),
  ],
  Live: CountryChartLive,
};
