/** "How the totals fit together": the summary, the series, the markets lists and the children. */
import { seriesTotal, toYearSeries, type SeriesPointInput } from '@/components/charts/options/series-option';
import { reconcileProductTotals, type MarketRow } from './product-figures';

export interface ProductTotalsProps {
  productLabel: string;
  from?: number;
  to: number;
  summary: { trade_value: number | null } | null;
  world: readonly SeriesPointInput[] | null;
  /** The series drawn when narrowed to one country: whose it is and its points. */
  narrowed?: { what: string; points: readonly SeriesPointInput[] | null };
  exporters: readonly MarketRow[] | null;
  importers: readonly MarketRow[] | null;
  truncated: { export: boolean; import: boolean };
  /** Every child's value, when every child was valued (null entries still loading or without trade). */
  children: readonly (number | null)[] | null;
}

const sum = (rows: readonly MarketRow[]) => rows.reduce((s, r) => s + r.value, 0);

export function ProductTotals({
  productLabel,
  from,
  to,
  summary,
  world,
  narrowed,
  exporters,
  importers,
  truncated,
  children,
}: ProductTotalsProps) {
  if (!summary) return null;
  const lines = reconcileProductTotals({
    productLabel,
    summaryValue: summary.trade_value,
    seriesValue: world ? seriesTotal(toYearSeries(world, 'value', from, to)) : null,
    narrowed: narrowed && {
      what: narrowed.what,
      value: narrowed.points ? seriesTotal(toYearSeries(narrowed.points, 'value', from, to)) : null,
    },
    exporters: exporters
      ? { sum: sum(exporters), count: exporters.length, truncated: truncated.export }
      : null,
    importers: importers
      ? { sum: sum(importers), count: importers.length, truncated: truncated.import }
      : null,
    children: children
      ? { sum: children.reduce<number>((s, v) => s + (v ?? 0), 0), count: children.length }
      : null,
  });
  return (
    <section
      className="product-view__totals"
      aria-labelledby="product-totals-title"
      data-testid="totals-note"
    >
      <h2 id="product-totals-title">How the totals fit together</h2>
      <ul>
        {lines.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
