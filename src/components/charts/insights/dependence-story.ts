/**
 * The summary's sentence from a dependence chart (dependence-chart.tsx): how many of the examined
 * import products reach the threshold's share from one supplier (the chart's footer) and the one
 * with the most at stake (its table's cells), each figure linked to the chart. It says what the
 * shares are, not why, and forecasts nothing.
 */
import type { StorySentence } from '@/components/ui/story-summary';
import { formatCount, formatPercent, formatUsdExact } from '@/lib/format';
import { dependentProducts, type DependenceRow } from '@/lib/specialisation/dependence';
import { storyFigure as fig } from './change-story';

export interface DependenceSentenceInput {
  rows: readonly DependenceRow[];
  chart: string;
  percent: number;
  /** "Of its", "Of the pair's". */
  intro: string;
  /** "a single supplier", "China". */
  supplierWord: string;
  /**
   * What the examined products are, after their count: "largest import products", and for a
   * count of one "import product" (one product is not the largest of anything).
   */
  productsWord?: (count: number) => string;
  /**
   * What reaching the threshold means here: "their supply is concentrated". Said only for a
   * threshold of at least half (a lower one means no such thing).
   */
  meaning: string;
  productName: (code: string) => string;
  supplierName: (id: string) => string;
}

const importProducts = (count: number) => (count === 1 ? 'import product' : 'largest import products');

/**
 * Null with no product examined (a pair that trades none of a filtered product, say): "Of the 0
 * largest products …, 0 come at least 50% from …" counts nothing and reads as a finding. The
 * chart says why it is empty.
 */
export function dependenceSentence(input: DependenceSentenceInput): StorySentence | null {
  const { rows, chart } = input;
  if (rows.length === 0) return null;
  const dependent = dependentProducts(rows, input.percent / 100);
  const head = [
    `${input.intro} `,
    fig(formatCount(rows.length), chart),
    ` ${(input.productsWord ?? importProducts)(rows.length)}, `,
    fig(formatCount(dependent.length), chart),
    ` ${dependent.length === 1 ? 'comes' : 'come'} at least ${input.percent}% from ${input.supplierWord}`,
  ];
  const top = dependent[0];
  if (!top) return [...head, '.'];
  return [
    ...head,
    input.percent >= 50 ? `: ${input.meaning}. The most at stake` : '. The most at stake',
    ` is ${input.productName(top.product)}, `,
    fig(formatUsdExact(top.atStake), chart),
    ` (`,
    fig(formatPercent(top.supplierShare), chart),
    `) from ${top.supplier ? input.supplierName(top.supplier) : 'one supplier'}.`,
  ];
}
