/**
 * `/compare`: up to six countries or products side by side (ui-contract.md). Countries: their
 * value per year, key figures, and concentration on one scale, optionally for one product.
 * Products: world trade in each, key figures and each one's top exporters. The years follow the
 * service's coverage as in every view (compare-state.ts `useCompareView`): the figures the
 * selected years, by default every view's default range (lib/coverage.ts `defaultYears`); the series span the whole
 * coverage with the selection highlighted (a click or a table button selects a year); the pickers
 * list the covered years, marking those without data; URL years outside it are clamped with a
 * notice. Until the coverage is known only the choice of countries or products shows.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { ChartExportScopeProvider, useProvenance } from '@/components/charts/export/export-scope';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { UrlNotices } from '@/components/ui/url-notices';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { FlowField, YearRangeField } from '@/components/ui/view-controls';
import { paths } from '@/lib/paths';
import { useCompareCharts } from './compare-charts';
import { CompareChartLive } from './compare-embed';
import { ComparePicker, type Chip } from './compare-picker';
import { compareSearch, useCompareView, type CompareKind } from './compare-state';
import type { CompareMode } from './compare-transforms';
import type { Coverage } from '@/lib/coverage';
import './compare-view.css';

const FLOW_LABELS = { export: 'Exports', import: 'Imports' } as const;

export function CompareView() {
  const { state, view, explicit, coverage, notices, setState } = useCompareView();
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const exportScope = useMemo(
    () => ({
      view: 'compare' as const,
      search: compareSearch(state),
      source: provenance,
      Live: CompareChartLive,
    }),
    [state, provenance],
  );
  // A year picked on the series (click or its table button) becomes the whole selection.
  const onSelectYear = useCallback((year: number) => setState({ from: year, to: year }), [setState]);
  const toolbar = <CompareModeSwitch mode={state.mode} setState={setState} />;
  // The requests without years (series, names) start at once; the rest once the coverage is known.
  const {
    names,
    nameOf,
    asked,
    notices: catalogNotices,
    what,
    countries,
    render,
  } = useCompareCharts(state, { view, coverage, onSelectYear, toolbar });
  useDocumentTitle(state.ids.length ? `Compare ${names.join(', ')}` : 'Compare');

  // The years a chip's link carries: the URL's, once inside the coverage (none when it names none).
  const chips: Chip[] = state.ids.map((id) => ({
    id,
    name: nameOf(id),
    href: countries
      ? paths.country.getHref(id, { flow: state.flow, ...explicit, product: asked.product })
      : paths.product.getHref(id, { flow: state.flow, ...explicit }),
  }));

  return (
    <div className="compare-view">
      <UrlNotices notices={[...notices, ...catalogNotices]} />
      <CompareHeader kind={state.kind} title={state.ids.length ? what : `Compare up to six ${state.kind}`} />

      <ComparePicker kind={state.kind} chips={chips} onChange={(ids) => setState({ ids })} />

      {/* The years come from the service's coverage: until it is known, only the choice above shows. */}
      {view === null || coverage === null ? (
        <CoveragePending />
      ) : (
        <>
          <CompareControls view={view} coverage={coverage} setState={setState} />

          {asked.ids.length === 0 ? (
            <p className="notice" role="status">
              Add a {countries ? 'country' : 'product'} above, or open the search with <kbd>/</kbd> and type
              for example “Brazil vs Argentina”.
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
        </>
      )}
    </div>
  );
}

type SetCompareState = ReturnType<typeof useCompareView>['setState'];

function CompareModeSwitch({ mode, setState }: { mode: CompareMode; setState: SetCompareState }) {
  return (
    <fieldset className="compare-mode">
      <legend>Show</legend>
      {(['value', 'index', 'share'] as CompareMode[]).map((m) => (
        <label key={m}>
          <input
            type="radio"
            name="compare-mode"
            value={m}
            checked={mode === m}
            onChange={() => setState({ mode: m })}
          />{' '}
          {m === 'value' ? 'Value' : m === 'index' ? 'Index (first year = 100)' : 'Share of the sum'}
        </label>
      ))}
    </fieldset>
  );
}

function CompareHeader({ kind, title }: { kind: CompareKind; title: string }) {
  return (
    <header className="compare-view__header">
      <p className="compare-view__eyebrow">Compare {kind}</p>
      <h1>{title}</h1>
      <p>
        {kind === 'countries' ? (
          <Link to={paths.compare.getHref({ products: [] })}>Compare products instead</Link>
        ) : (
          <Link to={paths.compare.getHref({ countries: [] })}>Compare countries instead</Link>
        )}
      </p>
    </header>
  );
}

/** The same controls as every other view (view-controls.tsx). */
function CompareControls({
  view,
  coverage,
  setState,
}: {
  view: NonNullable<ReturnType<typeof useCompareView>['view']>;
  coverage: Coverage;
  setState: SetCompareState;
}) {
  return (
    <form className="view-controls" aria-label="Comparison settings" onSubmit={(e) => e.preventDefault()}>
      <FlowField
        legend="Flow"
        labels={FLOW_LABELS}
        flow={view.flow}
        setState={({ flow }) => setState({ flow: flow === 'import' ? 'import' : 'export' })}
      />
      <YearRangeField
        coverage={coverage}
        from={view.from}
        to={view.to}
        setState={({ from, to }) =>
          setState({ ...(from !== undefined && { from }), ...(to !== undefined && { to }) })
        }
      />
    </form>
  );
}
