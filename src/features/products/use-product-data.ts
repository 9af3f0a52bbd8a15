/**
 * Every request of the product view from one hook at the top of the page (the list and the waves
 * are in product-requests.ts, which the route loader uses too).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { keepPrevious, useSourceQueries, useSourceQuery } from '@/api/queries/use-source-query';
import { childProducts } from './product-figures';
import {
  CHILDREN_REQUEST_CAP,
  filterNeedsDetail,
  pathsAllowed,
  productViewQueries,
  shareExporters,
  valuedChildren,
} from './product-requests';
import { useWorldRanking } from './use-products-index-data';
import type { ProductViewState } from './product-state';

/** The view's data a chart can need; the detail (names, the children's codes) is always asked. */
export type ProductRequestName =
  'series' | 'worldSeries' | 'markets' | 'summary' | 'unit' | 'children' | 'exporterSeries';

/** `only`: an embed of one chart asks for that chart's requests alone. */
export function useProductData(pid: string, view: ProductViewState, only?: readonly ProductRequestName[]) {
  const source = useTradeSource();
  const q = productViewQueries(source, pid, view);
  const gated = filterNeedsDetail(pid);
  const wanted = (name: ProductRequestName) => only === undefined || only.includes(name);

  const detail = useSourceQuery(q.detail);
  const found = detail.isSuccess;
  // The product's own paths wait for the catalog's word (an unknown product asks for nothing more).
  const allowed = pathsAllowed(pid, detail);
  const series = useSourceQuery({ ...q.series, ...keepPrevious, enabled: allowed && wanted('series') });
  const worldSeries = useSourceQuery({
    ...q.worldSeries,
    ...keepPrevious,
    enabled: allowed && wanted('worldSeries'),
  });
  const markets = useSourceQuery({ ...q.markets, ...keepPrevious, enabled: allowed && wanted('markets') });
  const summary = useSourceQuery({
    ...q.summary,
    ...keepPrevious,
    enabled: (!gated || found) && wanted('summary'),
  });
  const unit = useSourceQuery({ ...q.unit, enabled: pid.length === 6 && found && wanted('unit') });

  const children = childProducts(pid, detail.data?.data.matches);
  const valued = valuedChildren(children);
  const childValues = useSourceQueries(
    valued.map((c) => ({ ...q.child(c.code), ...keepPrevious, enabled: found && wanted('children') })),
  );

  // More children than requests: the world's ranked HS6 codes, grouped by heading.
  const world = useWorldRanking(
    { from: view.from, to: view.to },
    found && children.length > CHILDREN_REQUEST_CAP && wanted('children'),
  );

  const exporters = shareExporters(markets.data?.data.top_exporters);
  const exporterSeries = useSourceQueries(
    exporters.map((id) => ({
      ...q.exporterSeries(id),
      ...keepPrevious,
      enabled: allowed && wanted('exporterSeries'),
    })),
  );

  return {
    detail,
    /** Requests gated on the detail (summary, unit, children) wait on it: its failure is theirs. */
    gated,
    series,
    worldSeries,
    markets,
    summary,
    unit: unit.data?.data[0]?.quantity_unit ?? null,
    children: {
      all: children,
      valued,
      values: childValues,
      world: children.length > CHILDREN_REQUEST_CAP ? world : null,
    },
    shares: { exporters, series: exporterSeries },
  };
}

export type ProductData = ReturnType<typeof useProductData>;
