/**
 * The Herfindahl-Hirschman index (HHI) of a list of counterparts' trade values, as open-points.md
 * defines the service's `partner_concentration`: the sum of the squared shares in percent, on
 * 0-10,000. The country view computes it over one product's partner list (the service's summary
 * gives only the all-products index), the product view over its markets lists (exporters,
 * importers). A list cut at an endpoint's limit leaves out the smallest counterparts, whose
 * squared shares barely count. The bands and the gauge that read the index live with the chart
 * (components/charts/options/concentration-option.ts).
 *
 * This module is also the one place that reads the service's index onto that scale
 * (`normaliseHhi`): the api layer applies it to every summary (service-conventions.ts) and the
 * views apply it again to what they show, which is harmless because it is idempotent.
 */

/** The top of the HHI scale: one counterpart with all the trade. */
export const HHI_MAX = 10_000;

/**
 * The service reports the index on 0-10,000 (open-points.md); a 0-1 value is accepted too and
 * converted. With about 200 partners the smallest possible index is 50, so a value at or below
 * 1 can only be the fractional scale. A negative or non-finite value is no index (null), and
 * nothing is above the top of the scale.
 */
export function normaliseHhi(value: number | null | undefined): number | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, Number.isFinite rejects null and undefined too (those checks are for the type checker)
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  const scaled = value <= 1 ? value * HHI_MAX : value;
  return Math.min(HHI_MAX, scaled);
}

/** The index of the values; a value that is not a positive number is no trade. null without trade. */
export function hhiOf(values: readonly number[]): number | null {
  // Stryker disable next-line EqualityOperator: equivalent, a zero adds nothing to the total or the sum of squares
  const traded = values.filter((v) => Number.isFinite(v) && v > 0);
  const total = traded.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return null;
  return traded.reduce((sum, v) => sum + ((v / total) * 100) ** 2, 0);
}
