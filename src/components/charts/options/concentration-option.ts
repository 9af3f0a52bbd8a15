/**
 * Pure option builder of the `partner-concentration` gauge and the sentence that explains it.
 *
 * Thresholds: the bands of the 1992 U.S. DOJ/FTC Horizontal Merger Guidelines on the 0-10,000 HHI
 * scale (the 2023 Merger Guidelines name only "above 1,800: highly concentrated", so the lower band
 * edge has no newer source).
 *   below 1,000         unconcentrated
 *   1,000 to 1,800      moderately concentrated
 *   above 1,800         highly concentrated
 * Applied to trade, the "market" is the country's trade in one direction and the "firms" are its
 * partners. 10,000 / HHI is the number of equal-sized partners that would give the same index,
 * which is the plainest way to say what the number means.
 */
import type { Flow } from '@/api/service-conventions';
import type { ComposeOption } from 'echarts/core';
import type { GaugeSeriesOption } from 'echarts/charts';
import type { AriaComponentOption } from 'echarts/components';
import { formatHhi, formatNumber, formatPercent, formatUsdExact } from '@/lib/format';
import { labelCell, valueCell, type TableCell } from '../table-cell';
import { HHI_MAX } from '@/lib/hhi';
import { chartPalette, type ColorScheme } from './palette';
import { possessive } from '@/lib/phrases';
import { FRAME_PROVIDES_ARIA } from './aria';

export type ConcentrationChartOption = ComposeOption<GaugeSeriesOption | AriaComponentOption>;

export const HHI_MODERATE = 1_000;
export const HHI_HIGH = 1_800;

export type HhiBand = 'unconcentrated' | 'moderately concentrated' | 'highly concentrated';

export function hhiBand(hhi: number): HhiBand {
  if (hhi < HHI_MODERATE) return 'unconcentrated';
  if (hhi <= HHI_HIGH) return 'moderately concentrated';
  return 'highly concentrated';
}

/** Number of equal-sized partners with the same index. */
export function equivalentPartners(hhi: number): number | null {
  return hhi > 0 ? HHI_MAX / hhi : null;
}

/** The equivalent number of partners as read: one decimal, "n/a" without an index. */
export function formatEquivalent(equivalent: number | null): string {
  return equivalent === null ? 'n/a' : formatNumber(Math.round(equivalent * 10) / 10);
}

/** The data table's measures of an index (the top partners' shares follow them). */
export function hhiMeasures(hhi: number | null): [string, TableCell][] {
  // Stryker disable next-line ConditionalExpression: equivalent, equivalentPartners gives null for a null index too (null > 0 is false)
  const equivalent = hhi === null ? null : equivalentPartners(hhi);
  return [
    ['Herfindahl-Hirschman index (0–10,000)', valueCell(hhi, formatHhi)],
    ['Band', hhi === null ? 'n/a' : hhiBand(hhi)],
    [
      'Equivalent number of equal-sized partners',
      valueCell(equivalent === null ? null : Math.round(equivalent * 10) / 10, () =>
        formatEquivalent(equivalent),
      ),
    ],
  ];
}

/**
 * A top partner's rows of the measures table: its share (a fraction in the files, the label
 * says so there) and its value in US dollars.
 */
export function shareMeasures(label: string, share: number | null, valueUsd: number | null): TableCell[][] {
  return [
    [labelCell(`Share of ${label}`, 'fraction'), valueCell(share, formatPercent)],
    [`Value, ${label} (USD)`, valueCell(valueUsd, formatUsdExact)],
  ];
}

/** The bands in words, for the note under the gauge. */
export function hhiBandsNote(): string {
  const [moderate, high] = [formatHhi(HHI_MODERATE), formatHhi(HHI_HIGH)];
  return (
    `Bands of the 1992 U.S. DOJ/FTC Horizontal Merger Guidelines: below ${moderate} unconcentrated, ` +
    `${moderate}–${high} moderately, above ${high} highly concentrated. ` +
    'The index is the sum of squared partner shares in percent.'
  );
}

