import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';

/** Shown when a route throws while rendering or its module fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  let message: string;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) message = error.message;
  else message = 'Unknown error';
  const chunkFailed = /dynamically imported module|Importing a module script failed/i.test(message);
  return (
    <div className="app-main" role="alert">
      <h1>Something went wrong</h1>
      <p>
        {chunkFailed
          ? 'Part of the app could not be loaded. The app may have been updated; reload the page.'
          : 'This page failed to display.'}
      </p>
      <p>
        <code>{message}</code>
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to={paths.home.getHref()}>Go to the home page</Link>
      </p>
    </div>
  );
}
