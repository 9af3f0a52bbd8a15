import { Link } from 'react-router';
import { RequestId } from '@/components/ui/request-id';
import { paths } from '@/lib/paths';
import { ProductSearch } from './product-search';

/** A malformed or unknown product id: say so plainly and offer the way forward (search, index). */
export function ProductNotFound({
  pid,
  message,
  requestId,
}: {
  pid: string;
  message?: string;
  requestId?: string;
}) {
  return (
    <section className="product-not-found" aria-labelledby="product-not-found-title">
      <h1 id="product-not-found-title">Product not found</h1>
      {message ? (
        <p>
          The service&apos;s catalog has no product with the code <code>{pid}</code>: it may not cover that
          code, or the code may not exist. <span>The service said: “{message}”</span>
        </p>
      ) : (
        <p>
          <code>{pid}</code> is not a product code.
        </p>
      )}
      {requestId ? (
        <p className="field__hint">
          <RequestId id={requestId} />
        </p>
      ) : null}
      <p>
        Product codes are HS codes: a 2-digit chapter (09), a 4-digit heading (0901) or a 6-digit subheading
        (090111, also written hs:090111). Search by code or name, or browse{' '}
        <Link to={paths.products.getHref()}>the HS sections and chapters</Link>.
      </p>
      <ProductSearch />
      <p>
        <Link to={paths.home.getHref()}>Back to the home page</Link>
      </p>
    </section>
  );
}
