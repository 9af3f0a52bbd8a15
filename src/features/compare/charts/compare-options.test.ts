import { describe, expect, it } from 'vitest';
import {
  buildCompareConcentrationOption,
  buildCompareSeriesOption,
  compareColours,
  formatCompareValue,
} from './compare-options';

type Fn = (p: unknown) => string;

describe('compare-series option', () => {
  const option = buildCompareSeriesOption({
    years: [2020, 2021],
    lines: [
      { id: 'BR', name: 'Brazil <b>', values: [1e9, null] },
      { id: 'AR', name: 'Argentina', values: [5e8, 6e8] },
    ],
    mode: 'value',
  });

  it("leaves ECharts' raw-number aria label off (the frame names the chart)", () => {
    expect(option.aria).toEqual({ enabled: false });
  });
  it('draws one line per compared country, gaps as gaps', () => {
    const series = option.series as { name: string; data: unknown[]; connectNulls: boolean }[];
    expect(series.map((s) => s.name)).toEqual(['Brazil <b>', 'Argentina']);
    expect(series[0]!.data).toEqual([1e9, null]);
    expect(series.every((s) => s.connectNulls === false)).toBe(true);
    expect((option.xAxis as { data: string[] }).data).toEqual(['2020', '2021']);
  });

  it('escapes names in the tooltip and writes gaps in words', () => {
    const html = (option.tooltip as { formatter: Fn }).formatter([
      { axisValueLabel: '2021', seriesName: 'Brazil <b>', value: null },
      { axisValueLabel: '2021', seriesName: 'Argentina', value: 6e8 },
    ]);
    expect(html).toContain('Brazil &lt;b&gt;: <b>no trade reported</b>');
    expect(html).toContain('Argentina: <b>$600,000,000</b>');
  });

  it('highlights the selected years on every line: the whole line muted, the selection over it in the same colour and name', () => {
    const selected = buildCompareSeriesOption({
      years: [2020, 2021, 2022],
      lines: [
        { id: 'BR', name: 'Brazil', values: [1, 2, 3] },
        { id: 'AR', name: 'Argentina', values: [4, null, 6] },
      ],
      mode: 'value',
      theme: 'light',
      selected: { from: 2022, to: 2022 },
    });
    const series = selected.series as {
      name: string;
      data: unknown[];
      lineStyle: { color: string; opacity?: number };
      z?: number;
    }[];
    expect(series.map((s) => s.name)).toEqual(['Brazil', 'Brazil', 'Argentina', 'Argentina']);
    // A one-year selection is a point on the full line, never a one-point line of its own.
    expect(series.map((s) => s.data)).toEqual([
      [1, 2, 3],
      [null, null, 3],
      [4, null, 6],
      [null, null, 6],
    ]);
    expect(series[0]!.lineStyle.opacity).toBeLessThan(1);
    expect(series[0]!.lineStyle.color).toBe(series[1]!.lineStyle.color);
    expect(series[0]!.lineStyle.color).not.toBe(series[2]!.lineStyle.color);
    expect((selected.legend as { data: string[] }).data).toEqual(['Brazil', 'Argentina']);
    // The tooltip names each line once.
    const html = (selected.tooltip as { formatter: Fn }).formatter([
      { axisValueLabel: '2022', seriesName: 'Brazil', value: 3 },
      { axisValueLabel: '2022', seriesName: 'Brazil', value: 3 },
      { axisValueLabel: '2022', seriesName: 'Argentina', value: 6 },
    ]);
    expect(html.match(/Brazil/g)).toHaveLength(1);
  });

  it('caps shares at 1 and reads index values as numbers', () => {
    const share = buildCompareSeriesOption({ years: [2020], lines: [], mode: 'share' });
    expect((share.yAxis as { max?: number }).max).toBe(1);
    expect(formatCompareValue(0.25, 'share')).toBe('25.0%');
    expect(formatCompareValue(123.45, 'index')).toBe('123.5');
  });
});

