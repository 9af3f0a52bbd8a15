/**
 * The flow explorer's observations: every raw row of the selection, sorted as the URL says, in the
 * virtualised table, with a CSV of exactly what the table shows.
 */
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useDataSource } from '@/api/data-source-context';
import { useProductNames } from '@/api/queries/use-product-names';
import { waitingFor } from '@/components/charts/chart-state';
import { useProvenance } from '@/components/charts/export/export-scope';
import { countryName } from '@/lib/country-names';
import type { FlowsViewState } from './flows-state';
import { ObservationsDownload } from './observations-download';
import { requestUrl } from '@/components/charts/export/curl';
import {
  OBSERVATION_COLUMNS,
  columnById,
  sortObservationRows,
  toObservationRows,
  type ColumnId,
  type ObservationRow,
  type ProductNameOf,
  type SortState,
} from './observation-rows';
import { ObservationsTable } from './observations-table';
import { toggleSort } from './sort-param';
import type { FlowsData } from './use-flows-data';

type Observation = NonNullable<FlowsData['observations']['data']>['data'][number];

/**
 * The rows once per answer, then the user's sort. Product names arrive a chapter at a time; each
 * arrival re-renders only the rows on screen (and re-sorts only a sort by product), as a deferred
 * update that React can interrupt, so scrolling never waits for it. The names are asked for the
 * pair's rows too (`pairRows`), which "What the pair trades" shows.
 */
export function useObservationRows(
  records: readonly Observation[] | undefined,
  pairRows: readonly { hs6: string }[] | undefined,
  sort: SortState | null,
  setSort: (sort: SortState | null) => void,
) {
  const codes = useMemo(
    () => [...new Set([...(records ?? []), ...(pairRows ?? [])].map((r) => r.hs6))],
    [records, pairRows],
  );
  const catalogNames = useProductNames(codes);
  const productNameOf = useDeferredValue(catalogNames.nameOf);
  const namesPending = catalogNames.pending || productNameOf !== catalogNames.nameOf;
  const rows = useMemo(
    () => (records ? toObservationRows(records, (id) => countryName(id)) : undefined),
    [records],
  );
  const sortNames = sort && columnById(sort.column).named ? productNameOf : null;
  const sorted = useMemo(
    () => (rows && sort ? sortObservationRows(rows, sort, sortNames ?? undefined) : rows),
    [rows, sort, sortNames],
  );
  // The sort is in the URL (sort-param.ts): a sort is a history entry, and Back restores the last.
  const onSort = useCallback((column: ColumnId) => setSort(toggleSort(sort, column)), [sort, setSort]);
  return { productNameOf, namesPending, sorted, onSort };
}

interface FlowsObservationsProps {
  view: FlowsViewState;
  data: FlowsData;
  title: string;
  rows: readonly ObservationRow[] | undefined;
  productNameOf: ProductNameOf;
  namesPending: boolean;
  sort: SortState | null;
  onSort: (column: ColumnId) => void;
}

export function FlowsObservations(props: FlowsObservationsProps) {
  const { view, data, title, rows, productNameOf, sort } = props;
  const narrowHint = view.product
    ? 'Narrow the years, or choose a more specific product, to see every row.'
    : 'Choose a product (or a chapter such as 84), narrow the years, or raise "Rows" up to 10,000 to see every row.';
  return (
    <ObservationsTable
      label={title}
      limit={view.limit}
      rows={rows}
      productNameOf={productNameOf}
      sort={sort}
      onSort={props.onSort}
      requestId={data.observations.data?.requestId}
      isPending={data.observations.isPending}
      waiting={waitingFor(data.observations)}
      updating={data.observations.isPlaceholderData}
      error={data.observations.error}
      onRetry={() => void data.observations.refetch()}
      narrowHint={narrowHint}
      download={rows ? <FlowsObservationsDownload {...props} rows={rows} /> : null}
    />
  );
}

/** The CSV of the rows as shown, saying where they come from, the request and the order. */
function FlowsObservationsDownload(props: FlowsObservationsProps & { rows: readonly ObservationRow[] }) {
  const { view, data, title, rows, sort } = props;
  const { sourceKey } = useDataSource();
  // The service as every chart's files name it, with the release behind it where known.
  const source = useProvenance(sourceKey);
  const requestQuery = `GET ${requestUrl(source.baseUrl, { path: '/trade', query: data.observationsParams })}`;
  return (
    <ObservationsDownload
      rows={rows}
      productNameOf={props.productNameOf}
      namesPending={props.namesPending}
      source={`${source.name}${source.synthetic ? ' (synthetic data, not real trade statistics)' : ''}`}
      query={requestQuery}
      requestId={data.observations.data?.requestId}
      sortedBy={
        sort
          ? `${OBSERVATION_COLUMNS.find((c) => c.id === sort.column)?.label} ${sort.direction}`
          : 'the service’s order (newest year, then largest value)'
      }
      title={title}
      filenameStem={`tradescope-flows-${[view.reporter ?? 'all', view.partner ?? 'all', view.product ?? 'all', view.from ?? 'start', view.to].join('-')}`}
    />
  );
}
