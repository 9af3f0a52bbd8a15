// @vitest-environment node
/** What the pair trades as a treemap (pair-products-option.ts): sections, labels, escaping, both directions or one. */
import { describe, expect, it } from 'vitest';
import { EVIL } from '@/test/echarts-option';
import { aggregatePairProducts, groupPairProductsBySection } from '../pair-products';
import { buildPairProductsOption, shortLabel } from './pair-products-option';

describe('pair products treemap', () => {
  const products = aggregatePairProducts(
    [
      { exporter: 'DE', importer: 'CN', hs6: '870323', value_usd: 10 },
      { exporter: 'CN', importer: 'DE', hs6: '090111', value_usd: 3 },
    ],
    'DE',
  );
  const sections = groupPairProductsBySection(products);

  it('has one parent per section with its products, names cut in labels and escaped in tooltips', () => {
    const long = `${EVIL}${'x'.repeat(200)}`;
    const option = buildPairProductsOption({
      sections,
      nameOf: () => long,
      both: true,
      exportLabel: 'A → B',
      importLabel: 'A ← B',
    });
    expect(option.aria).toEqual({ enabled: false }); // ECharts' raw-number label is off: the frame names the chart
    const data = (
      option.series as {
        data: { name: string; value: number; children: { name: string; tip: string }[] }[];
      }[]
    )[0]!.data;
    expect(data.map((d) => [d.name, d.value])).toEqual([
      ['XVII Vehicles, aircraft and vessels', 10],
      ['II Vegetable products', 3],
    ]);
    const child = data[0]!.children[0]!;
    expect(child.name.length).toBeLessThanOrEqual(60);
    expect(child.name).toBe(shortLabel(`870323 ${long}`));
    expect(child.tip).not.toContain('<img');
    expect(child.tip).toContain('A → B: $10');
  });
});

describe('pair products treemap: what is drawn', () => {
  const many = aggregatePairProducts(
    Array.from({ length: 12 }, (_, i) => ({
      exporter: 'DE',
      importer: 'CN',
      hs6: `8703${String(10 + i)}`,
      value_usd: 100 - i,
    })),
    'DE',
  );
  const children = (option: ReturnType<typeof buildPairProductsOption>) =>
    (option.series as { data: { children: { name: string; tip: string }[] }[] }[])[0]!.data.flatMap(
      (d) => d.children,
    );

  it('draws only the largest products when capped (the table has the rest)', () => {
    const option = buildPairProductsOption({
      sections: groupPairProductsBySection(many),
      nameOf: () => null,
      both: false,
      exportLabel: 'A',
      importLabel: 'B',
      maxProducts: 5,
    });
    expect(children(option).map((c) => c.name)).toEqual(['870310', '870311', '870312', '870313', '870314']);
  });

  it('labels an unnamed product by its code, and one direction has no export/import split', () => {
    const option = buildPairProductsOption({
      sections: groupPairProductsBySection(many.slice(0, 1)),
      nameOf: () => null,
      both: false,
      exportLabel: 'A → B',
      importLabel: 'A ← B',
    });
    const [only] = children(option);
    expect(only!.name).toBe('870310');
    expect(only!.tip).not.toContain('A → B');
  });

  it('keys each rectangle by its code, so names arriving redraw the same rectangles', () => {
    const sections = groupPairProductsBySection(many);
    const ids = (option: ReturnType<typeof buildPairProductsOption>) =>
      (option.series as { data: { id?: string; children: { id?: string }[] }[] }[])[0]!.data.map((d) => [
        d.id,
        d.children.map((c) => c.id),
      ]);
    const unnamed = buildPairProductsOption({
      sections,
      nameOf: () => null,
      both: false,
      exportLabel: 'A',
      importLabel: 'B',
    });
    const named = buildPairProductsOption({
      sections,
      nameOf: (hs6) => `Cars ${hs6}`,
      both: false,
      exportLabel: 'A',
      importLabel: 'B',
    });
    expect(ids(unnamed)).toEqual([['section-XVII', many.map((p) => p.hs6)]]);
    expect(ids(named)).toEqual(ids(unnamed));
    expect(children(named)[0]!.name).toBe('870310 Cars 870310');
  });

  it('draws its series without animation: an update moves nothing from an old place', () => {
    const option = buildPairProductsOption({
      sections: groupPairProductsBySection(many),
      nameOf: () => null,
      both: false,
      exportLabel: 'A',
      importLabel: 'B',
    });
    expect((option.series as { animation?: boolean }[])[0]!.animation).toBe(false);
  });
});
