import { useParams } from 'react-router';
import { paths } from '@/lib/paths';

/** Embeds render without the app's chrome; none is built yet, so say so inside the frame. */
export function EmbedRoute() {
  const params = useParams();
  const chart = params['*'] ?? '';
  return (
    <main className="app-main" id="main">
      <h1>Embedded chart not available yet</h1>
      <p>
        Embeds of single charts are not built yet
        {chart ? (
          <>
            {' '}
            (requested: <code>{chart}</code>)
          </>
        ) : null}
        .{' '}
        <a href={paths.home.getHref()} target="_blank" rel="noreferrer">
          Open Tradescope
        </a>{' '}
        to see the full views.
      </p>
    </main>
  );
}
