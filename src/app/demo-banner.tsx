import { Link } from 'react-router';
import { useDataSource } from '@/api/data-source-context';
import { paths } from '@/lib/paths';
import { useDemoStatus } from './demo-status';

/**
 * The demo service could not start (no service workers, private mode, its engine worker not
 * loaded or its world not built...): say why and what to
 * do, while the demo is the data source. A visitor on a live service is not told about a demo
 * they do not use; switching to the demo brings the notice.
 */
export function DemoBanner() {
  const status = useDemoStatus();
  const { mode } = useDataSource();
  if (status.state !== 'failed' || mode !== 'demo') return null;
  return (
    <div className="notice notice--danger" role="alert">
      <p>
        <strong>The demo data service could not start in this browser.</strong> Demo charts cannot load.
        Reason: {status.reason}
      </p>
      <p>
        Demo mode needs service workers and Web Workers (a normal, non-private window over http://localhost or
        https); reloading the page may help. You can also{' '}
        <Link to={paths.settings.getHref()}>connect to a live service in Settings</Link>.
      </p>
    </div>
  );
}
