/**
 * The raw observations of GET /trade for the selection: a plain table (the view asks for at most
 * LIMIT_MAX rows, few enough to render without virtualisation), newest year first as the
 * service orders them, with the sum of the shown rows so it can be checked against the summary.
 */
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequestId } from '@/components/ui/request-id';
import { formatCount, formatQuantityExact, formatUsdExact, formatYear } from '@/lib/format';
import { paths } from '@/lib/paths';
import { countryName } from '@/lib/country-names';

export interface Observation {
  exporter: string;
  importer: string;
  hs6: string;
  period: string;
  value_usd: number;
  quantity: number | null;
  quantity_unit: string;
}

export interface ObservationsTableProps {
  label: string;
  limit: number;
  rows?: readonly Observation[];
  requestId?: string | null;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

const country = (id: string) => {
  const name = countryName(id);
  return name === id ? id : `${name} (${id})`;
};

export function ObservationsTable({ label, limit, rows, requestId, isPending, error, onRetry }: ObservationsTableProps) {
  let body;
  if (error) body = <ErrorMessage what="The observations could not be loaded." error={error} onRetry={onRetry} />;
  else if (isPending || !rows) body = <p role="status">Loading observations…</p>;
  else if (rows.length === 0) body = <p role="status">No observations for this selection.</p>;
  else {
    const sum = rows.reduce((s, r) => s + r.value_usd, 0);
    body = (
      <>
        <p data-testid="observations-count">
          {formatCount(rows.length)} {rows.length === 1 ? 'observation' : 'observations'}
          {rows.length >= limit ? ` (the limit of ${formatCount(limit)}; there may be more: raise "Rows")` : ''}.
          {requestId ? ' ' : null}
          <RequestId id={requestId} />
        </p>
        <div className="flows-view__table" tabIndex={0} role="region" aria-labelledby="observations-caption">
          <table data-testid="observations-table">
            <caption id="observations-caption">Observations: {label}</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Exporter</th>
                <th scope="col">Importer</th>
                <th scope="col">HS6</th>
                <th scope="col" className="num">
                  Value (USD)
                </th>
                <th scope="col" className="num">
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td>{formatYear(r.period)}</td>
                  <td>{country(r.exporter)}</td>
                  <td>{country(r.importer)}</td>
                  <td>
                    <Link to={paths.product.getHref(r.hs6)}>{r.hs6}</Link>
                  </td>
                  <td className="num" data-value={r.value_usd}>
                    {formatUsdExact(r.value_usd)}
                  </td>
                  <td className="num">{formatQuantityExact(r.quantity, r.quantity_unit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Sum of the rows shown
                </th>
                <td className="num" data-testid="observations-sum">
                  {formatUsdExact(sum)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </>
    );
  }
  return (
    <section className="flows-view__observations" aria-labelledby="observations-title">
      <h2 id="observations-title">Observations</h2>
      {body}
    </section>
  );
}
