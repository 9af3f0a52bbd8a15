/**
 * Product search for the not-found state and the HS index: a plain form over GET /products
 * (code prefix or name). The query is sent when the form is submitted, not per key, and the
 * results are a list of links, so mouse, keyboard and screen-reader users read them alike.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTradeSource } from '@/api/use-trade-source';
import { productQueries } from '@/api/queries/products';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatHsCode } from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';

const RESULTS = 20;

export function ProductSearch({ label = 'Find a product' }: { label?: string }) {
  const inputId = useId();
  const source = useTradeSource();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useSourceQuery({
    ...productQueries.search(source, { q, limit: RESULTS }),
    ...keepPrevious,
    enabled: q !== '',
  });
  const rows = q ? (query.data?.data ?? []) : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    setQ(text.trim());
  }

  return (
    <div className="product-search">
      <form role="search" aria-label={label} onSubmit={submit} className="product-search__form">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="search"
          className="input"
          value={text}
          placeholder="HS code or name, e.g. 0901 or coffee"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button" disabled={text.trim() === ''}>
          Search
        </button>
      </form>
      <div role="status" aria-live="polite" className="field__hint">
        {q === ''
          ? null
          : query.isError
            ? 'The product search failed.'
            : query.isPending || query.isFetching
              ? 'Searching…'
              : rows.length === 0
                ? `No product matches "${q}".`
                : `${rows.length}${rows.length === RESULTS ? ' or more' : ''} products found.`}
      </div>
      {/* The one error surface: what failed, the rate limit, the request ID and Retry. */}
      {q !== '' && query.isError ? (
        <ErrorMessage
          what="The product search failed."
          error={query.error}
          onRetry={() => void query.refetch()}
          className="product-search__error"
        />
      ) : null}
      {rows.length > 0 ? (
        <ul className="product-search__results">
          {rows.map((row) => (
            <li key={row.hs6}>
              <Link to={paths.product.getHref(row.hs6)}>
                <span className="code">{formatHsCode(row.hs6)}</span> {row.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
