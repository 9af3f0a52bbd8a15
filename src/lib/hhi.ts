/**
 * The Herfindahl-Hirschman index (HHI) of a list of counterparts' trade values, as open-points.md
 * defines the service's `partner_concentration`: the sum of the squared shares in percent, on
 * 0-10,000. The country view computes it over one product's partner list (the service's summary
 * gives only the all-products index), the product view over its markets lists (exporters,
 * importers). A list cut at an endpoint's limit leaves out the smallest counterparts, whose
 * squared shares barely count. The bands and the gauge that read the index live with the chart
 * (components/charts/options/concentration-option.ts).
 */

/** The index of the values; a value that is not a positive number is no trade. null without trade. */
export function hhiOf(values: readonly number[]): number | null {
  // Stryker disable next-line EqualityOperator: equivalent, a zero adds nothing to the total or the sum of squares
  const traded = values.filter((v) => Number.isFinite(v) && v > 0);
  const total = traded.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return null;
  return traded.reduce((sum, v) => sum + ((v / total) * 100) ** 2, 0);
}
