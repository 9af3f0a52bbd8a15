import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/**
 * While the browser is offline, TanStack Query holds requests instead of failing them and sends
 * them when the connection is back (its onlineManager). Without a word, a chart that was changing
 * would say "Updating…" for as long as the connection stays down; this notice says why, and that
 * nothing needs doing: what is missing loads by itself once the browser is online again.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
  if (online) return null;
  return (
    <div className="notice" role="status" data-testid="offline-notice">
      <p>
        <strong>You are offline.</strong> What is on screen stays; what is missing loads by itself when the
        connection is back.
      </p>
    </div>
  );
}