describe('compare-concentration option', () => {
  it('puts every HHI on the 0-10,000 scale in its own colour with its band in words, first compared on top', () => {
    const option = buildCompareConcentrationOption({
      bars: [
        { id: 'CL', name: 'Chile', hhi: 2500 },
        { id: 'BR', name: 'Brazil', hhi: 900 },
        { id: 'XX', name: 'Nowhere', hhi: null },
      ],
      theme: 'light',
    });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    expect(option.xAxis).toMatchObject({ min: 0, max: 10000 });
    expect((option.yAxis as { data: string[] }).data).toEqual(['Nowhere', 'Brazil', 'Chile']);
    const data = (option.series as { data: { value: number; itemStyle: { color: string } }[] }[])[0]!.data;
    expect(data.map((d) => d.value)).toEqual([0, 900, 2500]);
    const colours = data.map((d) => d.itemStyle.color);
    expect(new Set(colours).size).toBe(3);
    const label = (option.series as { label: { formatter: (p: { dataIndex: number }) => string } }[])[0]!
      .label;
    expect(label.formatter({ dataIndex: 1 })).toMatch(/unconcentrated/);
    expect(label.formatter({ dataIndex: 2 })).toMatch(/highly concentrated/);
  });
});

describe('one colour per compared country across every compare chart', () => {
  const names: Record<string, string> = {
    BR: 'Brazil',
    AR: 'Argentina',
    CL: 'Chile',
    DE: 'Germany',
    CN: 'China',
  };
  /** Each country's colour in the series chart and in the concentration chart, by id. */
  function coloursOf(ids: string[], theme: 'light' | 'dark') {
    const series = buildCompareSeriesOption({
      years: [2020, 2021],
      lines: ids.map((id) => ({ id, name: names[id]!, values: [1, 2] })),
      mode: 'value',
      theme,
      selected: { from: 2021, to: 2021 },
    }).series as { name: string; lineStyle: { color: string } }[];
    const concentration = buildCompareConcentrationOption({
      bars: ids.map((id) => ({ id, name: names[id]!, hhi: 1200 })),
      theme,
    });
    const barNames = (concentration.yAxis as { data: string[] }).data;
    const bars = (concentration.series as { data: { itemStyle: { color: string } }[] }[])[0]!.data;
    return new Map(
      ids.map((id) => {
        const inSeries = new Set(series.filter((s) => s.name === names[id]).map((s) => s.lineStyle.color));
        const inBars = bars[barNames.indexOf(names[id]!)]!.itemStyle.color;
        expect(inSeries, id).toEqual(new Set([inBars]));
        return [id, inBars];
      }),
    );
  }

  it.each(['light', 'dark'] as const)(
    '%s: same colour in both charts, kept when re-ordered or one is removed',
    (theme) => {
      const all = coloursOf(['BR', 'AR', 'CL', 'DE', 'CN'], theme);
      expect(new Set(all.values()).size).toBe(5);
      expect(coloursOf(['CN', 'DE', 'CL', 'AR', 'BR'], theme)).toEqual(all);
      // Removing one: still one colour per country in both charts (checked by coloursOf), all
      // apart, and every country that had its own colour (the one it gets alone) keeps it.
      const withoutChile = coloursOf(['BR', 'AR', 'DE', 'CN'], theme);
      expect(new Set(withoutChile.values()).size).toBe(4);
      const unpushed = [...withoutChile.keys()].filter(
        (id) => all.get(id) === compareColours([id], theme).get(id),
      );
      expect(unpushed.length).toBeGreaterThan(0);
      for (const id of unpushed) expect(withoutChile.get(id), id).toBe(all.get(id));
    },
  );

  it('gives six compared ids six different colours', () => {
    const six = compareColours(['AA', 'AB', 'AC', 'AD', 'AE', 'AF']);
    expect(new Set(six.values()).size).toBe(6);
  });
});
