/**
 * `price-by-origin` (HS6 codes only): unit value per exporter, value ÷ quantity of its row in
 * the markets list, cheapest first, with the quantity beside each name. Exporters that report no
 * quantity are listed as such in the table and the note, never drawn as a zero price.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import {
  formatQuantityExact,
  formatUnitValue,
  formatUsdExact,
  formatYearRange,
  unitLabel,
} from '@/lib/format';
import { inRange } from '@/lib/in-range';
import { buildPriceByOriginOption } from './price-by-origin-option';
import { toPriceRows, type MarketRow } from '../product-figures';

/** Bars drawn: the largest exporters by value, then ordered by price. */
const PRICE_EXPORTERS = 20;

export interface PriceByOriginChartProps {
  productLabel: string;
  from?: number;
  to: number;
  unit: string | null;
  rows: readonly MarketRow[];
  query: ChartQuery<unknown>;
}

export function PriceByOriginChart({ productLabel, from, to, unit, rows, query }: PriceByOriginChartProps) {
  const { theme } = useTheme();
  const prices = useMemo(() => toPriceRows(rows.slice(0, PRICE_EXPORTERS)), [rows]);
  const priced = prices.filter((p) => p.unitValue !== null);
  const unpriced = prices.filter((p) => p.unitValue === null);
  const option = useMemo(
    () => buildPriceByOriginOption({ rows: prices, unit, theme }),
    [prices, unit, theme],
  );
  const per = unitLabel(unit, false) || 'unit';
  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      reserve={200}
      exportModel={{ option, height: Math.max(200, priced.length * 26 + 40) }}
      chartId="price-by-origin"
      title="Price by origin"
      description={`Unit value (US dollars per ${per}) of ${productLabel} by exporter, ${range}: the value of each of the ${prices.length} largest exporters divided by its quantity, cheapest first; the quantity is beside each name.`}
      {...frameStateOf(query, priced.length > 0)}
      emptyMessage={
        prices.length > 0
          ? `None of the largest exporters of ${productLabel} reports a quantity ${inRange(from, to)}, so no unit value can be computed.`
          : `No exporters of ${productLabel} reported ${inRange(from, to)}.`
      }
      table={{
        caption: `Unit value of ${productLabel} by exporter, ${range}`,
        columns: [
          { label: 'Exporter' },
          { label: `Unit value (USD per ${per})`, numeric: true },
          { label: `Quantity (${unitLabel(unit) || 'unit not known'})`, numeric: true },
          { label: 'Value (USD)', numeric: true },
        ],
        rows: prices.map((p) => [
          `${p.name} (${p.id})`,
          valueCell(p.unitValue, (v) => (v == null ? 'no quantity reported' : formatUnitValue(v, unit))),
          valueCell(p.quantity, (v) => (v == null ? 'not reported' : formatQuantityExact(v, unit))),
          valueCell(p.value, formatUsdExact),
        ]),
      }}
      footer={
        unpriced.length > 0 ? (
          <p className="chart-frame__note" data-testid="price-unreported">
            Without a reported quantity, so not drawn: {unpriced.map((p) => p.name).join(', ')}.
          </p>
        ) : undefined
      }
    >
      <EChart option={option} height={Math.max(200, priced.length * 26 + 40)} />
    </ChartFrame>
  );
}
