/**
 * Each exporter's revealed comparative advantage in one product: its share of the product in its
 * own exports over the product's share in world exports (lib/specialisation/rca.ts, one product
 * seen from the exporters' side). An exporter whose total is unknown has none.
 */
import { balassaRca, type RcaRow } from '@/lib/specialisation/rca';

export interface ExporterRca extends RcaRow {
  /** The exporter's total exports (all products). */
  total: number | null;
}

export interface ExporterRcaInput {
  exporters: readonly { key: string; value: number; total: number | null }[];
  productWorld: number | null;
  worldTotal: number | null;
}

/** The exporters in the given order (the markets' ranking), each with its RCA. */
export function balassaRcaOfExporters(input: ExporterRcaInput): ExporterRca[] {
  return input.exporters.map((e) => {
    const [row] = balassaRca({
      country: [{ key: 'product', value: e.value }],
      countryTotal: e.total,
      world: input.productWorld === null ? [] : [{ key: 'product', value: input.productWorld }],
      worldTotal: input.worldTotal,
    });
    return { ...row!, key: e.key, total: e.total };
  });
}

/** Exporters with an RCA of at least 1: the product weighs more in their exports than in the world's. */
export function specialisedExporters(rows: readonly ExporterRca[]): ExporterRca[] {
  return rows.filter((r) => r.rca !== null && r.rca >= 1);
}
