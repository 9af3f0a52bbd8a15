/**
 * Every request of the flow explorer, from one hook at the top of the page (no chart waits for
 * another's data before asking for its own). The options come from flows-requests.ts, which the
 * route loader (src/app/flows-loader.ts) also uses to start the same requests before the page
 * module has loaded; see there for the list of requests and the one wait (an unvouched product).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { isNotFound } from '@/api/errors';
import { countryQueries } from '@/api/queries/countries';
import { productQueries } from '@/api/queries/products';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import type { FlowsViewState } from './flows-state';
import { directionsOf, flowsViewQueries, type FlowsRequestName } from './flows-requests';

export function useFlowsData(view: FlowsViewState, only?: readonly FlowsRequestName[]) {
  const source = useTradeSource();
  const q = flowsViewQueries(source, view);
  const directions = directionsOf(view);
  const wanted = (name: FlowsRequestName) => only === undefined || only.includes(name);

  const placeholder = countryQueries.detail(source, '');
  const reporter = useSourceQuery({
    ...(q.reporter ?? placeholder),
    enabled: q.reporter !== null && wanted('names'),
  });
  const partner = useSourceQuery({
    ...(q.partner ?? placeholder),
    enabled: q.partner !== null && wanted('names'),
  });
  // Always asked when there is a product: the data requests wait for the catalog's answer.
  const product = useSourceQuery({
    ...(q.product ?? productQueries.detail(source, '')),
    enabled: q.product !== null,
  });

  // The product is known once the catalog has named it; 404 means it is not in the catalog.
  const productUnknown = q.product !== null && isNotFound(product.error);
  const dataAllowed = q.product === null || product.isSuccess;

  const summaryExport = useSourceQuery({
    ...q.summaryExport,
    ...keepPrevious,
    enabled: dataAllowed && directions.includes('export') && wanted('summary'),
  });
  const summaryImport = useSourceQuery({
    ...q.summaryImport,
    ...keepPrevious,
    enabled: dataAllowed && directions.includes('import') && wanted('summary'),
  });
  const observations = useSourceQuery({
    ...q.observations,
    ...keepPrevious,
    enabled: dataAllowed && wanted('observations'),
  });

  return {
    directions,
    reporter: q.reporter ? reporter : null,
    partner: q.partner ? partner : null,
    product: q.product ? product : null,
    productUnknown,
    /** The data requests wait for the product's catalog entry (or its failure). */
    waitingForProduct: !dataAllowed,
    summary: { export: summaryExport, import: summaryImport },
    observations,
    /** The query parameters of the observations request (for the CSV's header block). */
    observationsParams: q.observations.queryKey[4],
  };
}

export type FlowsData = ReturnType<typeof useFlowsData>;
