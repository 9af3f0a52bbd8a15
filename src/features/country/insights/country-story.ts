/**
 * The country view's summary in words, built from the figures its charts show (each figure
 * formatted exactly as in the chart's table, and linked to that chart): size and change of the
 * flow between the two years, the leading partner and its share, the largest rise and fall, the
 * product that moved most, specialisation and dependence. It never gives a cause or a forecast;
 * a year without data is said to be missing, not zero.
 */
import type { StorySentence } from '@/components/ui/story-summary';
import { formatSignedUsd } from '@/components/charts/options/diverging-bars-option';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import { formatCount, formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { possessive } from '@/lib/phrases';
import type { ChangeResult } from '@/lib/specialisation/change';
import { dependentProducts, type DependenceRow } from '@/lib/specialisation/dependence';
import type { SpecialisationRow } from './specialisation-model';

export interface CountryStoryInput {
  countryName: string;
  flowWord: 'exports' | 'imports';
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
}

const fig = (figure: string, chart: string) => ({ figure, chart });

function sizeSentence(input: CountryStoryInput, partners: ChangeResult): StorySentence {
  const { countryName, flowWord, years } = input;
  if (partners.kind === 'missing')
    return [
      `${possessive(countryName)} ${flowWord} have no data for ${partners.missingYears.join(' and ')}: that year is missing (not zero), so the change from ${years.before} to ${years.after} is not computed.`,
    ];
  const c = 'changes-partners';
  return [
    `In ${years.after}, ${possessive(countryName)} ${flowWord} were `,
    fig(formatUsdExact(partners.after.total), c),
    `, against `,
    fig(formatUsdExact(partners.before.total), c),
    ` in ${years.before}: a change of `,
    fig(formatSignedUsd(partners.totalChange), c),
    '.',
  ];
}

function partnerSentence(input: CountryStoryInput, partners: ChangeResult): StorySentence | null {
  if (partners.kind !== 'compared') return null;
  const c = 'changes-partners';
  const leader = [...partners.rows]
    .filter((r) => r.after !== null && r.after > 0)
    .sort((a, b) => b.after! - a.after! || a.key.localeCompare(b.key))[0];
  const rise = partners.gained[0];
  const fall = partners.lost[0];
  if (!leader) return null;
  const out: (string | { figure: string; chart: string })[] = [
    `Its largest ${input.flowWord === 'exports' ? 'destination' : 'origin'} in ${input.years.after} was ${input.countryNameOf(leader.key)}, with `,
    fig(formatPercent(leader.shareAfter), c),
    ' of the total',
  ];
  if (rise)
    out.push(
      `; the largest rise came from ${input.countryNameOf(rise.key)} (`,
      fig(formatSignedUsd(rise.change!), c),
      ', ',
      fig(formatPercent(rise.partOfChange), c),
      ' of the total change)',
    );
  if (fall)
    out.push(
      ` and the largest fall from ${input.countryNameOf(fall.key)} (`,
      fig(formatSignedUsd(fall.change!), c),
      ')',
    );
  out.push('.');
  return out;
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
  return [
    `In ${range}, ${input.countryName} was specialised (RCA of at least 1) in `,
    fig(formatCount(list.length), c),
    ` products; the largest by value is ${input.productName(top.key)}, with an RCA of `,
    fig(formatRca(top.rca), c),
    ' and ',
    fig(formatPercent(top.worldMarketShare), c),
    ' of world exports.',
  ];
}

function dependenceSentence(input: CountryStoryInput): StorySentence | null {
  const rows = input.dependence;
  if (!rows) return null;
  const c = 'dependence';
  const dependent = dependentProducts(rows, input.dependencePercent / 100);
  const head = [
    `Of its `,
    fig(formatCount(rows.length), c),
    ` largest import products, `,
    fig(formatCount(dependent.length), c),
    ` ${dependent.length === 1 ? 'comes' : 'come'} at least ${input.dependencePercent}% from a single supplier`,
  ];
  const top = dependent[0];
  if (!top) return [...head, '.'];
  return [
    ...head,
    `: their supply is concentrated. The most at stake is ${input.productName(top.product)}, `,
    fig(formatUsdExact(top.atStake), c),
    ` (`,
    fig(formatPercent(top.supplierShare), c),
    `) from ${top.supplier ? input.countryNameOf(top.supplier) : 'one supplier'}.`,
  ];
}

export function countryStory(input: CountryStoryInput): StorySentence[] {
  if (!input.partners) return [];
  const sentences = [
    sizeSentence(input, input.partners),
    partnerSentence(input, input.partners),
    productSentence(input),
    specialisationSentence(input),
    dependenceSentence(input),
  ];
  return sentences.filter((s): s is StorySentence => s !== null);
}
