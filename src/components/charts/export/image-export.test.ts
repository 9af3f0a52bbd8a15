// ECharts' server-side SVG renderer is meant for Node: no canvas needed (jsdom lacks one).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSeriesOption, toYearSeries } from '../options/series-option';
import { chartPalette } from '../options/palette';
import { buildImageOption, renderSvg, type ImageInput } from './image-export';

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
  source: 'Tradescope · Trade Data Service v1 (built-in demo) · synthetic demo data · accessed 2026-11-22',
  theme: 'light',
  transparent: false,
  width: 800,
  chartHeight: 300,
};

describe('image export', () => {
  it('puts the title, the selection and the source inside the picture, above and below the chart', () => {
    const { option, height } = buildImageOption(input);
    const titles = option.title as { text: string; subtext?: string; bottom?: number; top?: number }[];
    expect(titles[0]).toMatchObject({ text: 'Exports per year', subtext: input.subtitle, top: 12 });
    expect(titles[1]).toMatchObject({ text: input.source, bottom: 8 });
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
});
