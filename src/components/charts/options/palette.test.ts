import { describe, expect, it } from 'vitest';
import {
  chartPalette,
  ECHARTS_THEME_NAME,
  echartsTheme,
  HS_SECTION_COLORS,
  hsSectionColor,
  OTHER_SECTION_COLOR,
  readableTextOn,
  sampleRamp,
  type ColorScheme,
} from './palette';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
const VIRIDIS = ['#440154', '#46327e', '#365c8d', '#277f8e', '#1fa187', '#4ac16d', '#a0da39', '#fde725'];
const SCHEMES: ColorScheme[] = ['light', 'dark'];

describe('chart palettes', () => {
  it('light is the default; each scheme has its own palette', () => {
    expect(chartPalette()).toBe(chartPalette('light'));
    expect(chartPalette('dark')).not.toBe(chartPalette('light'));
  });

  it('categorical colours are Okabe-Ito; dark mode swaps black for a light grey', () => {
    expect(chartPalette('light').categorical).toEqual(OKABE_ITO);
    expect(chartPalette('dark').categorical).toEqual([...OKABE_ITO.slice(0, 7), '#BBBBBB']);
  });

  it('sequential ramps are viridis, "more" darker on light and brighter on dark (darkest step dropped)', () => {
    expect(chartPalette('light').sequential).toEqual([...VIRIDIS].reverse());
    expect(chartPalette('dark').sequential).toEqual(VIRIDIS.slice(1));
  });

  it('exports and imports keep one distinct colour each; HHI bands go green, orange, red', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      expect(p.exports).not.toBe(p.imports);
      expect(p.bands).toEqual(['#009E73', '#E69F00', '#D55E00']);
      expect(p.background).toBe('transparent');
    }
    // The card behind an exported image: styles.css's --surface of each scheme.
    expect([chartPalette('light').surface, chartPalette('dark').surface]).toEqual(['#ffffff', '#1b232c']);
    expect([chartPalette('light').exports, chartPalette('light').imports]).toEqual(['#0072B2', '#D55E00']);
    expect([chartPalette('dark').exports, chartPalette('dark').imports]).toEqual(['#56B4E9', '#E69F00']);
  });

  it('text stays readable on the tooltip background (WCAG AA), muted text too', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      expect(contrast(p.text, p.tooltipBackground)).toBeGreaterThanOrEqual(7);
      expect(contrast(p.mutedText, p.tooltipBackground)).toBeGreaterThanOrEqual(4.5);
      // Axis lines and "no data" regions are visible without competing with the data.
      expect(contrast(p.axisLine, p.tooltipBackground)).toBeGreaterThanOrEqual(2);
      expect(contrast(p.splitLine, p.tooltipBackground)).toBeLessThan(contrast(p.axisLine, p.tooltipBackground));
      expect(contrast(p.noData, p.tooltipBackground)).toBeLessThan(1.5);
    }
    expect([chartPalette('light').tooltipBackground, chartPalette('dark').tooltipBackground]).toEqual(['#ffffff', '#161b22']);
  });
});

describe('sampleRamp', () => {
  const ramp = ['#000001', '#000002', '#000003', '#000004', '#000005'];

  it('takes evenly spaced colours, first and last included', () => {
    expect(sampleRamp(ramp, 3)).toEqual(['#000001', '#000003', '#000005']);
    expect(sampleRamp(ramp, 5)).toEqual(ramp);
    expect(sampleRamp(ramp, 2)).toEqual(['#000001', '#000005']);
  });

  it('one colour is the last (the strongest); none for zero or less', () => {
    expect(sampleRamp(ramp, 1)).toEqual(['#000005']);
    expect(sampleRamp(ramp, 0)).toEqual([]);
    expect(sampleRamp(ramp, -1)).toEqual([]);
  });

  it('falls back to black on an empty ramp', () => {
    expect(sampleRamp([], 1)).toEqual(['#000000']);
    expect(sampleRamp([], 2)).toEqual(['#000000', '#000000']);
  });
});

describe('readableTextOn', () => {
  it('picks black on light colours and white on dark ones', () => {
    expect(readableTextOn('#F0E442')).toBe('#000000');
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#0072B2')).toBe('#ffffff');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });

  it('switches where black and white have equal contrast (luminance ≈ 0.179)', () => {
    // #767676 has luminance 0.181 (black reads better); #757575 has 0.178 (white reads better).
    expect(readableTextOn('#767676')).toBe('#000000');
    expect(readableTextOn('#757575')).toBe('#ffffff');
    // Channels weigh differently: pure green is light, pure blue is dark.
    expect(readableTextOn('#00ff00')).toBe('#000000');
    expect(readableTextOn('#0000ff')).toBe('#ffffff');
    expect(readableTextOn('#ff0000')).toBe('#000000');
    // The linear part of the sRGB curve (channels at or below 0x0a).
    expect(readableTextOn('#0a0a0a')).toBe('#ffffff');
  });

  it('is the better choice for every colour of every palette', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      for (const colour of [...p.categorical, ...p.sequential, ...p.bands]) {
        const chosen = readableTextOn(colour);
        const other = chosen === '#000000' ? '#ffffff' : '#000000';
        expect(contrast(chosen, colour)).toBeGreaterThanOrEqual(contrast(other, colour));
      }
    }
  });

  it('falls back to black for anything but #rrggbb', () => {
    expect(readableTextOn('transparent')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('x#000000')).toBe('#000000');
    expect(readableTextOn('#000000x')).toBe('#000000');
  });
});

describe('ECharts themes', () => {
  it('are registered under one name per scheme', () => {
    expect(ECHARTS_THEME_NAME).toEqual({ light: 'tradescope-light', dark: 'tradescope-dark' });
  });

  it('take every default from the palette of their scheme', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      const theme = echartsTheme(scheme);
      const text = { color: p.text };
      const axis = {
        axisLine: { lineStyle: { color: p.axisLine } },
        axisTick: { lineStyle: { color: p.axisLine } },
        axisLabel: { color: p.mutedText },
        splitLine: { lineStyle: { color: p.splitLine } },
        nameTextStyle: { color: p.mutedText },
      };
      expect(theme).toEqual({
        color: [...p.categorical],
        backgroundColor: p.background,
        textStyle: text,
        title: { textStyle: text, subtextStyle: { color: p.mutedText } },
        legend: { textStyle: text },
        tooltip: { backgroundColor: p.tooltipBackground, borderColor: p.axisLine, textStyle: text },
        categoryAxis: axis,
        valueAxis: axis,
        timeAxis: axis,
        logAxis: axis,
        visualMap: { textStyle: text },
      });
    }
  });
});

describe('HS section colours', () => {
  it('are Paul Tol’s discrete rainbow of 21 colours in HS order, with his grey for "other"', () => {
    // As the SRON technical note lists the 21-class selection (tol_colors rainbow_discrete(21)).
    expect(HS_SECTION_COLORS).toEqual([
      '#D9CCE3', '#CAACCB', '#BA8DB4', '#AA6F9E', '#994F88', '#882E72', '#1965B0',
      '#437DBF', '#6195CF', '#7BAFDE', '#4EB265', '#90C987', '#CAE0AB', '#F7F056',
      '#F7CB45', '#F4A736', '#EE8026', '#E65518', '#DC050C', '#A5170E', '#72190E',
    ]);
    expect(OTHER_SECTION_COLOR).toBe('#777777');
    expect(hsSectionColor(0)).toBe('#D9CCE3');
    expect(hsSectionColor(20)).toBe('#72190E');
    expect(hsSectionColor(21)).toBe('#777777');
  });
});
