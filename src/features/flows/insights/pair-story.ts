/**
 * The flow explorer's summary in words for a reporter–partner pair, built from the figures its
 * pair charts show (each the very text of that chart's table or footer, linked to it): the pair's
 * trade in the two years compared and its change, its leading products with their shares and the
 * largest rise and fall (`changes-pair-products`), and how many of its largest imports come mostly
 * from the partner (`pair-dependence`). No cause, no forecast; a year without data is said to be
 * missing, not zero.
 */
import { changeLeadersSentence, changeSizeSentence } from '@/components/charts/insights/change-story';
import { dependenceSentence } from '@/components/charts/insights/dependence-story';
import type { StorySentence } from '@/components/ui/story-summary';
import { possessive } from '@/lib/phrases';
import type { ChangeResult } from '@/lib/specialisation/change';
import type { DependenceRow } from '@/lib/specialisation/dependence';

export interface PairStoryInput {
  reporterName: string;
  partnerName: string;
  flow: 'export' | 'import';
  years: { before: number; after: number };
  /** `changes-pair-products`' comparison; null while it loads. */
  change: ChangeResult | null;
  /** `pair-dependence`'s rows (the partner's shares); null while they load. */
  dependence: readonly DependenceRow[] | null;
  dependencePercent: number;
  productName: (code: string) => string;
  /**
   * The pair's summary of this flow reports no trade over the view's range (`range`, in words):
   * the story says so, in place of two missing years. False while unknown.
   */
  noTrade?: boolean;
  range: string;
}

export function pairStory(input: PairStoryInput): StorySentence[] {
  if (!input.change) return [];
  const { reporterName, partnerName } = input;
  const subject =
    input.flow === 'export'
      ? `${possessive(reporterName)} exports to ${partnerName}`
      : `${possessive(reporterName)} imports from ${partnerName}`;
  if (input.noTrade) return [[`No trade is reported for ${subject} over ${input.range}.`]];
  const sentences = [
    changeSizeSentence(subject, input.change, 'changes-pair-products', input.years),
    changeLeadersSentence({
      result: input.change,
      chart: 'changes-pair-products',
      noun: 'product',
      count: 3,
      nameOf: input.productName,
    }),
    input.dependence
      ? dependenceSentence({
          rows: input.dependence,
          chart: 'pair-dependence',
          percent: input.dependencePercent,
          intro: 'Of the',
          productsWord: (count) =>
            `${count === 1 ? 'product' : 'largest products'} ${reporterName} imports from ${partnerName}`,
          supplierWord: partnerName,
          meaning: `for these, ${reporterName} depends on ${partnerName}`,
          productName: input.productName,
          supplierName: () => partnerName,
        })
      : null,
  ];
  return sentences.filter((s): s is StorySentence => s !== null);
}
