/**
 * Every request of the product view from one hook at the top of the page (the list and the waves
 * are in product-requests.ts, which the route loader uses too).
 */
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useTradeSource } from '@/api/data-source-context';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { childProducts } from './product-figures';
import { CHILDREN_REQUEST_CAP, filterNeedsDetail, productViewQueries, shareExporters, valuedChildren } from './product-requests';
import { useWorldRanking } from './use-products-index-data';
import type { ProductViewState } from './view-state';

export function useProductData(pid: string, view: ProductViewState) {
  const source = useTradeSource();
  const q = productViewQueries(source, pid, view);
  const gated = filterNeedsDetail(pid);

  const detail = useSourceQuery(q.detail);
  const found = detail.isSuccess;
  const series = useSourceQuery({ ...q.series, ...keepPrevious });
  const worldSeries = useSourceQuery({ ...q.worldSeries, ...keepPrevious });
  const markets = useSourceQuery({ ...q.markets, ...keepPrevious });
  const summary = useSourceQuery({ ...q.summary, ...keepPrevious, enabled: !gated || found });
  const unit = useSourceQuery({ ...q.unit, enabled: pid.length === 6 && found });

  const children = childProducts(pid, detail.data?.data.matches);
  const valued = valuedChildren(children);
  const childValues = useQueries({
    queries: valued.map((c) => ({ ...q.child(c.code), placeholderData: keepPreviousData, enabled: source.ready && found })),
  });

  // More children than requests: the world's ranked HS6 codes, grouped by heading.
  const world = useWorldRanking({ from: view.from, to: view.to }, found && children.length > CHILDREN_REQUEST_CAP);

  const exporters = shareExporters(markets.data?.data.top_exporters);
  const exporterSeries = useQueries({
    queries: exporters.map((id) => ({ ...q.exporterSeries(id), placeholderData: keepPreviousData, enabled: source.ready })),
  });

  return {
    detail,
    /** Requests gated on the detail (summary, unit, children) wait on it: its failure is theirs. */
    gated,
    series,
    worldSeries,
    markets,
    summary,
    unit: unit.data?.data[0]?.quantity_unit ?? null,
    children: { all: children, valued, values: childValues, world: children.length > CHILDREN_REQUEST_CAP ? world : null },
    shares: { exporters, series: exporterSeries },
  };
}

export type ProductData = ReturnType<typeof useProductData>;
