import { useDataSource } from '@/api/data-source-context';

/** Which data the user is looking at, on every page: demo data is labelled synthetic. */
export function AppFooter() {
  const ds = useDataSource();
  const demo = ds.mode === 'demo';
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p data-testid="data-source">
          {demo ? (
            <>
              <strong>Demo data</strong> — synthetic, not real trade statistics.
            </>
          ) : ds.baseUrl ? (
            <>
              Live data from <code>{ds.baseUrl}</code>
            </>
          ) : (
            // An unconfigured production build: no address to name yet.
            <>Live mode: no Trade Data Service is configured yet.</>
          )}
        </p>
        <p>Tradescope · Trade Data Service v1</p>
      </div>
    </footer>
  );
}
