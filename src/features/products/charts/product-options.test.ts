import { describe, expect, it } from 'vitest';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import { buildExporterSharesOption } from './exporter-shares-option';
import { buildHsTreemapOption } from './hs-treemap-option';
import { buildPriceByOriginOption } from './price-by-origin-option';
import { tradeBySection, rankedChapters } from '../hs-index-figures';

describe('exporter shares option', () => {
  const option = buildExporterSharesOption({
    years: [2020, 2021, 2022],
    series: [
      { id: 'BR', name: 'Brazil', shares: [0.3, null, 0.25] },
      { id: 'XX', name: EVIL, shares: [0.1, 0.2, 0.2] },
    ],
  });
  it("leaves ECharts' raw-number aria label off (the frame names the chart)", () => {
    expect(option.aria).toEqual({ enabled: false });
  });
  it('draws one line per exporter with gaps, not zeros', () => {
    const series = option.series as { data: (number | null)[]; connectNulls: boolean; name: string }[];
    expect(series.map((s) => s.name)).toEqual(['Brazil', EVIL]);
    expect(series[0]!.data).toEqual([0.3, null, 0.25]);
    expect(series[0]!.connectNulls).toBe(false);
  });
  it('escapes names and says what a gap is in the tooltip', () => {
    const html = tooltipFormatter(option)([
      { axisValueLabel: '2021', seriesName: 'Brazil', value: null },
      { axisValueLabel: '2021', seriesName: EVIL, value: 0.2 },
    ]);
    expect(html).toContain('no exports reported');
    expect(html).toContain('20.0%');
    expect(html).not.toContain('<img');
  });
  it('marks the selected years on the whole lines, gaps still gaps', () => {
    const marked = buildExporterSharesOption({
      years: [2020, 2021, 2022],
      series: [{ id: 'BR', name: 'Brazil', shares: [0.3, null, 0.25] }],
      selected: { from: 2022, to: 2022 },
    });
    const data = (marked.series as { data: unknown[] }[])[0]!.data;
    expect(data).toEqual([
      { value: 0.3, symbolSize: 4, itemStyle: { opacity: 0.45 } },
      null,
      { value: 0.25, symbolSize: 9, itemStyle: { opacity: 1 } },
    ]);
    const label = (marked.xAxis as { axisLabel: { formatter: (l: string) => string } }).axisLabel.formatter;
    expect([label('2021'), label('2022')]).toEqual(['2021', '{selected|2022}']);
    // Without a selection the lines are plain values.
    expect((option.series as { data: unknown[] }[])[0]!.data).toEqual([0.3, null, 0.25]);
  });
});

describe('price by origin option', () => {
  const rows = [
    { id: 'BR', name: 'Brazil', value: 100, quantity: 50, unitValue: 2 },
    { id: 'XX', name: EVIL, value: 80, quantity: 20, unitValue: 4 },
    { id: 'VN', name: 'Viet Nam', value: 90, quantity: null, unitValue: null },
  ];
  const option = buildPriceByOriginOption({ rows, unit: 'kg' });
  it("leaves ECharts' raw-number aria label off (the frame names the chart)", () => {
    expect(option.aria).toEqual({ enabled: false });
  });
  it('draws only exporters with a unit value, in the given order, quantity beside the name', () => {
    expect(firstSeries<{ data: number[] }>(option).data).toEqual([2, 4]);
    const labels = (option.yAxis as { data: string[] }).data;
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^Brazil \(50 (kilograms|kg)\)$/);
  });
  it('escapes names in the tooltip', () => {
    const html = tooltipFormatter(option)({ dataIndex: 1 });
    expect(html).not.toContain('<img');
    expect(html).toMatch(/\$4\.00 per (kilogram|kg)/);
  });
});

describe('HS index', () => {
  const ranking = new Map<string, number | null>([
    ['09', 80],
    ['10', null],
    ['87', 100],
  ]);
  it('places each chapter total under its section, sums sections, unknown chapters null', () => {
    const sections = tradeBySection(ranking);
    const veg = sections.find((s) => s.section.id === 'II')!;
    expect(veg.value).toBe(80);
    expect(veg.chapters.find((c) => c.code === '09')).toMatchObject({ value: 80 });
    expect(veg.chapters.find((c) => c.code === '10')!.value).toBeNull();
    expect(rankedChapters(sections).map((c) => c.code)).toEqual(['87', '09']);
  });
  it('draws sections with their chapters, shares of the world total', () => {
    const option = buildHsTreemapOption({ sections: tradeBySection(ranking), total: 400 });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const data = firstSeries<{ data: { name: string; children: { name: string; share: number }[] }[] }>(
      option,
    ).data;
    expect(data.map((d) => d.name)).toEqual(['II Vegetable products', 'XVII Vehicles, aircraft and vessels']);
    expect(data[0]!.children[0]).toMatchObject({ name: '09 Coffee, tea, maté and spices', share: 0.2 });
  });
});
