// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HS_SECTIONS } from '@/lib/hs/hs-sections';
import {
  chartPalette,
  ECHARTS_THEME_NAME,
  echartsTheme,
  HS_SECTION_COLORS,
  hsSectionColor,
  OTHER_SECTION_COLOR,
  readableTextOn,
  sampleRamp,
  type ChartPalette,
  type ColorScheme,
} from './palette';

// These tests state what the colours are for (contrast, distinctness, order, agreement with the
// page's CSS), not which hex values they are: a copy of the values would only restate the module
// and pass for a wrong one.

const HEX = /^#[0-9a-f]{6}$/i;
const SCHEMES: ColorScheme[] = ['light', 'dark'];

/** sRGB channel (0-1) to linear light. */
function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function linearRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => linear(Number.parseInt(hex.slice(i, i + 2), 16) / 255)) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2 relative luminance and contrast ratio of #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65): L* is perceived lightness, a* runs green (-) to red (+). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = linearRgb(hex);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/** CIE76 colour difference: about 2.3 is just noticeable; above 10 the colours read as different. */
function deltaE(a: string, b: string): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
function closestPair(colours: readonly string[]): number {
  let closest = Number.POSITIVE_INFINITY;
  colours.forEach((a, i) => colours.slice(i + 1).forEach((b) => (closest = Math.min(closest, deltaE(a, b)))));
  return closest;
}

/** The value of a custom property in the CSS block that starts at `selector`. */
function cssVariable(css: string, selector: string, name: string): string | undefined {
  const block = css.slice(css.indexOf(selector));
  return new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
}

function colours(p: ChartPalette): string[] {
  const { background: _transparent, categorical, sequential, bands, ...single } = p;
  return [...Object.values(single), ...categorical, ...sequential, ...bands];
}

