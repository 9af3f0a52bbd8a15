/**
 * Hostile names in every chart: each option builder, given names of 10,000
 * characters and names behind an unclosed right-to-left override, draws no text longer than a
 * sensible cut and no directional formatting character, in labels, legends, series and data
 * names and tooltips. (The shared cut is src/components/charts/options/chart-text.ts.) Lives in
 * src/app because it reads builders of several views.
 */
import { describe, expect, it } from 'vitest';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { buildSeriesOption } from '@/components/charts/options/series-option';
import { TOOLTIP_MAX_CHARS } from '@/components/charts/options/chart-text';
import {
  buildCompareConcentrationOption,
  buildCompareSeriesOption,
} from '@/features/compare/charts/compare-options';
import { buildProductMixOption } from '@/features/country/charts/product-mix-option';
import { buildPairPeriodsOption, pairSeriesNames } from '@/features/flows/charts/pair-periods-option';
import { buildExporterSharesOption } from '@/features/products/charts/exporter-shares-option';
import { buildHsTreemapOption } from '@/features/products/charts/hs-treemap-option';
import { buildPriceByOriginOption } from '@/features/products/charts/price-by-origin-option';
import { hsSectionOf } from '@/lib/hs/hs-sections';
import { EVIL, tooltipFormatter } from '@/test/echarts-option';

const LONG = `Germany${'W'.repeat(10_000)}`;
const RLO_NAME = '\u2068\u202EChina\u2069';
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Longest text a builder may draw: a tooltip's cut plus its own words around it. */
const MAX_DRAWN = TOOLTIP_MAX_CHARS + 80;

/** Every string in an option object (functions are called separately). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Labels are plain text (markup in them is harmless text); tooltips are HTML and must escape it. */
function expectNothingHostile(texts: string[], html = false) {
  // A tooltip is checked line by line (a comparison lists one line per series).
  for (const text of html ? texts.flatMap((t) => t.split('<br/>')) : texts) {
    expect(text.length, text.slice(0, 60)).toBeLessThanOrEqual(MAX_DRAWN);
    expect(CONTROLS.test(text), JSON.stringify(text.slice(0, 60))).toBe(false);
    if (html) expect(text).not.toContain('<img');
  }
}

const names = [LONG, RLO_NAME, EVIL];

describe('every option builder cuts, strips and escapes the names it draws', () => {
  it('ranked bars (top partners): axis labels, data names, tooltip', () => {
    const rows = names.map((name, i) => ({ id: `X${i}`, name, value: 10 - i, share: 0.1 }));
    const option = buildRankedBarsOption({ rows, flow: 'export' });
    expectNothingHostile(strings(option));
    expectNothingHostile(
      rows.map((_, i) => tooltipFormatter(option)({ dataIndex: i })),
      true,
    );
  });

  it('series: a long series name', () => {
    const option = buildSeriesOption({
      rows: [{ year: 2020, value: 1 }],
      flow: 'export',
      measure: 'value',
      name: `Exports of ${LONG}${RLO_NAME}`,
    });
    expectNothingHostile(strings(option));
    expectNothingHostile([tooltipFormatter(option)([{ axisValueLabel: '2020', value: 1 }])], true);
  });

  it('compare: legend, concentration bars and tooltips', () => {
    const series = buildCompareSeriesOption({
      years: [2020],
      lines: names.map((name, i) => ({ id: `X${i}`, name, values: [1] })),
      mode: 'value',
    });
    expectNothingHostile(strings(series));
    const seriesNames = strings((series.series as { name: string }[]).map((s) => s.name));
    expectNothingHostile(
      [
        tooltipFormatter(series)(
          seriesNames.map((seriesName) => ({
            axisValueLabel: '2020',
            seriesName: `${seriesName}${LONG}`,
            value: 1,
          })),
        ),
      ],
      true,
    );
    const bars = buildCompareConcentrationOption({
      bars: names.map((name) => ({ id: name, name, hhi: 1000 })),
    });
    expectNothingHostile(strings(bars));
    expectNothingHostile([tooltipFormatter(bars)({ name: LONG, value: 1000 })], true);
  });

  it('product mix treemap: rectangle names and tooltip', () => {
    const rows = names.map((name, i) => ({
      hs6: `87032${i}`,
      name,
      value: 10,
      share: 0.1,
      section: hsSectionOf('870323'),
    }));
    const option = buildProductMixOption({ rows });
    expectNothingHostile(strings(option));
    expectNothingHostile(
      [tooltipFormatter(option)({ value: 1, data: { hs6: '870323', productName: LONG, section: RLO_NAME } })],
      true,
    );
  });

  it('flows: pair periods legend and tooltip', () => {
    const option = buildPairPeriodsOption({
      rows: [{ year: 2020, exports: 1, imports: 1, balance: 0 }],
      names: pairSeriesNames(LONG, RLO_NAME),
    });
    expectNothingHostile(strings(option));
    expectNothingHostile(
      [tooltipFormatter(option)([{ axisValueLabel: '2020', seriesName: `Exports ${LONG}`, value: 1 }])],
      true,
    );
  });

  it('products: exporter shares legend, HS treemap, price by origin labels and tooltips', () => {
    const shares = buildExporterSharesOption({
      years: [2020],
      series: names.map((name, i) => ({ id: `X${i}`, name, shares: [0.1] })),
    });
    expectNothingHostile(strings(shares));
    expectNothingHostile(
      [tooltipFormatter(shares)([{ axisValueLabel: '2020', seriesName: LONG, value: 0.1 }])],
      true,
    );

    const section = hsSectionOf('870323');
    const treemap = buildHsTreemapOption({
      sections: [
        {
          section,
          value: 10,
          chapters: names.map((name, i) => ({ code: `8${i}`, name, value: 10, codes: 1 })),
        },
      ],
      total: 10,
    });
    expectNothingHostile(strings(treemap));
    expectNothingHostile([tooltipFormatter(treemap)({ name: LONG, value: 1 })], true);

    const rows = names.map((name, i) => ({ id: `X${i}`, name, value: 10, quantity: 5, unitValue: 2 }));
    const price = buildPriceByOriginOption({ rows, unit: 'kg' });
    expectNothingHostile(strings(price));
    expectNothingHostile(
      rows.map((_, i) => tooltipFormatter(price)({ dataIndex: i })),
      true,
    );
  });
});
