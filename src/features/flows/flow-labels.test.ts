// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCoverage } from '@/lib/coverage';
import { parse } from '@/lib/url-state';
import { flowLabels } from './flow-labels';
import { resolveFlowsView, TRADE_LIMIT_MAX } from './flows-state';
import type { FlowsData } from './use-flows-data';

const coverage = toCoverage([2015, 2016, 2017, 2018, 2019, 2020], new Date('2026-06-01'))!;
const view = (query: string) =>
  resolveFlowsView(parse(new URLSearchParams(query), { limitMax: TRADE_LIMIT_MAX }).state, null, coverage)
    .view;
/** The view's queries with only the product detail answered (the country names come from the runtime). */
const withProduct = (matches: { hs6: string; name: string }[]) =>
  ({ reporter: null, partner: null, product: { data: { data: { matches } } } }) as unknown as Pick<
    FlowsData,
    'reporter' | 'partner' | 'product'
  >;
const coffee = [
  { hs6: '090111', name: 'Coffee; not roasted or decaffeinated' },
  { hs6: '090112', name: 'Coffee; decaffeinated, not roasted' },
];

describe('flowLabels', () => {
  it('names a heading by its count in the heading, and gives the form no name for it', () => {
    const labels = flowLabels(view('reporter=BR&partner=CN&product=0901'), withProduct(coffee));
    expect(labels.heading.text).toContain('of HS 0901 (2 HS6 products)');
    // The field then reads "0901", not "0901 2 HS6 products": a count is no name.
    expect(labels.productFieldName).toBeUndefined();
    const one = flowLabels(view('reporter=DE&product=2709'), withProduct(coffee.slice(0, 1)));
    expect(one.heading.text).toContain('of HS 2709 (1 HS6 product)');
  });

  it('gives the form an HS6 code’s catalog name', () => {
    const labels = flowLabels(view('reporter=BR&product=090111'), withProduct(coffee.slice(0, 1)));
    expect(labels.productFieldName).toBe('Coffee; not roasted or decaffeinated');
    expect(labels.heading.text).toContain('of HS 090111 (Coffee; not roasted or decaffeinated)');
  });
});
