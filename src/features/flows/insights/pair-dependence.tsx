/**
 * Dependence on the pair's partner (`pair-dependence`): among the reporter's largest imports from
 * the partner, the products for which the partner supplies at least the threshold's share of the
 * reporter's imports from everyone, beside the share of the product's largest supplier. The
 * service has no per-pair product ranking, so the pair's import products are summed from its
 * /trade rows and the PAIR_DEPENDENCE_BUDGET largest examined; each one's import total comes from
 * /trade/summary and its largest supplier from the reporter's partners of that product (limit 1).
 * Requests: 1 rows + 2 per examined product, cached by TanStack Query. The threshold is the URL's
 * `dependence`, shared with the country view's chart.
 */
import { useCallback, useMemo } from 'react';
import { useProductNames } from '@/api/queries/use-product-names';
import { useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { answeredRequest, DESCRIBING_SOURCE } from '@/components/charts/export/query-request';
import { awaitingNames, combineQueries } from '@/components/charts/insights/combined-query';
import { DependenceChart } from '@/components/charts/insights/dependence-chart';
import { isWorldGroupId } from '@/lib/country-groups';
import { countryName } from '@/lib/country-names';
import { formatCount } from '@/lib/format';
import { possessive } from '@/lib/phrases';
import { useUrlState } from '@/lib/url-state';
import { dependencePercent } from '@/lib/specialisation/change-years';
import { supplierShares, type DependenceRow } from '@/lib/specialisation/dependence';
import type { KeyedValue } from '@/lib/specialisation/shares';
import { TRADE_LIMIT_MAX, type FlowsViewState } from '../flows-state';
import { aggregatePairProducts } from '../pair-products';
import { pairDependenceQueries } from './pair-insights-requests';

/**
 * Whether dependence on the partner says nothing: the World supplies every import, so its share
 * of each is 100% by definition, and "depends on the World" would read as a finding.
 */
export function dependenceOnWorld(view: Pick<FlowsViewState, 'partner'>): boolean {
  return view.partner !== undefined && isWorldGroupId(view.partner);
}

/** The pair's import products examined (the largest by the pair's value). */
export const PAIR_DEPENDENCE_BUDGET = 10;

interface PairImport {
  hs6: string;
  value: number;
}

/**
 * The pair's largest import products, summed from its /trade rows of the import flow (the request
 * names it), so every row counts, whoever its ends are (a group's rows name its members).
 */
function largestPairImports(rows: Parameters<typeof aggregatePairProducts>[0]): PairImport[] {
  return aggregatePairProducts(rows, undefined)
    .map((p) => ({ hs6: p.hs6, value: p.total }))
    .filter((p) => p.value > 0)
    .sort((a, b) => b.value - a.value || a.hs6.localeCompare(b.hs6))
    .slice(0, PAIR_DEPENDENCE_BUDGET);
}

/** The partner's own value beside the largest supplier (the same country counted once). */
function suppliersOf(partner: string, pairValue: number, largest: KeyedValue | undefined): KeyedValue[] {
  const own = { key: partner, value: pairValue };
  if (!largest || largest.key === partner) return [own];
  return [largest, own];
}

export function usePairDependence(view: FlowsViewState, enabled: boolean) {
  const source = useTradeSource();
  const partner = view.partner ?? '';
  const on = enabled && view.isPair && !dependenceOnWorld(view);
  const queries = pairDependenceQueries(source, view);
  const pairRows = useSourceQuery({ ...queries.rows, enabled: on });
  const products = useMemo(
    () => (pairRows.data ? largestPairImports(pairRows.data.data) : []),
    [pairRows.data],
  );
  const totals = useSourceQueries(products.map((p) => ({ ...queries.total(p.hs6), enabled: on })));
  const largest = useSourceQueries(products.map((p) => ({ ...queries.largest(p.hs6), enabled: on })));
  const answersKey = [...totals, ...largest].map((q) => q.dataUpdatedAt).join(',');
  const shares = useMemo(() => {
    if (!pairRows.data || [...totals, ...largest].some((q) => !q.data)) return null;
    const inputs = products.map((p, i) => ({
      product: p.hs6,
      importValue: totals[i]!.data!.data.trade_value,
      suppliers: suppliersOf(
        partner,
        p.value,
        largest[i]!.data!.data.map((s) => ({ key: s.partner ?? '', value: s.value_usd }))[0],
      ),
    }));
    return { partner: supplierShares(inputs, partner), largest: supplierShares(inputs) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pairRows.data, products, answersKey, partner]);
  const described = pairDependenceQueries(DESCRIBING_SOURCE, view);
  return {
    shares,
    rowsCut: (pairRows.data?.data.length ?? 0) >= TRADE_LIMIT_MAX,
    query: combineQueries([pairRows, ...totals, ...largest]),
    requests: [
      answeredRequest(described.rows, pairRows),
      ...products.flatMap((p, i) => [
        answeredRequest(described.total(p.hs6), totals[i]),
        answeredRequest(described.largest(p.hs6), largest[i]),
      ]),
    ],
  };
}

export function PairDependenceChart({
  view,
  dataAllowed,
  reporterName,
  partnerName,
}: {
  /** False while the view's product awaits the catalog or is unknown to it: nothing is asked then. */
  dataAllowed: boolean;
  view: FlowsViewState;
  reporterName: string;
  partnerName: string;
}) {
  const { explicit, setState } = useUrlState();
  const percent = dependencePercent(explicit);
  const dependence = usePairDependence(view, dataAllowed);
  const codes = useMemo(() => dependence.shares?.partner.map((r) => r.product) ?? [], [dependence.shares]);
  const names = useProductNames(codes);
  const productName = (code: string) => names.nameOf(code) ?? `HS ${code}`;
  const supplierName = useCallback((id: string) => countryName(id), []);
  const largestByProduct = useMemo(
    () => new Map<string, DependenceRow>((dependence.shares?.largest ?? []).map((r) => [r.product, r])),
    [dependence.shares],
  );
  return (
    <DependenceChart
      chartId="pair-dependence"
      title="Dependence on the partner"
      subject={`${possessive(reporterName)} imports from ${partnerName}`}
      rows={dependence.shares?.partner ?? null}
      percent={percent}
      onPercent={(p) => setState({ dependence: p }, { replace: true })}
      productName={productName}
      supplierName={supplierName}
      supplierWord={partnerName}
      largestOf={(code) => largestByProduct.get(code)}
      query={awaitingNames(dependence.query, names.pending)}
      requests={dependence.requests}
      examinedNote={`Examined: the pair's ${formatCount(PAIR_DEPENDENCE_BUDGET)} largest import products (summed from its /trade rows${
        dependence.rowsCut
          ? `, which reached the limit of ${formatCount(TRADE_LIMIT_MAX)}: products past it are not seen`
          : ''
      }); each share is of ${possessive(reporterName)} imports of the product from all suppliers.`}
    />
  );
}
