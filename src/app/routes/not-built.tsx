import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { paths } from '@/lib/paths';

/** An honest page for a route of the public URL scheme whose view is not built yet. */
export function NotBuilt({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="not-built-title">
      <h1 id="not-built-title">{title}</h1>
      <p>This view is not built yet. Links to it are kept: they will open the view once it exists.</p>
      {children}
      <p>What works today:</p>
      <ul>
        <li>
          <Link to={paths.home.getHref()}>Search a country</Link> from the home page
        </li>
        <li>
          Country views, for example <Link to={paths.country.getHref('DE')}>Germany</Link>
        </li>
        <li>
          The <Link to={paths.flows.getHref()}>flow explorer</Link>: the trade between two countries, by
          product and year
        </li>
        <li>
          <Link to={paths.settings.getHref()}>Settings</Link>: demo data or a live service
        </li>
      </ul>
    </section>
  );
}
