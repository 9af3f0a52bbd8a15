/**
 * The compare view's charts: `compare-series`, `compare-figures`, `compare-concentration` and,
 * for products, `compare-exporters`. Each follows the chart contract (ChartFrame: data-chart,
 * data-state, accessible name, data table, per-chart error with request id and Retry). The series
 * span the service's whole coverage with the selected years highlighted; a click on a year's
 * point, or its button in the data table (keyboard), selects that year, as in the other views.
 */
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChartFrame, type ChartTable } from '@/components/charts/chart-frame';
import { nodeText } from '@/components/charts/export/node-text';
import { cellData, cellNode, valueCell, yearCell, type TableCell } from '@/components/charts/table-cell';
import { DrawnMarker } from '@/components/charts/drawn-marker';
import { EChart } from '@/components/charts/e-chart';
import { useChartClick } from '@/components/charts/use-chart-click';
import { YearButton } from '@/components/charts/year-button';
import { frameStateOf } from '@/components/charts/chart-state';
import { hhiBandsNote } from '@/components/charts/options/concentration-option';
import { useTheme } from '@/components/ui/theme';
import { SidewaysHint } from '@/components/ui/sideways-hint';
import { useSidewaysOverflow } from '@/components/ui/use-sideways-overflow';
import { formatYearRange } from '@/lib/format';
import {
  buildCompareConcentrationOption,
  buildCompareSeriesOption,
  formatCompareValue,
} from './compare-options';
import { compareLines, type CompareMode, type ComparedSeries } from '../compare-transforms';
import './compare-chart-cards.css';

type AnyQuery = UseQueryResult<unknown>;

/** The unit of a series' plain numbers in the files, per mode. */
const MODE_UNITS: Record<CompareMode, string> = {
  value: 'USD',
  index: 'index, first selected year with trade = 100',
  share: 'share of the sum, fraction',
};

const MODE_WORDS: Record<CompareMode, string> = {
  value: 'value in US dollars',
  index: 'an index, first selected year with trade = 100',
  share: 'each one’s share of their sum',
};

