/**
 * `/products`: the entry to the HS nomenclature. The 21 sections and their chapters with names
 * (from src/lib/hs, no request), each chapter a link to its product page, and world trade by
 * section and chapter for the chosen years as a treemap with a ranked table, made from the World
 * group's product ranking (use-products-index-data.ts); the page says what that leaves out.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { chartState, firstError } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { useChartClick } from '@/components/charts/use-chart-click';
import { useTheme } from '@/components/ui/theme';
import { UrlNotices } from '@/components/ui/url-notices';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { YearRangeField, type SetViewState } from '@/components/ui/view-controls';
import { useCoverageView } from '@/api/queries/use-coverage-view';
import type { Coverage } from '@/lib/coverage';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { buildHsTreemapOption } from './charts/hs-treemap-option';
import { rankedChapters, tradeBySection } from './hs-index-figures';
import { ProductSearch } from './product-search';
import { resolveIndexView, WORLD_RANKING_LIMIT } from './products-index-requests';
import { useProductsIndexData } from './use-products-index-data';
import './product-view.css';

export function HsIndexView() {
  const { view, coverage, notices, setState } = useCoverageView(resolveIndexView);
  const intro = (
    <>
      <UrlNotices notices={notices} />
      <header className="product-header">
        <h1>Products: the HS nomenclature</h1>
        <p>
          The Harmonized System groups products in 21 sections and 96 chapters, then headings (4 digits) and subheadings
          (HS6, 6 digits). Open a chapter to walk down to its headings and HS6 codes, or search by code or name.
        </p>
        <ProductSearch />
      </header>
    </>
  );
  // The years come from the service's coverage: until it is known, only the header is there.
  if (view === null || coverage === null)
    return (
      <div className="product-view hs-index">
        {intro}
        <CoveragePending />
      </div>
    );
  return <HsIndexLoaded years={view} coverage={coverage} setState={setState} intro={intro} />;
}

interface HsIndexLoadedProps {
  years: { from: number; to: number };
  coverage: Coverage;
  setState: SetViewState;
  intro: ReactNode;
}

function HsIndexLoaded({ years, coverage, setState, intro }: HsIndexLoadedProps) {
  const { group, worldId, ranking, total } = useProductsIndexData(years);
  const { theme } = useTheme();
  const navigate = useNavigate();

  const points = ranking.data?.data;
  const sections = useMemo(() => tradeBySection(points), [points]);
  const chapters = useMemo(() => rankedChapters(sections), [sections]);
  const worldTotal = total.data?.data.trade_value ?? null;
  const rankedSum = chapters.reduce((s, c) => s + (c.value ?? 0), 0);
  const option = useMemo(() => buildHsTreemapOption({ sections, total: worldTotal, theme }), [sections, worldTotal, theme]);
  // Links keep a chosen range; the default one (the latest complete year) is every view's anyway.
  const latest = coverage.latestComplete;
  const search = years.from !== latest || years.to !== latest ? years : undefined;
  const { containerRef, onRendered } = useChartClick((_, name) => {
    const code = /^(\d{2}) /.exec(name)?.[1];
    if (code) void navigate(paths.product.getHref(code, search));
  });
  const range = formatYearRange(years.from, years.to);
  const noWorld = group.isSuccess && worldId === null;
  const queries = noWorld ? [group] : [group, ranking, total];

  return (
    <div className="product-view hs-index">
      {intro}

      <form className="view-controls" aria-label="Years" onSubmit={(e) => e.preventDefault()}>
        <YearRangeField coverage={coverage} from={years.from} to={years.to} setState={setState} />
      </form>

      <ChartFrame
        reserve={420}
        chartId="hs-treemap"
        title="World trade by section and chapter"
        description={`World exports by HS section and chapter, ${range}, from the ${WORLD_RANKING_LIMIT} largest HS6 codes of the World group's product ranking summed per chapter. Codes outside those ${WORLD_RANKING_LIMIT} are left out, so small chapters may show little or nothing. Select a chapter to open it.`}
        state={noWorld ? 'empty' : chartState(queries, chapters.length > 0)}
        error={firstError(queries)}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
        updating={ranking.isPlaceholderData || total.isPlaceholderData}
        emptyMessage={
          noWorld ? 'The service lists no World group, so world trade by chapter cannot be shown; the chapters below still open.' : `No trade reported ${range}.`
        }
        table={{
          caption: `Chapters ranked by world trade (${WORLD_RANKING_LIMIT} largest HS6 codes), ${range}`,
          columns: [{ label: 'Chapter' }, { label: 'Section' }, { label: 'World trade (USD)', numeric: true }, { label: 'Share of world', numeric: true }],
          rows: chapters.map((c) => [
            <Link key={c.code} to={paths.product.getHref(c.code, search)}>
              <span className="code">{c.code}</span> {c.name}
            </Link>,
            `${c.section.id} ${c.section.name}`,
            formatUsdExact(c.value),
            worldTotal && c.value !== null ? formatPercent(c.value / worldTotal) : 'n/a',
          ]),
        }}
        footer={
          worldTotal && rankedSum > 0 ? (
            <p className="chart-frame__note" data-testid="hs-coverage">
              The {points?.length ?? 0} ranked codes account for {formatUsdCompact(rankedSum)} of the world's{' '}
              {formatUsdCompact(worldTotal)} ({formatPercent(rankedSum / worldTotal)}); the rest is in smaller codes.
            </p>
          ) : (
            // The note's line, kept until the figures are there, so the page does not move then.
            <p className="chart-frame__note" aria-hidden="true">
              {'\u00a0'}
            </p>
          )
        }
      >
        <div ref={containerRef}>
          <EChart option={option} height={420} onRendered={onRendered} />
        </div>
      </ChartFrame>

      <h2 className="hs-index__title">Sections and chapters</h2>
      <div className="hs-index__sections">
        {sections.map((s) => (
          <section key={s.section.id} id={`section-${s.section.id}`} aria-labelledby={`section-${s.section.id}-title`} className="hs-index__section">
            <h3 id={`section-${s.section.id}-title`}>
              Section {s.section.id}: {s.section.name}
            </h3>
            <ul>
              {s.chapters.map((c) => (
                <li key={c.code}>
                  <Link to={paths.product.getHref(c.code, search)}>
                    <span className="code">{c.code}</span> {c.name}
                  </Link>
                  {c.value !== null ? <span className="hs-index__value"> {formatUsdCompact(c.value)}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
