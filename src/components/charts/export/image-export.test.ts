// ECharts' server-side SVG renderer is meant for Node: no canvas needed (jsdom lacks one).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSeriesOption, toYearSeries } from '../options/series-option';
import { chartPalette } from '../options/palette';
import type { AppChartOption } from '../echarts-setup';
import { buildImageOption, PADDING, renderSvg, sourceBandHeight, type ImageInput } from './image-export';
import { sourceLine } from './provenance';

const series = buildSeriesOption({
  rows: toYearSeries(
    [
      { period: '2022', value_usd: 100, quantity: null },
      { period: '2023', value_usd: 250, quantity: null },
    ],
    'value',
    2022,
    2023,
  ),
  flow: 'export',
  measure: 'value',
  theme: 'light',
});

const input: ImageInput = {
  option: series,
  title: 'Exports per year',
  subtitle: 'Côte d’Ivoire & <Friends>, exports in US dollars, 2022–2023',
  source: 'Tradescope · Trade Data Service v1 (built-in demo) · synthetic data · accessed 2026-11-22',
  theme: 'light',
  transparent: false,
  width: 800,
  chartHeight: 300,
};

describe('image export', () => {
  it('puts the title, the selection and the source inside the picture, above and below the chart', () => {
    const { option, height } = buildImageOption(input);
    const titles = option.title as { text: string; subtext?: string; bottom?: number; top?: number }[];
    expect(titles[0]).toMatchObject({ text: 'Exports per year', subtext: input.subtitle, top: PADDING });
    expect(titles[1]).toMatchObject({ text: input.source, bottom: PADDING });
    const grid = (option.grid as { top: number; bottom: number }[])[0]!;
    const original = series.grid as { top?: unknown; bottom?: unknown };
    expect(grid.top).toBeGreaterThan(Number(original.top ?? 0));
    expect(grid.bottom).toBeGreaterThan(Number(original.bottom ?? 0));
    expect(height).toBeGreaterThan(300);
    expect(option.backgroundColor).toBe('#ffffff');
    expect(option.animation).toBe(false);
    expect(buildImageOption({ ...input, transparent: true }).option.backgroundColor).toBe('transparent');
    expect(buildImageOption({ ...input, theme: 'dark' }).option.backgroundColor).toBe(
      chartPalette('dark').surface,
    );
  });

  it('renders a valid SVG document with the title, the escaped selection and the source', async () => {
    const svg = await renderSvg(input);
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('Exports per year');
    expect(svg).toContain('&lt;Friends&gt;');
    expect(svg).not.toContain('<Friends>');
    expect(svg).toContain('accessed 2026-11-22');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toMatch(/^<svg[^>]* width="800"/);
  });

  it('keeps a treemap and a map inside the margins and clear of the source line, the legend too', () => {
    // As the page draws them: a treemap at 100% of its box, a map with its responsive legend.
    const page = {
      series: [
        { type: 'treemap', width: '100%', height: '100%', top: 0, left: 0, data: [] },
        { type: 'map', map: 'world', left: 0, right: 0, top: 8, bottom: 44 },
      ],
      visualMap: { type: 'piecewise', pieces: [{ gte: 0 }], orient: 'horizontal', bottom: 0 },
      media: [{ query: { maxWidth: 639 }, option: { visualMap: { bottom: 0 } } }],
    } as unknown as AppChartOption;
    const layout = buildImageOption({ ...input, option: page, width: 960, chartHeight: 420 });
    const { option, width, height, sourceTop } = layout;
    expect(option).not.toHaveProperty('media');
    const boxes = option.series as { left: number; top: number; width: number; height: number }[];
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(PADDING);
      expect(box.left + box.width).toBeLessThanOrEqual(width - PADDING);
      expect(box.top).toBeGreaterThan(40);
      expect(box.top + box.height).toBeLessThan(sourceTop);
      expect(box).not.toHaveProperty('right', expect.anything());
      expect(box).not.toHaveProperty('bottom', expect.anything());
    }
    expect(sourceTop).toBe(height - sourceBandHeight(input.source, 960));
    const [legend] = option.visualMap as { bottom: number; orient: string }[];
    expect(legend).toMatchObject({ orient: 'horizontal', bottom: height - sourceTop });
    // The legend's band lies between the chart's box and the source line.
    expect(boxes[1]!.top + boxes[1]!.height).toBeLessThanOrEqual(sourceTop - 40);
  });
});

describe('the source line in a narrow picture', () => {
  const source = sourceLine(
    {
      name: "Tradescope's synthetic world, via the Trade Data Service v1 at http://127.0.0.1:8787",
      synthetic: true,
    },
    '2026-11-22',
  );
  const linesOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

  it('never leaves "accessed" at the end of one line and its date on the next', async () => {
    for (let width = 280; width <= 720; width += 20) {
      const lines = linesOf(await renderSvg({ ...input, source, width }));
      const dated = lines.filter((line) => line.includes('2026-11-22'));
      expect(dated, `at ${width} px`).toHaveLength(1);
      expect(dated[0], `at ${width} px`).toMatch(/accessed\s2026-11-22/);
    }
  });
});
