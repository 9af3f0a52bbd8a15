/**
 * The figures `summary-periods` writes in its table and footer, formatted once, so the summary in
 * words (selection-story.ts) quotes the very same text as the chart.
 */
import { formatSeriesExact } from '@/components/charts/options/series-option';
import { formatGrowth, formatUsdExact } from '@/lib/format';

export function periodsFigures(summary: { total: number | null; growth: number | null }) {
  return {
    /** The selection's value over the range (the summary's `trade_value`). */
    total: summary.total === null ? null : formatUsdExact(summary.total),
    /** Compound annual growth from the first to the last year with trade. */
    growth: summary.growth === null ? null : formatGrowth(summary.growth),
    /** A year's value as the table writes it. */
    value: (v: number | null) => formatSeriesExact(v, 'value'),
  };
}
