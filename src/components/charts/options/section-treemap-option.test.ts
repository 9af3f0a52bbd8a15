import { describe, expect, it } from 'vitest';
import { HS_SECTIONS, OTHER_SECTION } from '@/lib/hs/hs-sections';
import { EVIL, firstSeries, tooltipFormatter } from '@/test/echarts-option';
import {
  chartPalette,
  HS_SECTION_COLORS,
  hsSectionColor,
  OTHER_SECTION_COLOR,
  readableTextOn,
} from './palette';
import { TOOLTIP_MAX_CHARS } from './chart-text';
import {
  buildSectionTreemapOption,
  labelMinShare,
  sectionLabel,
  treemapLabelText,
  type TreemapSection,
} from './section-treemap-option';

type Series = {
  type: string;
  name: string;
  levels: { upperLabel?: { show: boolean } }[];
  data: {
    name: string;
    value: number;
    tip: string;
    itemStyle: { color: string };
    children: { name: string; value: number; tip: string; code?: string; label: { color: string } }[];
  }[];
};

/** Every section, and the "other" one, with one child each. */
const everySection: TreemapSection<{ code: string }>[] = [...HS_SECTIONS, OTHER_SECTION].map(
  (section, i) => ({
    section,
    value: 100 - i,
    tip: `section ${section.id}`,
    children: [
      { name: `child of ${section.id}`, value: 100 - i, tip: `leaf ${section.id}`, code: section.id },
    ],
  }),
);

