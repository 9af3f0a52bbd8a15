/**
 * select.ts on the tiny world: years clamped to coverage, product prefixes as contiguous ranges,
 * empty selections, and the index plan: its cost is the candidate count of the cheapest index
 * (counted here from the rows themselves), the year index only when strictly cheapest.
 */
import { describe, expect, it } from 'vitest';
import type { Flow, Selection } from './engine-types';
import { TINY_SPEC } from '@/test/tiny-world-fixture';
import { tinyWorld, type TinyWorldSpec } from '@/test/tiny-world';
import { groupCellsOf } from './group-cells';
import { compile, externalRows, planCost, planIndex, productRange, scan, yearRange } from './select';

const world = () => tinyWorld(TINY_SPEC);
const GROUPS: Record<string, string[]> = { EU: ['FR', 'DE'], XA: ['BR', 'US'] };

/** Candidate rows of each index, from the rows as given; the plan takes the first cheapest. */
function expectedPlan(sel: Selection): { cost: number; byYear: boolean } {
  const from = Math.max(2010, sel.from ?? 2010);
  const to = Math.min(2025, sel.to ?? 2025);
  if (from > to) return { cost: 0, byYear: false };
  const inYears = TINY_SPEC.rows.filter((r) => r.year >= from && r.year <= to);
  const count = (keep: (r: (typeof inYears)[number]) => boolean) => inYears.filter(keep).length;
  const exp = sel.flow !== 'import';
  const imp = sel.flow !== 'export';
  const costs: number[] = [];
  if (sel.reporter !== undefined && sel.reporter !== 'XW') {
    const group = GROUPS[sel.reporter];
    if (group)
      costs.push(
        (exp ? count((r) => group.includes(r.exporter) && !group.includes(r.importer)) : 0) +
          (imp ? count((r) => group.includes(r.importer) && !group.includes(r.exporter)) : 0),
      );
    else
      costs.push(
        (exp ? count((r) => r.exporter === sel.reporter) : 0) +
          (imp ? count((r) => r.importer === sel.reporter) : 0),
      );
  }
  if (sel.partner !== undefined && sel.partner !== 'XW') {
    const members = GROUPS[sel.partner] ?? [sel.partner];
    costs.push(
      (imp ? count((r) => members.includes(r.exporter)) : 0) +
        (exp ? count((r) => members.includes(r.importer)) : 0),
    );
  }
  if (sel.product !== undefined) costs.push(count((r) => r.hs6.startsWith(sel.product!)));
  const yearCost = inYears.length;
  const cheapest = Math.min(...costs);
  return yearCost < cheapest ? { cost: yearCost, byYear: true } : { cost: cheapest, byYear: false };
}

describe('index plans', () => {
  it('cost the cheapest index’s candidate rows; the year index only when strictly cheapest', () => {
    const w = world();
    let byYear = 0;
    let byOther = 0;
    const flows: (Flow | undefined)[] = [undefined, 'export', 'import'];
    const years = [{}, { from: 2014, to: 2014 }, { from: 2012, to: 2020 }, { from: 2020 }];
    let i = 0;
    for (const reporter of [undefined, 'DE', 'KE', 'AQ', 'XW', 'EU', 'XA'])
      for (const partner of [undefined, 'FR', 'US', 'XW', 'EU'])
        for (const product of [undefined, '09', '090111', '22', '87'])
          // Each combination twice, with flows and years in rotation.
          for (const k of [i++, i++ + 5]) {
            const sel = { reporter, partner, product, flow: flows[k % 3], ...years[k % 4] };
            const plan = planCost(w, compile(w, sel));
            expect(plan, JSON.stringify(sel)).toEqual(expectedPlan(sel));
            if (plan.byYear) byYear++;
            else byOther++;
          }
    // Both kinds of plan were chosen (the year index only without country or product).
    expect(byYear).toBeGreaterThan(5);
    expect(byOther).toBeGreaterThan(300);
  });

  it('an empty selection costs nothing', () => {
    const w = world();
    expect(planCost(w, compile(w, { reporter: 'ZZ' }))).toEqual({ cost: 0, byYear: false });
    expect(planCost(w, compile(w, { product: '01' }))).toEqual({ cost: 0, byYear: false });
    expect(planCost(w, compile(w, { from: 2016, to: 2015 }))).toEqual({ cost: 0, byYear: false });
  });

  it('a partner group costs its members’ rows on the side the flow puts them', () => {
    const w = world();
    // Rows with an EU importer: 14; with an EU exporter: 9 (of 31, so cheaper than the year index).
    expect(planCost(w, compile(w, { reporter: 'XW', partner: 'EU', flow: 'export' }))).toEqual({
      cost: 14,
      byYear: false,
    });
    expect(planCost(w, compile(w, { reporter: 'XW', partner: 'EU', flow: 'import' }))).toEqual({
      cost: 9,
      byYear: false,
    });
    expect(planCost(w, compile(w, { partner: 'EU' }))).toEqual({ cost: 23, byYear: false });
    expect(planCost(w, compile(w, {}))).toEqual({ cost: 31, byYear: true });
  });
});

