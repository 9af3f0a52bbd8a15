/**
 * What a pair trades: the /trade rows of the selection aggregated by HS6 product, split by
 * direction (the reporter's exports to the partner, its imports from it). The service has no
 * endpoint for this ranking, so it covers exactly the rows fetched: when the row limit cut the
 * answer, the ranking is partial and the view says so.
 *
 * Pure and free of DOM and React, so that it also runs in a Web Worker (pair-products.worker.ts).
 */
import { hsSectionOf, type HsSection } from '@/lib/hs/hs-sections';

export interface PairProductInputRow {
  exporter: string;
  importer: string;
  hs6: string;
  value_usd: number;
  /**
   * The direction the row was asked for, where the pair's rows were asked one direction at a
   * time (two groups: their rows name members at both ends, so neither end tells).
   */
  direction?: 'export' | 'import';
}

export interface PairProduct {
  hs6: string;
  /** The reporter's exports of the product to the partner (or, without a reporter, all rows). */
  exports: number;
  /** The reporter's imports of the product from the partner. */
  imports: number;
  total: number;
  /** Rows aggregated into this product. */
  rowCount: number;
}

/**
 * Whether a row is the reporter's export: the direction it was asked for, where it was asked
 * for one. Otherwise a group's rows name its members, not the group (`DE → CN` in `EU ⇄ CN`), so
 * either end decides: from or to the reporter, or else to or from the partner. Without a reporter
 * every row is an export of its exporter (one direction then). A pair of two groups names
 * neither in its rows: those are asked one direction at a time (use-pair-rows.ts).
 */
function isReporterExport(
  row: PairProductInputRow,
  reporter: string | undefined,
  partner: string | undefined,
) {
  if (row.direction) return row.direction === 'export';
  if (reporter === undefined || row.exporter === reporter) return true;
  if (row.importer === reporter || row.exporter === partner) return false;
  return row.importer === partner;
}

/** Sums per HS6, ranked by total value descending, ties by code. */
export function aggregatePairProducts(
  rows: readonly PairProductInputRow[],
  reporter: string | undefined,
  partner?: string,
): PairProduct[] {
  const byCode = new Map<string, PairProduct>();
  for (const row of rows) {
    let p = byCode.get(row.hs6);
    if (!p) {
      p = { hs6: row.hs6, exports: 0, imports: 0, total: 0, rowCount: 0 };
      byCode.set(row.hs6, p);
    }
    if (isReporterExport(row, reporter, partner)) p.exports += row.value_usd;
    else p.imports += row.value_usd;
    p.total += row.value_usd;
    p.rowCount += 1;
  }
  return [...byCode.values()].sort((a, b) => b.total - a.total || a.hs6.localeCompare(b.hs6));
}

export interface PairSection {
  section: HsSection;
  exports: number;
  imports: number;
  total: number;
  products: PairProduct[];
}

/** Products grouped by HS section, sections by total descending (products keep their rank). */
export function groupPairProductsBySection(products: readonly PairProduct[]): PairSection[] {
  const groups = new Map<string, PairSection>();
  for (const p of products) {
    const section = hsSectionOf(p.hs6);
    let g = groups.get(section.id);
    if (!g) {
      g = { section, exports: 0, imports: 0, total: 0, products: [] };
      groups.set(section.id, g);
    }
    g.exports += p.exports;
    g.imports += p.imports;
    g.total += p.total;
    g.products.push(p);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.section.index - b.section.index);
}

export interface PairProductsRequest {
  rows: readonly PairProductInputRow[];
  reporter: string | undefined;
  partner: string | undefined;
}
