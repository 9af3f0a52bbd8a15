/**
 * `/compare`: up to six countries or products side by side (ui-contract.md). Countries: their
 * value per year, key figures, and concentration on one scale, optionally for one product.
 * Products: world trade in each, key figures and each one's top exporters. The years follow the
 * service's coverage as in every view (compare-state.ts `useCompareView`): the figures the
 * selected years, by default the latest complete year the service has; the series span the whole
 * coverage with the selection highlighted (a click or a table button selects a year); the pickers
 * list the covered years, marking those without data; URL years outside it are clamped with a
 * notice. Until the coverage is known only the choice of countries or products shows.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { periodYear } from '@/api/service-conventions';
import { normaliseHhi } from '@/components/charts/options/concentration-option';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { YearRangeField } from '@/components/ui/view-controls';
import { countryName } from '@/lib/country-names';
import type { Coverage } from '@/lib/coverage';
import { formatCount, formatGrowth, formatPercent, formatUsdCompact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CompareConcentrationChart, CompareExporters, CompareFiguresTable, CompareSeriesChart, type FigureRow } from './compare-charts';
import { ComparePicker, type Chip } from './compare-picker';
import { useCompareView, type CompareState, type CompareView as CompareViewState } from './compare-state';
import { byYearOf, yearsBetween, type CompareMode } from './compare-transforms';
import { ALL_PARTNERS_LIMIT, useCompareData, type CompareData } from './use-compare-data';
import './compare-view.css';

const GROUP_NAMES = new Map([['XW', 'World'], ['EU', 'European Union']]);
const nameOfCountry = (id: string) => countryName(id, GROUP_NAMES);

function productLabel(id: string, data: CompareData, i: number): string {
  const matches = (data.details[i]?.data as { data: { matches: { hs6: string; name: string }[] } } | undefined)?.data.matches;
  const exact = matches?.find((m) => m.hs6 === id);
  return exact ? `${exact.name} (HS ${id})` : `HS ${id}`;
}

/** The compared entries' names (a product's from its detail, once known). */
function namesOf(state: CompareState, data: CompareData): string[] {
  return state.ids.map((id, i) => (state.kind === 'countries' ? nameOfCountry(id) : productLabel(id, data, i)));
}

/** What is compared, in words: the heading and every chart's description. */
function describe(state: CompareState, names: string[]): string {
  const flowWord = state.flow === 'export' ? 'exports' : 'imports';
  return state.kind === 'countries'
    ? `${flowWord[0]!.toUpperCase()}${flowWord.slice(1)}${state.product ? ` of HS ${state.product}` : ''} of ${names.join(', ') || 'no country yet'}`
    : `World ${flowWord} of ${names.join(', ') || 'no product yet'}`;
}

export function CompareView() {
  const { state, view, explicit, coverage, notices, setState } = useCompareView();
  // The requests without years (series, names) start at once; the rest once the coverage is known.
  const data = useCompareData(state, view);
  const countries = state.kind === 'countries';
  const names = namesOf(state, data);
  const what = describe(state, names);
  useDocumentTitle(state.ids.length ? `Compare ${names.join(', ')}` : 'Compare');

  // The years a chip's link carries: the URL's, once inside the coverage (none when it names none).
  const chips: Chip[] = state.ids.map((id, i) => ({
    id,
    name: names[i] ?? id,
    href: countries
      ? paths.country.getHref(id, { flow: state.flow, ...explicit, product: state.product })
      : paths.product.getHref(id, { flow: state.flow, ...explicit }),
  }));

  return (
    <div className="compare-view">
      <UrlNotices notices={notices} />
      <header className="compare-view__header">
        <p className="compare-view__eyebrow">Compare {state.kind}</p>
        <h1>{state.ids.length ? what : `Compare up to six ${state.kind}`}</h1>
        <p>
          {countries ? (
            <Link to={paths.compare.getHref({ products: [] })}>Compare products instead</Link>
          ) : (
            <Link to={paths.compare.getHref({ countries: [] })}>Compare countries instead</Link>
          )}
        </p>
      </header>

      <ComparePicker kind={state.kind} chips={chips} onChange={(ids) => setState({ ids })} />

      {/* The years come from the service's coverage: until it is known, only the choice above shows. */}
      {view === null || coverage === null ? (
        <CoveragePending />
      ) : (
        <CompareBody view={view} coverage={coverage} data={data} names={names} what={what} setState={setState} />
      )}
    </div>
  );
}

interface CompareBodyProps {
  view: CompareViewState;
  coverage: Coverage;
  data: CompareData;
  names: string[];
  what: string;
  setState: (patch: Partial<CompareState>) => void;
}