describe('section treemap option', () => {
  const option = buildSectionTreemapOption({ seriesName: 'Product mix', sections: everySection });
  const series = firstSeries<Series>(option);

  it('gives each of the 21 HS sections its own colour, and "other" a grey unlike any of them', () => {
    expect(HS_SECTION_COLORS).toHaveLength(21);
    expect(new Set(HS_SECTION_COLORS.map((c) => c.toLowerCase())).size).toBe(21);
    const colours = series.data.map((d) => d.itemStyle.color);
    expect(new Set(colours).size).toBe(22);
    expect(colours.slice(0, 21)).toEqual([...HS_SECTION_COLORS]);
    expect(colours[21]).toBe(OTHER_SECTION_COLOR);
    // Sections that shared Okabe-Ito's orange before (colour = index % 8): II, X and XVIII.
    expect(new Set([1, 9, 17].map(hsSectionColor)).size).toBe(3);
  });

  it('labels every section band with its number and name, so colour is not the only cue', () => {
    expect(series.type).toBe('treemap');
    expect(series.name).toBe('Product mix');
    expect(series.levels[1]?.upperLabel?.show).toBe(true);
    expect(series.data.map((d) => d.name)).toEqual([...HS_SECTIONS, OTHER_SECTION].map(sectionLabel));
    expect(sectionLabel(HS_SECTIONS[16]!)).toBe('XVII Vehicles, aircraft and vessels');
  });

  it("keeps the view's fields on the children and their labels readable on the section colour", () => {
    const child = series.data[0]!.children[0]!;
    expect(child).toMatchObject({ name: 'child of I', value: 100, code: 'I' });
    for (const d of series.data) {
      expect(d.children[0]!.label.color).toBe(readableTextOn(d.itemStyle.color));
    }
    expect(readableTextOn('#F7F056')).toBe('#000000');
    expect(readableTextOn('#1965B0')).toBe('#ffffff');
  });

  it('shows the tooltip each node carries, and escapes a bare name', () => {
    const format = tooltipFormatter(option);
    expect(format({ name: 'x', data: series.data[3] })).toBe('section IV');
    expect(format({ name: 'x', data: series.data[3]!.children[0] })).toBe('leaf IV');
    expect(format({ name: EVIL })).not.toContain('<img');
  });

  it("leaves ECharts' raw-number aria label off (the frame names the chart)", () => {
    expect(option.aria).toEqual({ enabled: false });
  });

  it('does not animate its series: the treemap reads `animation` from the series, not the root', () => {
    // Otherwise an update (product names arriving) animates every rectangle and label.
    expect(
      firstSeries(buildSectionTreemapOption({ seriesName: 'Product mix', sections: everySection })),
    ).toMatchObject({ animation: false });
  });

  it('stays one still, unzoomable level of sections, bordered and labelled in the theme’s colours', () => {
    const palette = chartPalette('dark');
    const dark = buildSectionTreemapOption({
      seriesName: 'Product mix',
      sections: everySection,
      theme: 'dark',
    });
    expect(dark.animation).toBe(false);
    expect(dark.tooltip).toMatchObject({ backgroundColor: palette.tooltipBackground, confine: true });
    expect(dark.tooltip).not.toHaveProperty('trigger');
    expect(firstSeries(dark)).toMatchObject({
      roam: false,
      nodeClick: false,
      breadcrumb: { show: false },
      width: '100%',
      height: '100%',
      label: { show: true, overflow: 'truncate' },
      levels: [
        // The invisible root: sections sit apart by a gap, with no frame round the whole map.
        { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
        {
          itemStyle: { borderColor: palette.splitLine },
          upperLabel: { show: true, fontWeight: 'bold', overflow: 'truncate', color: palette.text },
        },
        { itemStyle: { borderColorSaturation: 0.35 } },
      ],
    });
  });

  it('gives every section an id of its own that stays the same when its values change', () => {
    // ECharts matches rectangles across updates by id, so an update keeps each section in place.
    const ids = series.data.map((d) => (d as { id?: string }).id);
    expect(new Set(ids).size).toBe(everySection.length);
    const resized = everySection.map((s, i) => ({ ...s, value: i + 1 }));
    const again = firstSeries<Series>(
      buildSectionTreemapOption({ seriesName: 'Product mix', sections: resized }),
    );
    expect(again.data.map((d) => (d as { id?: string }).id)).toEqual(ids);
    expect(ids[0]).toContain(HS_SECTIONS[0]!.id);
  });

  it('cuts a long child name and strips direction overrides from it', () => {
    const long = buildSectionTreemapOption({
      seriesName: 'Product mix',
      sections: [
        {
          section: HS_SECTIONS[0]!,
          value: 1,
          tip: 't',
          children: [{ name: `\u202E${'x'.repeat(300)}`, value: 1, tip: 't' }],
        },
      ],
    });
    const name = firstSeries<Series>(long).data[0]!.children[0]!.name;
    expect(name).not.toContain('\u202E');
    expect(name.length).toBeLessThanOrEqual(TOOLTIP_MAX_CHARS + 1);
  });

  it('puts a rectangle’s code on a line of its own, so a narrow cell never cuts it with the name', () => {
    const formatter = firstSeries<{ label: { formatter: (p: unknown) => string } }>(option).label.formatter;
    expect(formatter({ name: '847130 Automatic data processing machines' })).toBe(
      '847130\nAutomatic data processing machines',
    );
    expect(formatter({ name: '09 Coffee, tea, maté and spices' })).toBe('09\nCoffee, tea, maté and spices');
    // A code alone, or a label that does not start with a code, stays as it is.
    expect(treemapLabelText('847130')).toBe('847130');
    expect(treemapLabelText('Other products')).toBe('Other products');
  });

  it('labels no rectangle too small for a code, so no cell reads as a cut code like "8"', () => {
    const [section] = HS_SECTIONS;
    const labels = (width: number) =>
      firstSeries<{ data: { children: { label: { show: boolean } }[] }[] }>(
        buildSectionTreemapOption({ ...input, size: { width, height: 300 } }),
      ).data[0]!.children.map((l) => l.label.show);
    const input = {
      seriesName: 'Pair products',
      sections: [
        {
          section: section!,
          value: 1000,
          tip: 'section',
          children: [
            { name: '847130 Laptops', value: 979, tip: 'big' },
            { name: '847141 Other', value: 20, tip: 'small' },
            { name: '847149 Rest', value: 1, tip: 'tiny' },
          ],
        },
      ],
    };
    // 2% of a 1,000 × 300 chart is 6,000 px²: labelled; of a 300 px wide one, 1,800 px²: not;
    // 1.5% of a 1,000 px wide one, 4,500 px², is a cell of about 67 px square: not either.
    expect(labels(1000)).toEqual([true, true, false]);
    expect(labels(300)).toEqual([true, false, false]);
    expect(labelMinShare(1000, 300)).toBeCloseTo(1 / 60);
    expect(labelMinShare(300, 300)).toBeCloseTo(1 / 18);
    expect(labelMinShare(1000, 300)).toBeGreaterThan(0.015);
  });
});
