/**
 * The product view's summary in words, built from the figures its charts show (each figure the
 * very text of that chart's table or footer, linked to it): world exports of the product in the
 * two years compared and their change, the leading exporters with their shares and the largest
 * rise and fall (`changes-exporters`), how concentrated its exporters or importers are and what
 * that means (`market-concentration`), and which of its largest exporters are specialised in it
 * (`exporter-specialisation`). No cause, no forecast; a year without data is said to be missing.
 */
import type { Flow } from '@/api/service-conventions';
import {
  changeLeadersSentence,
  changeSizeSentence,
  storyFigure as fig,
} from '@/components/charts/insights/change-story';
import {
  equivalentPartners,
  formatEquivalent,
  hhiBand,
  type HhiBand,
} from '@/components/charts/options/concentration-option';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import type { StorySentence } from '@/components/ui/story-summary';
import { formatCount, formatHhi, formatPercent, formatYearRange } from '@/lib/format';
import type { ChangeResult } from '@/lib/specialisation/change';
import { specialisedExporters, type ExporterRca } from './exporter-rca';

export interface ProductStoryInput {
  /** "HS 090111 Coffee, not roasted". */
  label: string;
  years: { before: number; after: number };
  range: { from: number; to: number };
  /** `changes-exporters`' comparison; null while it loads. */
  changes: ChangeResult | null;
  /** The side the concentration is of (the view's flow), and its index; null while it loads. */
  concentration: { side: Flow; hhi: number | null } | null;
  /** `exporter-specialisation`'s rows (the largest exporters); null while they load. */
  specialisation: readonly ExporterRca[] | null;
  nameOf: (id: string) => string;
}

/** What a band means for the market, in plain words (no cause, no forecast). */
const BAND_MEANING: Record<HhiBand, (who: string) => string> = {
  unconcentrated: (who) => `no small group of ${who} dominates the market`,
  'moderately concentrated': (who) => `a handful of ${who} hold much of the market`,
  'highly concentrated': (who) => `the market rests on a few ${who}`,
};

function concentrationSentence(input: ProductStoryInput): StorySentence | null {
  const c = input.concentration;
  if (!c || c.hhi === null) return null;
  const chart = 'market-concentration';
  const who = c.side === 'export' ? 'exporters' : 'importers';
  const role = c.side === 'export' ? 'suppliers' : 'buyers';
  const band = hhiBand(c.hhi);
  return [
    `In ${formatYearRange(input.range.from, input.range.to)}, its ${who} were ${band} (HHI `,
    fig(formatHhi(c.hhi), chart),
    ` of 10,000, as concentrated as `,
    fig(formatEquivalent(equivalentPartners(c.hhi)), chart),
    ` equal ${role}): ${BAND_MEANING[band](who)}.`,
  ];
}

function specialisationSentence(input: ProductStoryInput): StorySentence | null {
  const rows = input.specialisation;
  if (!rows || rows.length === 0) return null;
  const chart = 'exporter-specialisation';
  // The count is the chart's footer's: the same rows, the same rule.
  const specialised = specialisedExporters(rows);
  const head = [
    `Of its `,
    fig(formatCount(rows.length), chart),
    ` largest exporters, `,
    fig(formatCount(specialised.length), chart),
    ` ${specialised.length === 1 ? 'is' : 'are'} specialised in it (RCA of at least 1: it weighs more in their exports than in the world's)`,
  ];
  const top = [...specialised].sort((a, b) => b.rca! - a.rca! || a.key.localeCompare(b.key))[0];
  if (!top) return [...head, '.'];
  return [
    ...head,
    `; the most specialised is ${input.nameOf(top.key)}, with an RCA of `,
    fig(formatRca(top.rca), chart),
    ' and ',
    fig(formatPercent(top.worldMarketShare), chart),
    ' of world exports.',
  ];
}

export function productStory(input: ProductStoryInput): StorySentence[] {
  if (!input.changes) return [];
  const sentences = [
    changeSizeSentence(`world exports of ${input.label}`, input.changes, 'changes-exporters', input.years),
    changeLeadersSentence({
      result: input.changes,
      chart: 'changes-exporters',
      noun: 'exporter',
      count: 3,
      nameOf: input.nameOf,
    }),
    concentrationSentence(input),
    specialisationSentence(input),
  ];
  return sentences.filter((s): s is StorySentence => s !== null);
}
