/**
 * `/products`: the entry to the HS nomenclature. The 21 sections and their chapters with names
 * (from src/lib/hs, no request), each chapter a link to its product page, and world trade by
 * section and chapter for the chosen years as a treemap with a ranked table, each chapter's figure
 * the total its own page shows (use-products-index-data.ts).
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { ChartExportScopeProvider, useProvenance } from '@/components/charts/export/export-scope';
import { UrlNotices } from '@/components/ui/url-notices';
import { CoveragePending } from '@/components/ui/coverage-pending';
import { YearRangeField, type SetViewState } from '@/components/ui/view-controls';
import { useCoverageView } from '@/api/queries/use-coverage-view';
import { isDefaultYears, type Coverage } from '@/lib/coverage';
import { formatUsdCompact } from '@/lib/format';
import { chapterTitlesNote } from '@/lib/hs/hs-codes';
import { useCatalogRevision } from '@/api/queries/use-catalog-revision';
import { paths } from '@/lib/paths';
import { revisionChapter, tradeBySection } from './hs-index-figures';
import { HsTreemapChart } from './charts/hs-treemap-chart';
import { ProductChartLive } from './product-embed';
import { ProductSearch } from './product-search';
import { resolveIndexView } from './products-index-requests';
import { useProductsIndexData } from './use-products-index-data';
import './product-view.css';

export function HsIndexView() {
  const { view, coverage, notices, setState } = useCoverageView(resolveIndexView);
  // The header (with its search field) is rendered once, at one place, in both states: the
  // coverage's arrival must not mount a new search field and drop what the user has typed.
  return (
    <div className="product-view hs-index">
      <UrlNotices notices={notices} />
      <header className="product-header">
        <h1>Products: the HS nomenclature</h1>
        <p>
          The Harmonized System groups products in 21 sections and 96 chapters, then headings (4 digits) and
          subheadings (HS6, 6 digits). Open a chapter to walk down to its headings and HS6 codes, or search by
          code or name.
        </p>
        <ProductSearch />
      </header>
      {/* The years come from the service's coverage: until it is known, only the header is there. */}
      {view === null || coverage === null ? (
        <CoveragePending />
      ) : (
        <HsIndexLoaded years={view} coverage={coverage} setState={setState} />
      )}
    </div>
  );
}

interface HsIndexLoadedProps {
  years: { from: number; to: number };
  coverage: Coverage;
  setState: SetViewState;
}

function HsIndexLoaded({ years, coverage, setState }: HsIndexLoadedProps) {
  const index = useProductsIndexData(years);
  const values = index.chapters.values;
  const sections = useMemo(() => tradeBySection(values), [values]);
  const titlesNote = chapterTitlesNote(useCatalogRevision(revisionChapter(values)));
  // Links keep a chosen range; the default one is every view's anyway.
  const search = isDefaultYears(years, coverage) ? undefined : years;
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const exportScope = useMemo(
    () => ({
      view: 'products' as const,
      search: search ? `from=${search.from}&to=${search.to}` : '',
      source: provenance,
      Live: ProductChartLive,
    }),
    [search, provenance],
  );

  return (
    <>
      <form className="view-controls" aria-label="Years" onSubmit={(e) => e.preventDefault()}>
        <YearRangeField coverage={coverage} from={years.from} to={years.to} setState={setState} />
      </form>

      <ChartExportScopeProvider scope={exportScope}>
        <HsTreemapChart years={years} search={search} index={index} sections={sections} />
      </ChartExportScopeProvider>

      <h2 className="hs-index__title">Sections and chapters</h2>
      {titlesNote ? (
        <p className="hs-index__note" data-testid="chapter-titles-note">
          {titlesNote}
        </p>
      ) : null}
      <div className="hs-index__sections">
        {sections.map((s) => (
          <section
            key={s.section.id}
            id={`section-${s.section.id}`}
            aria-labelledby={`section-${s.section.id}-title`}
            className="hs-index__section"
          >
            <h3 id={`section-${s.section.id}-title`}>
              Section {s.section.id}: {s.section.name}
            </h3>
            <ul>
              {s.chapters.map((c) => (
                <li key={c.code}>
                  <Link to={paths.product.getHref(c.code, search)}>
                    <span className="code">{c.code}</span> {c.name}
                  </Link>
                  {c.value !== null ? (
                    <span className="hs-index__value" data-testid={`chapter-total-${c.code}`}>
                      {' '}
                      {formatUsdCompact(c.value)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