describe('compile', () => {
  it('clamps years to coverage and reads absent bounds as its ends', () => {
    const w = world();
    expect(yearRange(w, {})).toEqual([0, 15]);
    expect(yearRange(w, { from: 2000, to: 2030 })).toEqual([0, 15]);
    expect(yearRange(w, { from: 2014 })).toEqual([4, 15]);
    expect(yearRange(w, { to: 2014 })).toEqual([0, 4]);
    expect(yearRange(w, { from: 2011, to: 2012 })).toEqual([1, 2]);
  });

  it('maps a prefix to its contiguous range of codes, the empty range when none', () => {
    const w = world();
    const codes = (prefix?: string) => {
      const [a, b] = productRange(w, prefix);
      return w.catalog.products.slice(a, b).map((p) => p.hs6);
    };
    expect(codes()).toHaveLength(8);
    expect(codes('')).toHaveLength(8);
    expect(codes('09')).toEqual(['090111', '090121', '090210']);
    expect(codes('0901')).toEqual(['090111', '090121']);
    expect(codes('22')).toEqual(['220421']);
    expect(codes('87')).toEqual(['870323', '870380']);
    expect(codes('870380')).toEqual(['870380']);
    expect(productRange(w, '01')).toEqual([0, 0]);
    expect(productRange(w, '99')).toEqual([8, 8]);
    expect(productRange(w, '30')).toEqual([4, 4]);
  });

  it('is empty for reversed or uncovered years, an unknown country or product; not for a partly covered range', () => {
    const w = world();
    expect(compile(w, { from: 2030 }).empty).toBe(true);
    expect(compile(w, { to: 2005 }).empty).toBe(true);
    expect(compile(w, { from: 2020, to: 2019 }).empty).toBe(true);
    expect(compile(w, { from: 2020, to: 2020 }).empty).toBe(false);
    expect(compile(w, { reporter: 'ZZ' }).empty).toBe(true);
    expect(compile(w, { partner: 'ZZ' }).empty).toBe(true);
    expect(compile(w, { product: '01' }).empty).toBe(true);
    expect(compile(w, { from: 2005, to: 2011 }).empty).toBe(false);
    expect(compile(w, { reporter: 'AQ', partner: 'XW', product: '09' }).empty).toBe(false);
  });

  it('records the reporter’s kind: World restricts nothing, a group excludes its members', () => {
    const w = world();
    const eu = compile(w, { reporter: 'EU', flow: 'export' });
    expect([eu.hasReporter, eu.rep !== null, eu.repExcludesMembers, eu.wantExport, eu.wantImport]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const xw = compile(w, { reporter: 'XW', flow: 'import' });
    expect([xw.hasReporter, xw.rep, xw.repExcludesMembers, xw.wantExport, xw.wantImport]).toEqual([
      true,
      null,
      false,
      false,
      true,
    ]);
    const de = compile(w, { reporter: 'DE', partner: 'XA' });
    expect([
      de.hasReporter,
      de.repExcludesMembers,
      de.repIds,
      de.partIds,
      de.wantExport,
      de.wantImport,
    ]).toEqual([true, false, [1], [2, 3], true, true]);
    const none = compile(w, {});
    expect([none.hasReporter, none.rep, none.part, none.repIds, none.partIds]).toEqual([
      false,
      null,
      null,
      [],
      [],
    ]);
  });
});

describe('compile and plans: what each reads', () => {
  it('an unknown id is a mask without members; World and no id restrict nothing; neither lists ids', () => {
    const w = world();
    const unknown = compile(w, { reporter: 'ZZ', partner: 'YY' });
    expect([unknown.rep, unknown.part, unknown.repIds, unknown.partIds, unknown.repExcludesMembers]).toEqual([
      new Uint8Array(w.countries.countryCount),
      new Uint8Array(w.countries.countryCount),
      [],
      [],
      false,
    ]);
    const xw = compile(w, { reporter: 'XW', partner: 'XW' });
    expect([xw.rep, xw.part, xw.repIds, xw.partIds, xw.repExcludesMembers]).toEqual([
      null,
      null,
      [],
      [],
      false,
    ]);
  });

  it('names the index each selection reads', () => {
    const w = world();
    const index = (sel: Selection) => planIndex(w, compile(w, sel));
    expect(index({ reporter: 'DE' })).toBe('reporter');
    expect(index({ reporter: 'EU' })).toBe('group');
    expect(index({ reporter: 'XW', partner: 'KE' })).toBe('partner');
    expect(index({ product: '87' })).toBe('products');
    expect(index({})).toBe('year');
    expect(index({ reporter: 'ZZ' })).toBeNull();
  });

  it('takes the first of equally cheap indexes: a product range before the years', () => {
    const w = world();
    // 2012 has two rows, both coffee or tea: the range 09 costs as much as the year.
    const sel = compile(w, { product: '09', from: 2012, to: 2012 });
    expect(planCost(w, sel)).toEqual({ cost: 2, byYear: false });
    expect(planIndex(w, sel)).toBe('products');
  });

  it('reads only the selected years through the year index', () => {
    const w = world();
    // XA's rows in 2014 (both sides counted: 11) cost more than the year's 10: the year index
    // answers. The next year's first row (US to Brazil, 2015) is XA's too.
    const sel = compile(w, { partner: 'XA', from: 2014, to: 2014 });
    expect(planIndex(w, sel)).toBe('year');
    const years: number[] = [];
    scan(w, sel, (r) => years.push(2010 + w.obs.year[r]!));
    expect(years).toEqual(Array<number>(8).fill(2014));
  });

  it('keeps one group’s external rows and cells apart from another’s, whatever their member indexes', () => {
    // Members 1, 2, 13 and 12, 13: their index lists would read alike without a separator.
    const countries = Array.from({ length: 14 }, (_, k) => ({
      id: `C${String.fromCharCode(65 + k)}`,
      name: `Country ${k}`,
    }));
    const spec: TinyWorldSpec = {
      countries,
      groups: [
        { id: 'G1', name: 'One', members: ['CB', 'CC', 'CN'] },
        { id: 'G2', name: 'Two', members: ['CM', 'CN'] },
      ],
      products: [{ hs6: '090111', name: 'Coffee' }],
      rows: [
        { exporter: 'CB', importer: 'CA', hs6: '090111', year: 2015, value_usd: 1000, quantity: 1 },
        { exporter: 'CM', importer: 'CA', hs6: '090111', year: 2015, value_usd: 2000, quantity: 2 },
      ],
    };
    const w = tinyWorld(spec);
    const g1 = compile(w, { reporter: 'G1' });
    const g2 = compile(w, { reporter: 'G2' });
    expect([g1.repIds, g2.repIds]).toEqual([
      [1, 2, 13],
      [12, 13],
    ]);
    expect([...externalRows(w, g1).exportRows]).toEqual([0]);
    expect([...externalRows(w, g2).exportRows]).toEqual([1]);
    expect(groupCellsOf(w, g1).exports.value[5]).toBe(1000);
    expect(groupCellsOf(w, g2).exports.value[5]).toBe(2000);
  });
});
