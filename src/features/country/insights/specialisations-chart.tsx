/**
 * `specialisations`: the products the country is specialised in (revealed comparative advantage
 * at least 1), largest export value first or by RCA, with each one's share of world exports and
 * the country's world rank for it. The footer says which products the figures cover: RCA needs
 * the product's world value, which the World group's ranking (500 products) and the markets of the
 * country's largest exports give; the rest is counted, not guessed.
 */
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { SegmentedOption } from '@/components/ui/view-controls';
import { buildRcaBarsOption, formatRca } from '@/components/charts/options/rca-bars-option';
import type { CombinedQuery } from '@/components/charts/insights/combined-query';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import { valueCell, type TableCell } from '@/components/charts/table-cell';
import { formatCount, formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { specialisations, type ProductLevel } from '@/lib/specialisation/rca';
import {
  isTheWorld,
  worldRankText,
  type SpecialisationModel,
  type SpecialisationRow,
} from './specialisation-model';

/** Bars drawn (the table lists every specialisation). */
const SPECIALISATION_BARS = 15;

export type SpecialisationOrder = 'value' | 'rca';

export interface SpecialisationsChartProps {
  cid: string;
  countryName: string;
  from: number;
  to: number;
  model: SpecialisationModel | null;
  /** The name of a key at the level (an HS6 product, a chapter or a section), without its code. */
  productName: (code: string) => string;
  /** Where a key's row leads (its product view, or the HS index at its section). */
  hrefOf: (key: string) => string;
  level: ProductLevel;
  onLevel: (level: ProductLevel) => void;
  /** At a chapter or section level: how many chapters' totals may be asked for. */
  levelBudget: number;
  query: CombinedQuery;
  requests: ChartRequest[];
  marketsBudget: number;
}

const LEVEL_WORDS: Record<ProductLevel, { one: string; many: string }> = {
  hs6: { one: 'Product', many: 'products' },
  chapter: { one: 'Chapter', many: 'chapters' },
  section: { one: 'Section', many: 'sections' },
};

const specialisationColumns = (level: ProductLevel) => [
  { label: LEVEL_WORDS[level].one },
  ...SPECIALISATION_COLUMNS.slice(1),
];

const SPECIALISATION_COLUMNS = [
  { label: 'Product' },
  { label: 'RCA', numeric: true },
  { label: 'Exports (USD)', numeric: true },
  { label: 'Share of its exports', numeric: true, unit: 'fraction' },
  { label: 'Share of world exports', numeric: true, unit: 'fraction' },
  { label: 'World rank', numeric: true },
];

const specialisationName = (row: SpecialisationRow, productName: (code: string) => string) =>
  `${productName(row.key)} (${row.key})`;

/** A row's cells: the page shows the formatted text, the files get the numbers (a rank not known in words). */
function specialisationCells(row: SpecialisationRow, productName: (code: string) => string): TableCell[] {
  return [
    specialisationName(row, productName),
    valueCell(row.rca, formatRca),
    valueCell(row.value, formatUsdExact),
    valueCell(row.shareOfCountry, formatPercent),
    valueCell(row.worldMarketShare, formatPercent),
    row.rank === null ? worldRankText(row) : valueCell(row.rank, formatCount),
  ];
}

/** The specialisations in the chosen order (value: the model's order). */
export function orderedSpecialisations(model: SpecialisationModel | null, order: SpecialisationOrder) {
  const list = model ? specialisations(model.rows) : [];
  return order === 'rca' ? [...list].sort((a, b) => b.rca! - a.rca! || a.key.localeCompare(b.key)) : list;
}

export function SpecialisationsChart(props: SpecialisationsChartProps) {
  const { countryName, from, to, model, productName, query, level } = props;
  const words = LEVEL_WORDS[level];
  const { theme } = useTheme();
  const [order, setOrder] = useState<SpecialisationOrder>('value');
  const list = useMemo(() => orderedSpecialisations(model, order), [model, order]);
  const shown = list.slice(0, SPECIALISATION_BARS);
  const option = useMemo(
    () =>
      buildRcaBarsOption({
        rows: shown.map((r) => ({
          name: productName(r.key),
          rca: r.rca!,
          value: r.value,
          worldShare: r.worldMarketShare,
        })),
        theme,
      }),
    [shown, productName, theme],
  );
  const range = formatYearRange(from, to);
  // Nothing exported at all: no coverage to describe ("RCA is known for 0 of the 0 products").
  const exportsNothing = model !== null && model.covered.count + model.uncovered.count === 0;
  const height = Math.max(200, shown.length * 26 + 40);
  const exportModel: ChartExport = {
    chartId: 'specialisations',
    title: 'Specialisations',
    subtitle: `${countryName}, ${range}: ${words.many} with revealed comparative advantage at least 1`,
    requests: props.requests,
    ...(shown.length > 0 ? { option, height } : {}),
  };
  return (
    <ChartFrame
      chartId="specialisations"
      title="Specialisations"
      reserve={height}
      exportModel={exportModel}
      toolbar={
        <>
          <LevelField level={level} onLevel={props.onLevel} />
          <OrderField order={order} onOrder={setOrder} />
        </>
      }
      description={`What ${countryName} exports relatively more of than the world does, by HS ${level === 'hs6' ? 'six-digit product' : level} (revealed comparative advantage, RCA = the ${words.one.toLowerCase()}'s share in its exports over its share in world exports; 1 is the world average), ${range}, ${order === 'value' ? 'largest export value first' : 'highest RCA first'}.`}
      waiting={query.waiting}
      state={query.state(shown.length > 0)}
      error={query.error}
      onRetry={query.retry}
      updating={query.updating}
      notes={query.notes}
      emptyMessage={
        exportsNothing
          ? `No exports reported for ${countryName} in ${range}, so no specialisation.`
          : `No ${words.one.toLowerCase()} with a known RCA of at least 1 for ${countryName}, ${range}.`
      }
      table={{
        caption: `${countryName}: specialisations by ${words.one.toLowerCase()} (RCA ≥ 1), ${range}`,
        columns: specialisationColumns(level),
        rows: list.map((r) => {
          const cells = specialisationCells(r, productName);
          cells[0] = <Link to={props.hrefOf(r.key)}>{specialisationName(r, productName)}</Link>;
          return cells;
        }),
      }}
      footer={
        model === null || exportsNothing ? null : (
          <SpecialisationsFooter {...props} model={model} count={list.length} />
        )
      }
    >
      <EChart option={option} height={height} />
    </ChartFrame>
  );
}

function LevelField({ level, onLevel }: { level: ProductLevel; onLevel: (l: ProductLevel) => void }) {
  const id = useId();
  const option = (value: ProductLevel, label: string) => (
    <SegmentedOption
      name={`${id}-level`}
      value={value}
      checked={level === value}
      onSelect={() => onLevel(value)}
    >
      {label}
    </SegmentedOption>
  );
  return (
    <fieldset className="view-controls__group">
      <legend>Level</legend>
      <div className="segmented">
        {option('hs6', 'HS6')}
        {option('chapter', 'Chapter')}
        {option('section', 'Section')}
      </div>
    </fieldset>
  );
}

/** What a chapter or section level covers: the keys whose two totals were asked for. */
/** What the figures cover, and for the World (RCA 1 throughout) that nothing is a specialisation. */
function SpecialisationsFooter({
  model,
  level,
  cid,
  count,
  marketsBudget,
  levelBudget,
}: Pick<SpecialisationsChartProps, 'level' | 'cid' | 'marketsBudget' | 'levelBudget'> & {
  model: SpecialisationModel;
  count: number;
}) {
  return (
    <>
      {isTheWorld(model.rows) ? (
        <p>
          These are the world&apos;s own exports: every product&apos;s RCA is 1 by construction, so none is a
          specialisation.
        </p>
      ) : null}
      {level === 'hs6' ? (
        <CoverageNote model={model} cid={cid} budget={marketsBudget} count={count} />
      ) : (
        <LevelCoverageNote model={model} level={level} budget={levelBudget} count={count} />
      )}
    </>
  );
}

function LevelCoverageNote({
  model,
  level,
  budget,
  count,
}: {
  model: SpecialisationModel;
  level: 'chapter' | 'section';
  budget: number;
  count: number;
}) {
  const words = LEVEL_WORDS[level];
  const all = model.covered.value + model.uncovered.value;
  const asked =
    level === 'chapter'
      ? `its ${formatCount(budget)} largest chapters`
      : `its largest sections whose chapters fit in ${formatCount(budget)} (whole sections only)`;
  return (
    <p>
      {formatCount(count)} specialisations shown
      {count > SPECIALISATION_BARS ? ` (the first ${SPECIALISATION_BARS} drawn)` : ''}. RCA is known for{' '}
      {formatCount(model.covered.count)} of the {formatCount(model.covered.count + model.uncovered.count)}{' '}
      {words.many} exported ({formatPercent(all > 0 ? model.covered.value / all : null)} of their value):{' '}
      {asked}, whose world and country totals were asked for chapter by chapter (a ranking cut at its limit
      would leave a {words.one.toLowerCase()}&apos;s world total short). The world rank is per HS6 product
      only.
      {model.uncovered.count > 0
        ? ` ${formatCount(model.uncovered.count)} ${words.many} (${formatPercent(all > 0 ? model.uncovered.value / all : null)} of the listed value) are not covered: not asked for.`
        : ''}
    </p>
  );
}

function OrderField({
  order,
  onOrder,
}: {
  order: SpecialisationOrder;
  onOrder: (o: SpecialisationOrder) => void;
}) {
  const id = useId();
  return (
    <fieldset className="view-controls__group">
      <legend>Order</legend>
      <div className="segmented">
        <SegmentedOption
          name={`${id}-order`}
          value="value"
          checked={order === 'value'}
          onSelect={() => onOrder('value')}
        >
          Export value
        </SegmentedOption>
        <SegmentedOption
          name={`${id}-order`}
          value="rca"
          checked={order === 'rca'}
          onSelect={() => onOrder('rca')}
        >
          RCA
        </SegmentedOption>
      </div>
    </fieldset>
  );
}

function CoverageNote({
  model,
  budget,
  count,
}: {
  model: SpecialisationModel;
  cid: string;
  budget: number;
  count: number;
}) {
  const all = model.covered.value + model.uncovered.value;
  return (
    <p>
      {formatCount(count)} specialisations shown
      {count > SPECIALISATION_BARS ? ` (the first ${SPECIALISATION_BARS} drawn)` : ''}. RCA is known for{' '}
      {formatCount(model.covered.count)} of the {formatCount(model.covered.count + model.uncovered.count)}{' '}
      products exported ({formatPercent(all > 0 ? model.covered.value / all : null)} of their value): those
      among the world&apos;s {formatCount(model.worldListed)} largest products
      {model.worldCut ? ' (the ranking’s limit)' : ''} and the {budget} largest exports, whose markets also
      give the world rank.
      {model.uncovered.count > 0
        ? ` ${formatCount(model.uncovered.count)} products (${formatPercent(all > 0 ? model.uncovered.value / all : null)}) are not covered: their world value is not known.`
        : ''}
    </p>
  );
}