/** The controls and the charts, over the coverage. */
function CompareBody({ view, coverage, data, names, what, setState }: CompareBodyProps) {
  const years = useMemo(() => yearsBetween(coverage.first, coverage.last), [coverage.first, coverage.last]);
  const countries = view.kind === 'countries';
  const rangeLabel = formatYearRange(view.from, view.to);
  // A year picked on the series (click or its table button) becomes the whole selection.
  const onSelectYear = useCallback((year: number) => setState({ from: year, to: year }), [setState]);

  // Stable keys of what the series depend on (the query results are new objects each render).
  const idsKey = view.ids.join(',');
  const namesKey = names.join('\u0000');
  const seriesKey = data.series.map((q) => q.dataUpdatedAt).join(',');
  const seriesData = data.series;
  const series = useMemo(
    () =>
      idsKey.split(',').filter(Boolean).map((id, i) => ({
        id,
        name: namesKey.split('\u0000')[i] ?? id,
        byYear: byYearOf((seriesData[i]?.data as SummaryResult | undefined)?.data.periods ?? [], periodYear),
      })),
    // seriesKey stands for seriesData's contents
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idsKey, namesKey, seriesKey],
  );

  const figures = figureRows(view, data, names);
  const bars = view.ids.map((id, i) => ({ name: names[i] ?? id, hhi: normaliseHhi(summaryOf(data.figures[i])?.partner_concentration) }));

  const toolbar = (
    <fieldset className="compare-mode">
      <legend>Show</legend>
      {(['value', 'index', 'share'] as CompareMode[]).map((m) => (
        <label key={m}>
          <input type="radio" name="compare-mode" value={m} checked={view.mode === m} onChange={() => setState({ mode: m })} />{' '}
          {m === 'value' ? 'Value' : m === 'index' ? 'Index (first year = 100)' : 'Share of the sum'}
        </label>
      ))}
    </fieldset>
  );

  return (
    <>
      <form className="compare-controls" aria-label="Comparison settings" onSubmit={(e) => e.preventDefault()}>
        <label>
          Flow{' '}
          <select value={view.flow} onChange={(e) => setState({ flow: e.target.value === 'import' ? 'import' : 'export' })}>
            <option value="export">Exports</option>
            <option value="import">Imports</option>
          </select>
        </label>
        <YearRangeField
          coverage={coverage}
          from={view.from}
          to={view.to}
          setState={({ from, to }) => setState({ ...(from !== undefined && { from }), ...(to !== undefined && { to }) })}
        />
      </form>

      {view.ids.length === 0 ? (
        <p className="notice" role="status">
          Add a {countries ? 'country' : 'product'} above, or open the search with <kbd>/</kbd> and type for example “Brazil vs Argentina”.
        </p>
      ) : (
        <div className="compare-grid">
          <CompareSeriesChart
            what={what}
            years={years}
            from={view.from}
            to={view.to}
            onSelectYear={onSelectYear}
            series={series}
            mode={view.mode}
            queries={data.series}
            toolbar={toolbar}
          />
          <CompareFiguresTable
            what={what}
            range={rangeLabel}
            columns={figures.columns}
            rows={figures.rows}
            queries={[...data.figures, ...data.other, ...data.partners, ...data.markets]}
            note={
              <p className="chart-frame__note">
                Growth is the compound annual rate between the first and last year of the range with trade.
                {countries ? ` Partners counts up to ${ALL_PARTNERS_LIMIT}.` : ' Exporters are counted over the top list of the service.'}
              </p>
            }
          />
          <CompareConcentrationChart what={what} range={rangeLabel} bars={bars} queries={data.figures} />
          {!countries ? (
            <CompareExporters
              range={rangeLabel}
              queries={data.markets}
              lists={view.ids.map((id, i) => ({
                id,
                name: names[i] ?? id,
                rows: (marketsOf(data.markets[i])?.top_exporters ?? []).map((p) => ({
                  label: <Link to={paths.country.getHref(p.exporter ?? '', { product: id, flow: 'export' })}>{nameOfCountry(p.exporter ?? '')}</Link>,
                  value: formatUsdCompact(p.value_usd),
                })),
              }))}
            />
          ) : null}
        </div>
      )}
    </>
  );
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
  return (q?.data as { data: { top_exporters: { exporter?: string | null; value_usd: number }[] } } | undefined)?.data;
}

function figureRows(state: CompareState, data: CompareData, names: string[]): { columns: string[]; rows: FigureRow[] } {
  const countries = state.kind === 'countries';
  const columns = countries
    ? ['Value', 'Growth (compound annual rate)', 'Partners', 'Concentration (HHI)', 'Top partner', 'Top partner’s share', 'Balance (exports − imports)']
    : ['World trade value', 'Growth (compound annual rate)', 'Concentration of exporters (HHI)', 'Top exporter', 'Top exporter’s share'];
  const rows: FigureRow[] = [];
  state.ids.forEach((id, i) => {
    const s = summaryOf(data.figures[i]);
    if (!s) return;
    const top = s.top_partners[0];
    const hhi = normaliseHhi(s.partner_concentration);
    const common = [formatUsdCompact(s.trade_value), formatGrowth(s.growth)];
    if (countries) {
      const other = summaryOf(data.other[i]);
      const partners = (data.partners[i]?.data as { data: unknown[] } | undefined)?.data;
      const exp = state.flow === 'export' ? s.trade_value : (other?.trade_value ?? null);
      const imp = state.flow === 'import' ? s.trade_value : (other?.trade_value ?? null);
      const balance = exp === null || imp === null || id === 'XW' ? 'n/a' : formatUsdCompact(exp - imp);
      rows.push({
        id,
        name: names[i] ?? id,
        cells: [
          ...common,
          partners ? `${formatCount(partners.length)}${partners.length >= ALL_PARTNERS_LIMIT ? '+' : ''}` : 'n/a',
          hhi === null ? 'n/a' : formatCount(Math.round(hhi)),
          top ? nameOfCountry(top.partner) : 'n/a',
          top ? formatPercent(top.share) : 'n/a',
          balance,
        ],
      });
    } else {
      rows.push({
        id,
        name: names[i] ?? id,
        cells: [...common, hhi === null ? 'n/a' : formatCount(Math.round(hhi)), top ? nameOfCountry(top.partner) : 'n/a', top ? formatPercent(top.share) : 'n/a'],
      });
    }
  });
  return { columns, rows };
}
