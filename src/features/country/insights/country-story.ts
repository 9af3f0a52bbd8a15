/**
 * The country view's summary in words, built from the figures its charts show (each figure
 * formatted exactly as in the chart's table, and linked to that chart): size and change of the
 * flow between the two years, the leading partner and its share, the largest rise and fall, the
 * product that moved most, specialisation and dependence. It never gives a cause or a forecast;
 * a year without data is said to be missing, not zero.
 */
import type { StorySentence } from '@/components/ui/story-summary';
import {
  changeLeadersSentence,
  changeSizeSentence,
  storyFigure,
} from '@/components/charts/insights/change-story';
import { formatSignedUsd } from '@/components/charts/options/diverging-bars-option';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import { formatCount, formatPercent, formatYearRange } from '@/lib/format';
import { possessive } from '@/lib/phrases';
import type { ChangeResult } from '@/lib/specialisation/change';
import type { DependenceRow } from '@/lib/specialisation/dependence';
import { dependenceSentence } from '@/components/charts/insights/dependence-story';
import { isTheWorld, type SpecialisationRow } from './specialisation-model';

export interface CountryStoryInput {
  countryName: string;
  flowWord: 'exports' | 'imports';
  /**
   * The view narrows its key figures and series to one product: the summary, built from the
   * insights (every product), says so, or its totals would read as the product's.
   */
  productFiltered?: boolean;
  /** The same for a partner filter: the insights cover every partner. */
  partnerFiltered?: boolean;
  years: { before: number; after: number };
  range: { from: number; to: number };
  partners: ChangeResult | null;
  products: ChangeResult | null;
  /** The specialisations, largest export value first. */
  specialisations: readonly SpecialisationRow[] | null;
  dependence: readonly DependenceRow[] | null;
  dependencePercent: number;
  countryNameOf: (id: string) => string;
  productName: (code: string) => string;
  /**
   * The view's summary of its flow reports no trade over `range`: the story says so once, in place
   * of two missing years and no specialisation. False while unknown.
   */
  noTrade?: boolean;
}

const fig = storyFigure;

/** What the view narrows to besides its country: the insights, which cover everything, say so. */
export interface ViewFilters {
  product?: boolean;
  partner?: boolean;
}

/**
 * "Kenya's exports", or beside a view filtered to a product or a partner "Kenya's exports of all
 * products" and "Kenya's imports from all partners": the totals are not the filter's.
 */
export function countryFlowSubject(
  countryName: string,
  flowWord: 'exports' | 'imports',
  filters: ViewFilters = {},
): string {
  const products = filters.product ? ' of all products' : '';
  const partners = filters.partner
    ? flowWord === 'exports'
      ? ' to all partners'
      : ' from all partners'
    : '';
  return `${possessive(countryName)} ${flowWord}${products}${partners}`;
}

function sizeSentence(input: CountryStoryInput, partners: ChangeResult): StorySentence {
  const subject = countryFlowSubject(input.countryName, input.flowWord, {
    product: input.productFiltered,
    partner: input.partnerFiltered,
  });
  return changeSizeSentence(subject, partners, 'changes-partners', input.years);
}

function partnerSentence(input: CountryStoryInput, partners: ChangeResult): StorySentence | null {
  return changeLeadersSentence({
    result: partners,
    chart: 'changes-partners',
    noun: input.flowWord === 'exports' ? 'destination' : 'origin',
    count: 1,
    nameOf: input.countryNameOf,
  });
}

function productSentence(input: CountryStoryInput): StorySentence | null {
  const products = input.products;
  if (!products || products.kind !== 'compared') return null;
  const c = 'changes-products';
  const rise = products.gained[0];
  const fall = products.lost[0];
  if (!rise && !fall) return null;
  const out: (string | { figure: string; chart: string })[] = ['Among products, '];
  if (rise)
    out.push(`${input.productName(rise.key)} rose most (`, fig(formatSignedUsd(rise.change!), c), ')');
  if (rise && fall) out.push(' and ');
  if (fall)
    out.push(`${input.productName(fall.key)} fell most (`, fig(formatSignedUsd(fall.change!), c), ')');
  out.push('.');
  return out;
}

function specialisationSentence(input: CountryStoryInput): StorySentence | null {
  const list = input.specialisations;
  if (!list) return null;
  const range = formatYearRange(input.range.from, input.range.to);
  const c = 'specialisations';
  const top = list[0];
  if (!top)
    return [
      `In ${range}, no product with a known world value shows ${input.countryName} specialised (RCA of at least 1).`,
    ];
  if (isTheWorld(list))
    return [
      `In ${range}, ${possessive(input.countryName)} exports are the world's: every product has an RCA of 1, so none shows a specialisation.`,
    ];
  return [
    `In ${range}, ${input.countryName} was specialised (RCA of at least 1) in `,
    fig(formatCount(list.length), c),
    ` ${list.length === 1 ? 'product' : 'products'}; the largest by value is ${input.productName(top.key)}, with an RCA of `,
    fig(formatRca(top.rca), c),
    ' and ',
    fig(formatPercent(top.worldMarketShare), c),
    ' of world exports.',
  ];
}

function countryDependenceSentence(input: CountryStoryInput): StorySentence | null {
  if (!input.dependence) return null;
  return dependenceSentence({
    rows: input.dependence,
    chart: 'dependence',
    percent: input.dependencePercent,
    intro: 'Of its',
    supplierWord: 'a single supplier',
    meaning: 'their supply is concentrated',
    productName: input.productName,
    supplierName: input.countryNameOf,
  });
}

export function countryStory(input: CountryStoryInput): StorySentence[] {
  if (!input.partners) return [];
  if (input.noTrade) {
    const subject = countryFlowSubject(input.countryName, input.flowWord, {
      product: input.productFiltered,
      partner: input.partnerFiltered,
    });
    const range = formatYearRange(input.range.from, input.range.to);
    // Dependence is of imports: still worth saying beside exports that report nothing.
    const dependence = input.flowWord === 'exports' ? countryDependenceSentence(input) : null;
    return [[`No trade is reported for ${subject} over ${range}.`], ...(dependence ? [dependence] : [])];
  }
  const sentences = [
    sizeSentence(input, input.partners),
    partnerSentence(input, input.partners),
    productSentence(input),
    specialisationSentence(input),
    countryDependenceSentence(input),
  ];
  return sentences.filter((s): s is StorySentence => s !== null);
}