export function CompareSeriesChart(props: {
  what: string;
  /** Every year of the service's coverage: the span the series are drawn over. */
  years: readonly number[];
  /** The selected years, highlighted. */
  from: number;
  to: number;
  /** Selects a year (a click on its point, or its button in the data table). */
  onSelectYear: (year: number) => void;
  series: readonly ComparedSeries[];
  mode: CompareMode;
  queries: readonly AnyQuery[];
  toolbar: ReactNode;
}) {
  const { theme } = useTheme();
  const { from, to, onSelectYear } = props;
  const lines = useMemo(
    () => compareLines(props.series, props.years, props.mode, from),
    [props.series, props.years, props.mode, from],
  );
  const option = useMemo(
    () =>
      buildCompareSeriesOption({
        years: props.years,
        lines,
        mode: props.mode,
        theme,
        selected: { from, to },
      }),
    [props.years, lines, props.mode, theme, from, to],
  );
  const { containerRef, onRendered } = useChartClick((index) => {
    const year = props.years[index];
    if (year !== undefined) onSelectYear(year);
  });
  const hasData = lines.some((l) => l.values.some((v) => v !== null));
  const span = formatYearRange(props.years[0], props.years.at(-1));
  const selection = formatYearRange(from, to);
  const isSelected = (year: number) => year >= from && year <= to;
  const table: ChartTable = {
    caption: `${props.what} per year, ${span}, as ${MODE_WORDS[props.mode]}; selected: ${selection}`,
    columns: [
      { label: 'Year' },
      ...lines.map((l) => ({ label: l.name, numeric: true, unit: MODE_UNITS[props.mode] })),
    ],
    rows: props.years.map((y, i) => [
      yearCell(y, <YearButton key={y} year={y} selected={isSelected(y)} onSelect={onSelectYear} />),
      ...lines.map((l) =>
        valueCell(l.values[i] ?? null, (v) => formatCompareValue(v ?? null, props.mode, true)),
      ),
    ]),
  };
  const bases =
    props.mode === 'index' ? lines.filter((l) => l.baseYear && l.baseYear !== props.years[0]) : [];
  return (
    <ChartFrame
      chartId="compare-series"
      reserve={320}
      title="Per year"
      description={`${props.what} per year, ${span}, as ${MODE_WORDS[props.mode]}; the selected years (${selection}) are highlighted. Years without trade are gaps.`}
      {...frameStateOf(props.queries, hasData)}
      table={table}
      exportModel={{ subtitle: table.caption, option, height: 320 }}
      toolbar={props.toolbar}
      footer={
        bases.length > 0 ? (
          <p className="chart-frame__note">
            {bases.map((l) => `${l.name}: ${l.baseYear} = 100 (no trade earlier).`).join(' ')}
          </p>
        ) : undefined
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={320} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}

export interface FigureRow {
  id: string;
  name: ReactNode;
  cells: TableCell[];
}

/** A key figure: its label, and the unit of its plain numbers in the files. */
export interface FigureColumn {
  label: string;
  unit?: string;
}

/** The figures as the CSV and JSON take them: a figure per row (its unit in its name), an entry per column. */
function figuresExportTable(columns: FigureColumn[], rows: FigureRow[]) {
  return {
    columns: ['Figure', ...rows.map((r) => nodeText(r.name))],
    rows: columns.map((c, i) => [
      c.unit ? `${c.label} (${c.unit})` : c.label,
      ...rows.map((r) => cellData(r.cells[i] ?? null)),
    ]),
  };
}

/** The figures on screen: a figure per row, an entry per column. */
function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
}) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          {rows.map((r) => (
            <th key={r.id} scope="col">
              {r.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {columns.map(({ label }, i) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {rows.map((r) => (
              <td key={r.id} className="num">
                {cellNode(r.cells[i] ?? null)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompareFiguresTable(props: {
  what: string;
  range: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  queries: readonly AnyQuery[];
  note?: ReactNode;
}) {
  const hasData = props.rows.length > 0;
  const version = props.queries.map((q) => q.dataUpdatedAt).join(',');
  const scroller = useRef<HTMLDivElement>(null);
  const sideways = useSidewaysOverflow(scroller, `${version}|${props.rows.length}`);
  return (
    <ChartFrame
      chartId="compare-figures"
      title="Key figures"
      description={`${props.what}, ${props.range}.`}
      {...frameStateOf(props.queries, hasData)}
      footer={props.note}
      exportModel={{
        subtitle: `${props.what}, ${props.range}`,
        // The figures are a table, not a drawing: its text is the data (no image).
        ...(hasData ? { table: figuresExportTable(props.columns, props.rows) } : {}),
      }}
    >
      <DrawnMarker version={version} />
      {/* Wider than the screen (many entries on a phone): the hint says what is past the edge. */}
      <SidewaysHint overflow={sideways} columnCount={props.rows.length} testId="compare-figures-hint" />
      <div
        ref={scroller}
        className="compare-figures"
        // Narrow screens put each figure's name above its values, so the columns get the width.
        style={{ '--compare-columns': props.rows.length } as CSSProperties}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={`Key figures table, ${props.range}`}
      >
        <FiguresTable caption={`${props.what}, ${props.range}`} columns={props.columns} rows={props.rows} />
      </div>
    </ChartFrame>
  );
}

export function CompareConcentrationChart(props: {
  /** Whose shares the index sums: partners of countries, exporters of products. */
  across: 'partners' | 'exporters';
  what: string;
  range: string;
  bars: { id: string; name: string; hhi: number | null }[];
  queries: readonly AnyQuery[];
}) {
  const { theme } = useTheme();
  const option = useMemo(
    () => buildCompareConcentrationOption({ bars: props.bars, theme }),
    [props.bars, theme],
  );
  const hasData = props.bars.some((b) => b.hhi !== null);
  return (
    <ChartFrame
      chartId="compare-concentration"
      reserve={Math.max(140, 48 * props.bars.length + 40)}
      title={`Concentration across ${props.across}`}
      description={`${props.what}: Herfindahl-Hirschman index of each over its ${props.across}' shares, on one 0–10,000 scale, ${props.range}.`}
      {...frameStateOf(props.queries, hasData)}
      table={{
        caption: `${props.what}: HHI, ${props.range}`,
        columns: [{ label: 'Name' }, { label: 'HHI (0–10,000)', numeric: true }],
        rows: props.bars.map((b) => [
          b.name,
          valueCell(b.hhi === null ? null : Math.round(b.hhi), (v) => (v == null ? 'n/a' : String(v))),
        ]),
      }}
      footer={<p className="chart-frame__note">{hhiBandsNote()}</p>}
      exportModel={{
        subtitle: `${props.what}: HHI, ${props.range}`,
        option,
        height: Math.max(140, 48 * props.bars.length + 40),
      }}
    >
      <EChart option={option} height={Math.max(140, 48 * props.bars.length + 40)} />
    </ChartFrame>
  );
}

export function CompareExporters(props: {
  range: string;
  lists: { id: string; name: ReactNode; rows: { label: ReactNode; value: TableCell }[] }[];
  queries: readonly AnyQuery[];
}) {
  const version = props.queries.map((q) => q.dataUpdatedAt).join(',');
  return (
    <ChartFrame
      chartId="compare-exporters"
      title="Top exporters side by side"
      description={`The five largest exporters of each product, ${props.range}.`}
      {...frameStateOf(
        props.queries,
        props.lists.some((l) => l.rows.length > 0),
      )}
      exportModel={{
        subtitle: `The five largest exporters of each product, ${props.range}`,
        table: {
          columns: ['Product', 'Rank', 'Exporter', 'Value (USD)'],
          rows: props.lists.flatMap((l) =>
            l.rows.map((r, i) => [nodeText(l.name), i + 1, nodeText(r.label), cellData(r.value)]),
          ),
        },
      }}
    >
      <DrawnMarker version={version} />
      <div className="compare-exporters">
        {props.lists.map((list) => (
          <section key={list.id} aria-labelledby={`exporters-${list.id}`}>
            <h3 id={`exporters-${list.id}`}>{list.name}</h3>
            <ol>
              {list.rows.map((r, i) => (
                <li key={i}>
                  {r.label} <span className="num">{cellNode(r.value)}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </ChartFrame>
  );
}
