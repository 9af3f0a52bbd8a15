/**
 * The short text beside each structured result: what a client without structured output shows,
 * and what a model reads first. The figures go through src/lib/format.ts like every figure in
 * Tradescope; the full rows are in the structured result.
 */
import type { components } from '@/api/generated/contract';
import {
  formatCount,
  formatGrowth,
  formatHhi,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatUnitValue,
  formatUsdCompact,
  formatYear,
} from '@/lib/format';

type Schemas = components['schemas'];

/** Rows listed in the text; the structured result has them all. */
const TEXT_ROWS = 15;

/** The rows as a list under their count: "3 partners:", "1 country:", "No countries match…". */
function list<T>(
  rows: readonly T[],
  line: (row: T, index: number) => string,
  noun: string,
  plural = `${noun}s`,
): string[] {
  if (rows.length === 0) return [`No ${plural} match this selection.`];
  const out = [`${formatCount(rows.length)} ${rows.length === 1 ? noun : plural}:`];
  rows.slice(0, TEXT_ROWS).forEach((row, i) => out.push(`- ${line(row, i)}`));
  if (rows.length > TEXT_ROWS)
    out.push(`- … ${formatCount(rows.length - TEXT_ROWS)} more in the structured result`);
  return out;
}

function quantityText(quantity: number | null, unit?: string): string {
  return quantity === null ? 'quantity n/a' : formatQuantity(quantity, unit ?? null);
}

export function renderObservations(rows: readonly Schemas['TradeObservation'][]): string[] {
  return list(
    rows,
    (r) =>
      `${formatYear(r.period)} ${r.exporter} → ${r.importer}, HS ${r.hs6}: ${formatUsdCompact(r.value_usd)}, ${quantityText(r.quantity, r.quantity_unit)}`,
    'observation',
  );
}

/** Rows of a grouped query, labelled by their key field (`period` as its year). */
export function renderGrouped(
  rows: readonly Schemas['GroupedPoint'][],
  key: 'period' | 'partner' | 'exporter' | 'importer' | 'hs6',
  noun: string,
): string[] {
  const lines = list(
    rows,
    (r) => {
      const label = key === 'period' ? formatYear(r.period) : (r[key] ?? 'n/a');
      const quantity = r.quantity === null ? '' : `, quantity ${formatNumber(r.quantity)}`;
      return `${label}: ${formatUsdCompact(r.value_usd)}${quantity} (${formatCount(r.flow_count)} flows)`;
    },
    noun,
  );
  // A grouped row's quantity has one unit (else it is null), which the row does not name.
  if (rows.some((r) => r.quantity !== null))
    lines.push("Quantities are in the rows' one unit of quantity (get_trade_observations names it).");
  return lines;
}

export function renderSummary(s: Schemas['TradeSummary']): string[] {
  if (s.trade_value === null) return ['No trade matches this selection.'];
  const years = s.periods.map((p) => formatYear(p.period));
  const out = [
    `Trade value ${formatUsdCompact(s.trade_value)} over ${years.length === 1 ? years[0] : `${years[0]}–${years.at(-1)}`}` +
      ` (${formatCount(years.length)} year${years.length === 1 ? '' : 's'} with trade).`,
    `Growth ${formatGrowth(s.growth)} (compound annual rate); unit value ${s.unit_value === null ? 'n/a' : `${formatUnitValue(s.unit_value, null)} per unit of quantity`}; quantity ${s.quantity === null ? 'n/a' : formatNumber(s.quantity)}.`,
    `Partner concentration (HHI, 0–10,000): ${formatHhi(s.partner_concentration)}.`,
  ];
  if (s.top_partners.length > 0)
    out.push(
      `Top partners: ${s.top_partners
        .slice(0, 5)
        .map((p) => `${p.partner} ${formatUsdCompact(p.value_usd)} (${formatPercent(p.share)})`)
        .join(', ')}.`,
    );
  return out;
}

export function renderMarkets(m: Schemas['Markets']): string[] {
  return [
    ...renderGrouped(m.top_exporters, 'exporter', 'top exporter'),
    ...renderGrouped(m.top_importers, 'importer', 'top importer'),
  ];
}

export function renderProductRows(rows: readonly Schemas['ProductRow'][]): string[] {
  return list(rows, (r) => `${r.hs6} ${r.name}`, 'product');
}

export function renderProductDetail(d: Schemas['ProductDetail']): string[] {
  return [`Product ${d.id}:`, ...list(d.matches, (m) => `${m.hs6} ${m.name}`, 'HS6 code')];
}

export function renderCountryRows(rows: readonly Schemas['CountryRow'][]): string[] {
  return list(
    rows,
    (r) => `${r.id}${r.iso3 ? ` (${r.iso3})` : ''} ${r.name}${r.is_group ? ' [group]' : ''}`,
    'country',
    'countries',
  );
}

export function renderCountryDetail(d: Schemas['CountryDetail']): string[] {
  const extra = [d.region ? `region ${d.region}` : null, d.note].filter(Boolean).join('; ');
  const line = `${d.id}${d.iso3 ? ` (${d.iso3})` : ''} ${d.name}${d.is_group ? ', a country group' : ''}${extra ? `: ${extra}` : ''}`;
  // A note is a sentence of its own, often with its full stop.
  return [line.endsWith('.') ? line : `${line}.`];
}
