/**
 * `hs-treemap`: world trade by HS section and chapter for the chosen years, as a treemap with a
 * ranked table, from one World summary per chapter (the total each chapter page shows); a chapter
 * opens its product page. Used
 * by the HS index (`/products`) and its embed.
 */
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { frameStateOf } from '@/components/charts/chart-state';
import { mergeNotes } from '@/api/answers/service-notes';
import { chapterTitlesNotes, useCatalogRevision } from '@/api/queries/use-catalog-revision';
import { EChart } from '@/components/charts/e-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { useChartClick } from '@/components/charts/use-chart-click';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { buildHsTreemapOption } from './hs-treemap-option';
import {
  rankedChapters,
  revisionChapter,
  unlistedChaptersNote,
  type tradeBySection,
} from '../hs-index-figures';
import type { useProductsIndexData } from '../use-products-index-data';

export interface HsTreemapChartProps {
  years: { from: number; to: number };
  /** The years the chapter links keep (none: the default range). */
  search?: { from: number; to: number };
  index: ReturnType<typeof useProductsIndexData>;
  sections: ReturnType<typeof tradeBySection>;
}

export function HsTreemapChart({ years, search, index, sections }: HsTreemapChartProps) {
  const { chapters: chapterTrade, total } = index;
  const { theme } = useTheme();
  const navigate = useNavigate();
  const chapters = useMemo(() => rankedChapters(sections), [sections]);
  const worldTotal = total.data?.data.trade_value ?? null;
  const chapterSum = chapters.reduce((s, c) => s + (c.value ?? 0), 0);
  const { ref: chartBox, width } = useChartWidth();
  const option = useMemo(
    () => buildHsTreemapOption({ sections, total: worldTotal, theme, size: { width, height: 420 } }),
    [sections, worldTotal, theme, width],
  );
  const { containerRef, onRendered } = useChartClick((_, name) => {
    const code = /^(\d{2}) /.exec(name)?.[1];
    if (code) void navigate(paths.product.getHref(code, search));
  });
  // One element for the click handler and the width: a stable ref, so React sets it once.
  const chartRef = useCallback(
    (element: HTMLDivElement | null) => {
      containerRef.current = element;
      chartBox(element);
    },
    [containerRef, chartBox],
  );
  const range = formatYearRange(years.from, years.to);
  const unlisted = unlistedChaptersNote(chapterTrade.unlisted);
  const queries = [...chapterTrade.queries, total];
  const frame = frameStateOf(queries, chapters.length > 0);
  // The chapters' titles are the nomenclature's: the catalog says which revision its codes are.
  const hsVersion = useCatalogRevision(revisionChapter(chapterTrade.values));

  return (
    <ChartFrame
      reserve={420}
      chartId="hs-treemap"
      exportModel={{ option, height: 420 }}
      title="World trade by section and chapter"
      description={`World exports by HS section and chapter, ${range}, each chapter's total as its own page reports it (one world summary per chapter). Select a chapter to open it.`}
      {...frame}
      notes={mergeNotes(frame.notes, chapterTitlesNotes(hsVersion))}
      emptyMessage={`No trade reported ${range}.`}
      table={{
        caption: `Chapters ranked by world trade, ${range}`,
        columns: [
          { label: 'Chapter' },
          { label: 'Section' },
          { label: 'World trade (USD)', numeric: true },
          { label: 'Share of world', numeric: true, unit: 'fraction' },
        ],
        rows: chapters.map((c) => [
          <Link key={c.code} to={paths.product.getHref(c.code, search)}>
            <span className="code">{c.code}</span> {c.name}
          </Link>,
          `${c.section.id} ${c.section.name}`,
          valueCell(c.value, formatUsdExact),
          valueCell(worldTotal && c.value !== null ? c.value / worldTotal : null, formatPercent),
        ]),
      }}
      footer={
        worldTotal && chapterSum > 0 ? (
          <p className="chart-frame__note" data-testid="hs-coverage">
            The {chapters.length} chapters with trade sum to {formatUsdCompact(chapterSum)} of the world's{' '}
            {formatUsdCompact(worldTotal)} ({formatPercent(chapterSum / worldTotal)}).
            {unlisted ? ` ${unlisted}` : null}
          </p>
        ) : (
          // The note's line, kept until the figures are there, so the page does not move then.
          <p className="chart-frame__note" aria-hidden="true">
            {'\u00a0'}
          </p>
        )
      }
    >
      {/* The treemap's own width decides which rectangles are labelled (embeds, narrow panels). */}
      <div ref={chartRef}>
        <EChart option={option} height={420} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}