describe('chart palettes', () => {
  it('light is the default; each scheme has its own palette', () => {
    expect(chartPalette()).toBe(chartPalette('light'));
    expect(chartPalette('dark')).not.toBe(chartPalette('light'));
    expect(chartPalette('dark').text).not.toBe(chartPalette('light').text);
  });

  it('every colour is a #rrggbb colour, and the chart lets the card show through', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      for (const colour of colours(p)) expect(colour, scheme).toMatch(HEX);
      expect(p.background).toBe('transparent');
    }
  });

  it("the surface of an exported image is the page's card colour (styles.css --surface) of each scheme", () => {
    // Read as text: components may not import the app.
    const styles = readFileSync(new URL('../../../app/styles.css', import.meta.url), 'utf8');
    expect(chartPalette('light').surface.toLowerCase()).toBe(cssVariable(styles, ':root {', '--surface'));
    expect(chartPalette('dark').surface.toLowerCase()).toBe(
      cssVariable(styles, ":root[data-theme='dark']", '--surface'),
    );
  });

  it('categorical colours: eight, clearly different, the same seven in both schemes', () => {
    for (const scheme of SCHEMES) {
      const { categorical } = chartPalette(scheme);
      expect(categorical).toHaveLength(8);
      expect(new Set(categorical.map((c) => c.toLowerCase())).size).toBe(8);
      expect(closestPair(categorical), scheme).toBeGreaterThan(20);
    }
    expect(chartPalette('dark').categorical.slice(0, 7)).toEqual(
      chartPalette('light').categorical.slice(0, 7),
    );
  });

  it('on the dark surface every categorical colour stays visible (WCAG non-text contrast 3:1)', () => {
    // The reason dark mode swaps Okabe-Ito's black for a grey: black would vanish there.
    const { categorical, surface } = chartPalette('dark');
    for (const colour of categorical) expect(contrast(colour, surface), colour).toBeGreaterThanOrEqual(3);
  });

  it('exports and imports: two categorical colours far apart, each visible on the surface', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      expect(p.categorical).toContain(p.exports);
      expect(p.categorical).toContain(p.imports);
      expect(deltaE(p.exports, p.imports), scheme).toBeGreaterThan(50);
      expect(contrast(p.exports, p.surface), scheme).toBeGreaterThanOrEqual(3);
      expect(contrast(p.imports, p.surface), scheme).toBeGreaterThanOrEqual(3);
    }
  });

  it('sequential ramps: "more" is darker on light and brighter on dark, one step in lightness order each', () => {
    const light = chartPalette('light').sequential;
    const dark = chartPalette('dark').sequential;
    const lightness = (ramp: readonly string[]) => ramp.map((c) => lab(c)[0]);
    const steps = (ramp: readonly string[]) =>
      lightness(ramp)
        .slice(1)
        .map((l, i) => l - lightness(ramp)[i]!);
    expect(light.length).toBeGreaterThanOrEqual(7);
    expect(dark.length).toBeGreaterThanOrEqual(7);
    for (const step of steps(light)) expect(step).toBeLessThan(-5);
    for (const step of steps(dark)) expect(step).toBeGreaterThan(5);
  });

  it('a class means the same in both schemes: one hue, small close to the card, large standing out', () => {
    const hue = (c: string) => (Math.atan2(lab(c)[2], lab(c)[1]) * 180) / Math.PI;
    for (const scheme of SCHEMES) {
      const { sequential, surface } = chartPalette(scheme);
      const smallest = contrast(sequential[0]!, surface);
      const largest = contrast(sequential.at(-1)!, surface);
      expect(smallest, scheme).toBeLessThan(2.5);
      expect(largest, scheme).toBeGreaterThan(7);
      expect(largest / smallest, scheme).toBeGreaterThan(4);
      // Blue throughout, in both schemes: no step changes hue with the theme.
      for (const step of sequential) {
        expect(hue(step), `${scheme} ${step}`).toBeGreaterThan(-135);
        expect(hue(step), `${scheme} ${step}`).toBeLessThan(-60);
      }
    }
  });

  it('"no data" sits close to the surface and far from every step of the ramp', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      expect(contrast(p.noData, p.surface), scheme).toBeLessThan(1.5);
      for (const step of p.sequential)
        // A single-hue ramp's smallest class is meant to sit near the card, so it is nearer "no
        // data" than a multi-hue ramp's would be; still well past a just-noticeable difference.
        expect(deltaE(p.noData, step), `${scheme} ${step}`).toBeGreaterThan(10);
    }
  });

  it('HHI bands: three categorical colours going from green to red', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      const redness = p.bands.map((c) => lab(c)[1]);
      expect(redness[0]).toBeLessThan(-20); // green
      expect(redness[1]).toBeGreaterThan(redness[0]!);
      expect(redness[2]).toBeGreaterThan(redness[1]! + 10); // the reddest
      for (const band of p.bands) expect(p.categorical).toContain(band);
      expect(closestPair(p.bands)).toBeGreaterThan(20);
    }
  });

  it('text stays readable on the card and the tooltip (WCAG AAA, muted text AA); lines are quieter', () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      for (const background of [p.surface, p.tooltipBackground]) {
        expect(contrast(p.text, background), scheme).toBeGreaterThanOrEqual(7);
        expect(contrast(p.mutedText, background), scheme).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.axisLine, background), scheme).toBeGreaterThanOrEqual(3);
        expect(contrast(p.splitLine, background), scheme).toBeLessThan(contrast(p.axisLine, background));
        expect(contrast(p.splitLine, background), scheme).toBeGreaterThan(1.1);
      }
      expect(contrast(p.mutedText, p.surface)).toBeLessThan(contrast(p.text, p.surface));
    }
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
    const [light, dark] = [ECHARTS_THEME_NAME.light, ECHARTS_THEME_NAME.dark];
    expect(light).toMatch(/\S/);
    expect(dark).toMatch(/\S/);
    expect(light).not.toBe(dark);
  });

  it("draw series in the palette's categorical colours, on the card, with readable text everywhere", () => {
    for (const scheme of SCHEMES) {
      const p = chartPalette(scheme);
      const theme = echartsTheme(scheme);
      expect(theme.color).toEqual(p.categorical);
      expect(theme.backgroundColor).toBe('transparent');
      const texts = {
        text: theme.textStyle.color,
        title: theme.title.textStyle.color,
        subtitle: theme.title.subtextStyle.color,
        legend: theme.legend.textStyle.color,
        visualMap: theme.visualMap.textStyle.color,
        axisLabel: theme.valueAxis.axisLabel.color,
        axisName: theme.valueAxis.nameTextStyle.color,
      };
      for (const [where, colour] of Object.entries(texts)) {
        expect(colour, `${scheme} ${where}`).toMatch(HEX);
        expect(contrast(colour, p.surface), `${scheme} ${where}`).toBeGreaterThanOrEqual(4.5);
      }
      // Titles and legends in the main text colour; labels may be quieter, never louder.
      expect(texts.title).toBe(texts.text);
      expect(texts.legend).toBe(texts.text);
      expect(contrast(texts.axisLabel, p.surface)).toBeLessThanOrEqual(contrast(texts.text, p.surface));
    }
  });

  it('give the tooltip readable text and a visible border on its own background', () => {
    for (const scheme of SCHEMES) {
      const { tooltip } = echartsTheme(scheme);
      expect(contrast(tooltip.textStyle.color, tooltip.backgroundColor), scheme).toBeGreaterThanOrEqual(7);
      expect(contrast(tooltip.borderColor, tooltip.backgroundColor), scheme).toBeGreaterThanOrEqual(3);
    }
  });

  it('style every kind of axis alike: visible axis lines and ticks, quieter grid lines', () => {
    for (const scheme of SCHEMES) {
      const theme = echartsTheme(scheme);
      const { surface } = chartPalette(scheme);
      for (const axis of [theme.categoryAxis, theme.timeAxis, theme.logAxis])
        expect(axis).toEqual(theme.valueAxis);
      const axis = theme.valueAxis;
      expect(contrast(axis.axisLine.lineStyle.color, surface), scheme).toBeGreaterThanOrEqual(3);
      expect(axis.axisTick.lineStyle.color).toBe(axis.axisLine.lineStyle.color);
      expect(contrast(axis.splitLine.lineStyle.color, surface)).toBeLessThan(
        contrast(axis.axisLine.lineStyle.color, surface),
      );
    }
  });
});

