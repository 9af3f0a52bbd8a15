import { cellData, cellText } from '../table-cell';
import { describe, expect, it } from 'vitest';
import { firstSeries } from '@/test/echarts-option';
import { chartPalette } from './palette';
import {
  HHI_HIGH,
  HHI_MODERATE,
  buildConcentrationOption,
  describeHhi,
  equivalentPartners,
  hhiBand,
  hhiBandsNote,
  hhiMeasures,
  shareMeasures,
} from './concentration-option';

describe('partner concentration', () => {
  it('uses the 2023 DOJ/FTC bands', () => {
    expect(hhiBand(999)).toBe('unconcentrated');
    expect(hhiBand(HHI_MODERATE)).toBe('moderately concentrated');
    expect(hhiBand(HHI_HIGH)).toBe('moderately concentrated');
    expect(hhiBand(1801)).toBe('highly concentrated');
  });

  it('draws the bands on the 0-10,000 gauge', () => {
    const option = buildConcentrationOption({ hhi: 1450 });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const gauge = firstSeries<{
      type: string;
      min: number;
      max: number;
      data: { value: number; name: string }[];
      axisLine: { lineStyle: { color: [number, string][] } };
    }>(option);
    expect(gauge.type).toBe('gauge');
    expect([gauge.min, gauge.max]).toEqual([0, 10_000]);
    expect(gauge.axisLine.lineStyle.color.map(([edge]) => edge)).toEqual([0.1, 0.18, 1]);
    expect(gauge.data[0]).toEqual({ value: 1450, name: 'moderately concentrated' });
  });

  it('explains the number as equal-sized partners', () => {
    expect(equivalentPartners(2500)).toBe(4);
    const sentence = describeHhi({
      hhi: 2500,
      countryName: 'Chile',
      flow: 'export',
      topPartner: { name: 'China', share: 0.391 },
    });
    expect(sentence).toBe(
      "Chile's exports are highly concentrated across partners (HHI 2,500 of 10,000), as concentrated as trade split evenly among 4 partners. The largest partner, China, accounts for 39.1%.",
    );
    expect(describeHhi({ hhi: 10_000, countryName: 'X', flow: 'import' })).toContain('a single partner');
    // Possessives from one place: "United States' imports", never "United States's".
    expect(describeHhi({ hhi: 1200, countryName: 'United States', flow: 'import' })).toMatch(
      /^United States' imports are/,
    );
    expect(describeHhi({ hhi: null, countryName: 'X', flow: 'import' })).toContain(
      'No partner concentration',
    );
  });

  it("names the product when the index is one product's", () => {
    expect(
      describeHhi({ hhi: 3000, countryName: 'Brazil', flow: 'export', product: 'Coffee (HS 0901)' }),
    ).toMatch(
      /^Brazil's exports of Coffee \(HS 0901\) are highly concentrated across partners \(HHI 3,000 of 10,000\)/,
    );
    expect(
      describeHhi({ hhi: null, countryName: 'Brazil', flow: 'import', product: 'Coffee (HS 0901)' }),
    ).toBe(
      "No partner concentration can be computed: Brazil's imports of Coffee (HS 0901) show no trade in this range.",
    );
  });

  it('lists the measures of the data table and words the bands', () => {
    expect(hhiMeasures(2500)).toEqual([
      ['Herfindahl-Hirschman index (0–10,000)', { text: '2,500', value: 2500 }],
      ['Band', 'highly concentrated'],
      ['Equivalent number of equal-sized partners', { text: '4', value: 4 }],
    ]);
    expect(hhiMeasures(null).map(([, value]) => cellText(value))).toEqual(['n/a', 'n/a', 'n/a']);
    expect(hhiMeasures(null).map(([, value]) => cellData(value))).toEqual([null, 'n/a', null]);
    expect(shareMeasures('China (CN)', 0.25, 1000).map((r) => r.map(cellData))).toEqual([
      ['Share of China (CN) (fraction)', 0.25],
      ['Value, China (CN) (USD)', 1000],
    ]);
    expect(shareMeasures('China (CN)', 0.25, 1000).map((r) => r.map(cellText))).toEqual([
      ['Share of China (CN)', '25.0%'],
      ['Value, China (CN) (USD)', '$1,000'],
    ]);
    expect(hhiBandsNote()).toBe(
      'Bands of the 1992 U.S. DOJ/FTC Horizontal Merger Guidelines: below 1,000 unconcentrated, 1,000–1,800 moderately, ' +
        'above 1,800 highly concentrated. The index is the sum of squared partner shares in percent.',
    );
    // An index of 0 has no equivalent number of partners (not "Infinity").
    expect(hhiMeasures(0)[2]).toEqual([
      'Equivalent number of equal-sized partners',
      { text: 'n/a', value: null },
    ]);
  });

  it('has no equivalent number of partners without an index', () => {
    expect(equivalentPartners(0)).toBeNull();
    expect(equivalentPartners(10_000)).toBe(1);
  });

  it('speaks of a single partner only when the index is that of one partner, and of the largest only when it has a share', () => {
    // 10,000 / 9,600 ≈ 1.04 partners: a single partner in words; 10,000 / 9,500 ≈ 1.05: no longer.
    expect(describeHhi({ hhi: 9600, countryName: 'X', flow: 'export' })).toContain(
      ', as if all of it went through a single partner.',
    );
    expect(describeHhi({ hhi: 10_000 / 1.05, countryName: 'X', flow: 'export' })).toContain(
      'split evenly among 1.1 partners',
    );
    expect(describeHhi({ hhi: 0, countryName: 'X', flow: 'export' })).toBe(
      "X's exports are unconcentrated across partners (HHI 0 of 10,000).",
    );
    expect(
      describeHhi({ hhi: 2500, countryName: 'X', flow: 'export', topPartner: { name: 'Y', share: 0 } }),
    ).not.toContain('largest');
    expect(describeHhi({ hhi: 2500, countryName: 'X', flow: 'export', topPartner: null })).not.toContain(
      'largest',
    );
  });

  it('draws the gauge in the theme’s colours, still, with the index and its band', () => {
    const palette = chartPalette('dark');
    const option = buildConcentrationOption({ hhi: 2500.4, theme: 'dark' });
    expect(option.animation).toBe(false);
    const gauge = firstSeries<{
      name: string;
      axisLine: { lineStyle: { color: [number, string][] } };
      axisLabel: { formatter: (v: number) => string };
      detail: { formatter: (v: number) => string };
    }>(option);
    expect(gauge).toMatchObject({
      name: 'Partner concentration (HHI)',
      pointer: { itemStyle: { color: palette.text } },
      axisTick: { show: false },
      splitLine: { lineStyle: { color: palette.axisLine } },
      axisLabel: { color: palette.mutedText },
      title: { show: true, color: palette.text },
      detail: { valueAnimation: false, color: palette.text },
      data: [{ value: 2500, name: 'highly concentrated' }],
    });
    expect(gauge.axisLine.lineStyle.color.map(([, colour]) => colour)).toEqual([...palette.bands]);
    expect(gauge.axisLabel.formatter(10_000)).toBe('10,000');
    expect(gauge.detail.formatter(2500)).toBe('2,500');
  });
});
