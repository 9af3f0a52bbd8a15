/**
 * `hs-treemap`: world trade by HS section and chapter for the chosen years, as a treemap with a
 * ranked table, from the World group's product ranking; a chapter opens its product page. Used
 * by the HS index (`/products`) and its embed.
 */
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { chartState, firstError, retryFailed, notesOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { useChartClick } from '@/components/charts/use-chart-click';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { buildHsTreemapOption } from './charts/hs-treemap-option';
import { rankedChapters, type tradeBySection } from './hs-index-figures';
import { WORLD_RANKING_LIMIT } from './products-index-requests';
import type { useProductsIndexData } from './use-products-index-data';

export interface HsTreemapChartProps {
  years: { from: number; to: number };
  /** The years the chapter links keep (none: the default range). */
  search?: { from: number; to: number };
  index: ReturnType<typeof useProductsIndexData>;
  sections: ReturnType<typeof tradeBySection>;
}

export function HsTreemapChart({ years, search, index, sections }: HsTreemapChartProps) {
  const { group, worldId, ranking, total } = index;
  const { theme } = useTheme();
  const navigate = useNavigate();
  const points = ranking.data?.data;
  const chapters = useMemo(() => rankedChapters(sections), [sections]);
  const worldTotal = total.data?.data.trade_value ?? null;
  const rankedSum = chapters.reduce((s, c) => s + (c.value ?? 0), 0);
  const option = useMemo(
    () => buildHsTreemapOption({ sections, total: worldTotal, theme }),
    [sections, worldTotal, theme],
  );
  const { containerRef, onRendered } = useChartClick((_, name) => {
    const code = /^(\d{2}) /.exec(name)?.[1];
    if (code) void navigate(paths.product.getHref(code, search));
  });
  const range = formatYearRange(years.from, years.to);
  const noWorld = group.isSuccess && worldId === null;
  const queries = noWorld ? [group] : [group, ranking, total];

  return (
    <ChartFrame
      reserve={420}
      chartId="hs-treemap"
      exportModel={{ option, height: 420 }}
      title="World trade by section and chapter"
      description={`World exports by HS section and chapter, ${range}, from the ${WORLD_RANKING_LIMIT} largest HS6 codes of the World group's product ranking summed per chapter. Codes outside those ${WORLD_RANKING_LIMIT} are left out, so small chapters may show little or nothing. Select a chapter to open it.`}
      state={noWorld ? 'empty' : chartState(queries, chapters.length > 0)}
      error={firstError(queries)}
      notes={notesOf(queries)}
      onRetry={() => retryFailed(queries)}
      updating={ranking.isPlaceholderData || total.isPlaceholderData}
      emptyMessage={
        noWorld
          ? 'The service lists no World group, so world trade by chapter cannot be shown; the chapters below still open.'
          : `No trade reported ${range}.`
      }
      table={{
        caption: `Chapters ranked by world trade (${WORLD_RANKING_LIMIT} largest HS6 codes), ${range}`,
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
        worldTotal && rankedSum > 0 ? (
          <p className="chart-frame__note" data-testid="hs-coverage">
            The {points?.length ?? 0} ranked codes account for {formatUsdCompact(rankedSum)} of the world's{' '}
            {formatUsdCompact(worldTotal)} ({formatPercent(rankedSum / worldTotal)}); the rest is in smaller
            codes.
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
  );
}