export interface HhiSentenceInput {
  hhi: number | null;
  countryName: string;
  flow: Flow;
  /** Largest partner's name and share (fraction), when known. */
  topPartner?: { name: string; share: number } | null;
  /** The index is of this product's trade alone (a product filter), as named: "Coffee (HS 0901)". */
  product?: string;
}

/** One sentence saying what the index means for this country. Plain text (not HTML). */
export function describeHhi(input: HhiSentenceInput): string {
  const of = input.product ? ` of ${input.product}` : '';
  const trade = `${possessive(input.countryName)} ${input.flow === 'export' ? 'exports' : 'imports'}${of}`;
  if (input.hhi === null)
    return `No partner concentration can be computed: ${trade} show no trade in this range.`;
  const band = hhiBand(input.hhi);
  const equivalent = equivalentPartners(input.hhi);
  const equalPart =
    equivalent === null
      ? ''
      : equivalent < 1.05
        ? ', as if all of it went through a single partner'
        : `, as concentrated as trade split evenly among ${formatEquivalent(equivalent)} partners`;
  const top =
    input.topPartner && input.topPartner.share > 0
      ? ` The largest partner, ${input.topPartner.name}, accounts for ${formatNumber(
          Math.round(input.topPartner.share * 1000) / 10,
        )}%.`
      : '';
  return `${trade} are ${band} across partners (HHI ${formatHhi(input.hhi)} of ${formatHhi(HHI_MAX)})${equalPart}.${top}`;
}

export interface ConcentrationOptionInput {
  hhi: number;
  theme?: ColorScheme;
}

export function buildConcentrationOption(input: ConcentrationOptionInput): ConcentrationChartOption {
  const palette = chartPalette(input.theme);
  const [low, mid, high] = palette.bands;
  const band = hhiBand(input.hhi);
  return {
    ...FRAME_PROVIDES_ARIA,
    animation: false,
    series: [
      {
        type: 'gauge',
        name: 'Partner concentration (HHI)',
        min: 0,
        max: HHI_MAX,
        // The gauge's geometry (angles, radius, centre, pointer length, text offsets) is how it
        // looks, checked by eye: no test can say which values are right, so Stryker leaves it.
        // Stryker disable UnaryOperator,StringLiteral,ArrayDeclaration: geometry, see above
        startAngle: 200,
        endAngle: -20,
        radius: '95%',
        center: ['50%', '58%'],
        // Stryker restore UnaryOperator,StringLiteral,ArrayDeclaration
        splitNumber: 5,
        axisLine: {
          lineStyle: {
            width: 14,
            // Band edges as fractions of the scale: 1,000 / 10,000 and 1,800 / 10,000.
            color: [
              [HHI_MODERATE / HHI_MAX, low],
              [HHI_HIGH / HHI_MAX, mid],
              [1, high],
            ],
          },
        },
        // Stryker disable next-line StringLiteral: geometry, see above
        pointer: { itemStyle: { color: palette.text }, width: 4, length: '70%' },
        axisTick: { show: false },
        splitLine: { length: 10, lineStyle: { color: palette.axisLine, width: 1 } },
        axisLabel: {
          color: palette.mutedText,
          distance: 18,
          formatter: (v: number) => formatHhi(v),
        },
        // Stryker disable next-line ArrayDeclaration,StringLiteral: geometry, see above
        title: { show: true, offsetCenter: [0, '62%'], color: palette.text, fontSize: 13 },
        detail: {
          valueAnimation: false,
          // Stryker disable next-line ArrayDeclaration,StringLiteral: geometry, see above
          offsetCenter: [0, '36%'],
          color: palette.text,
          fontSize: 22,
          formatter: (v: number) => formatHhi(v),
        },
        data: [{ value: Math.round(input.hhi), name: band }],
      },
    ],
  };
}
