import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to={paths.home.getHref()}>Go to the home page</Link> to search a country.
      </p>
    </section>
  );
}