describe('HS section colours', () => {
  it('one colour for each HS section, all different, and a neutral grey for "other" unlike any of them', () => {
    expect(HS_SECTION_COLORS).toHaveLength(HS_SECTIONS.length);
    for (const colour of [...HS_SECTION_COLORS, OTHER_SECTION_COLOR]) expect(colour).toMatch(HEX);
    // Tol's 21 colours are 10.7 apart at the closest pair (CIE76; the module's comment gives CIEDE2000).
    expect(closestPair(HS_SECTION_COLORS)).toBeGreaterThan(10);
    for (const colour of HS_SECTION_COLORS)
      expect(deltaE(colour, OTHER_SECTION_COLOR), colour).toBeGreaterThan(25);
    const [, a, b] = lab(OTHER_SECTION_COLOR);
    expect(Math.hypot(a, b)).toBeLessThan(2);
  });

  it('run in HS order through the rainbow: the first sections purple, the last ones red', () => {
    const [first, last] = [lab(HS_SECTION_COLORS[0]!), lab(HS_SECTION_COLORS.at(-1)!)];
    expect(first[1]).toBeGreaterThan(0); // purple: red and blue
    expect(first[2]).toBeLessThan(0);
    expect(last[1]).toBeGreaterThan(20); // red
    expect(last[2]).toBeGreaterThan(0);
  });

  it('carry a readable label (the treemap writes on them with readableTextOn)', () => {
    for (const colour of HS_SECTION_COLORS) {
      expect(contrast(readableTextOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are found by section position; positions past the last section are "other"', () => {
    HS_SECTION_COLORS.forEach((colour, i) => expect(hsSectionColor(i)).toBe(colour));
    expect(hsSectionColor(HS_SECTIONS.length)).toBe(OTHER_SECTION_COLOR);
    expect(hsSectionColor(-1)).toBe(OTHER_SECTION_COLOR);
  });
});
