/**
 * `/compare`: up to six countries or products side by side (ui-contract.md). Countries: their
 * value per year, key figures, and concentration on one scale, optionally for one product.
 * Products: world trade in each, key figures and each one's top exporters. The series cover the
 * whole coverage; the figures the selected years (by default the latest complete year).
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTradeSource } from '@/api/data-source-context';
import { ChartExportScopeProvider, provenanceOf } from '@/components/charts/export/export-scope';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { paths } from '@/lib/paths';
import { useCompareCharts } from './compare-chart-set';
import { CompareChartLive } from './compare-embed';
import { ComparePicker, type Chip } from './compare-picker';
import { compareSearch, useCompareState } from './compare-state';
import type { CompareMode } from './compare-transforms';
import './compare-view.css';

export function CompareView() {
  const { state, notices, setState } = useCompareState();
  const source = useTradeSource();
  const exportScope = useMemo(
    () => ({ view: 'compare' as const, search: compareSearch(state), source: provenanceOf(source.key), Live: CompareChartLive }),
    [state, source.key],
  );
  const toolbar = (
    <fieldset className="compare-mode">
      <legend>Show</legend>
      {(['value', 'index', 'share'] as CompareMode[]).map((m) => (
        <label key={m}>
          <input type="radio" name="compare-mode" value={m} checked={state.mode === m} onChange={() => setState({ mode: m })} />{' '}
          {m === 'value' ? 'Value' : m === 'index' ? 'Index (first year = 100)' : 'Share of the sum'}
        </label>
      ))}
    </fieldset>
  );
  const { coverage, range, names, what, countries, render } = useCompareCharts(state, { toolbar });
  useDocumentTitle(state.ids.length ? `Compare ${names.join(', ')}` : 'Compare');

  const chips: Chip[] = state.ids.map((id, i) => ({
    id,
    name: names[i] ?? id,
    href: countries
      ? paths.country.getHref(id, { flow: state.flow, from: state.from, to: state.to, product: state.product })
      : paths.product.getHref(id, { flow: state.flow, from: state.from, to: state.to }),
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

      <form className="compare-controls" aria-label="Comparison settings" onSubmit={(e) => e.preventDefault()}>
        <label>
          Flow{' '}
          <select value={state.flow} onChange={(e) => setState({ flow: e.target.value === 'import' ? 'import' : 'export' })}>
            <option value="export">Exports</option>
            <option value="import">Imports</option>
          </select>
        </label>
        <YearSelect label="From" value={range.from} years={coverage.years} onChange={(y) => setState({ from: y, to: Math.max(y, range.to) })} />
        <YearSelect label="To" value={range.to} years={coverage.years} onChange={(y) => setState({ to: y, from: Math.min(y, range.from) })} />
      </form>

      {state.ids.length === 0 ? (
        <p className="notice" role="status">
          Add a {countries ? 'country' : 'product'} above, or open the search with <kbd>/</kbd> and type for example “Brazil vs Argentina”.
        </p>
      ) : (
        <ChartExportScopeProvider scope={exportScope}>
          <div className="compare-grid">
            {render('compare-series')}
            {render('compare-figures')}
            {render('compare-concentration')}
            {render('compare-exporters')}
          </div>
        </ChartExportScopeProvider>
      )}
    </div>
  );
}

/** A year of the coverage; a year without data is shown but cannot be chosen. */
function YearSelect(props: { label: string; value: number; years: readonly { year: number; hasData: boolean }[]; onChange: (year: number) => void }) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.years.map((y) => (
          <option key={y.year} value={y.year} disabled={!y.hasData}>
            {y.year}
            {y.hasData ? '' : ' (no data yet)'}
          </option>
        ))}
      </select>
    </label>
  );
}

