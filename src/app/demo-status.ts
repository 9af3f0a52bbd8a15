/**
 * Whether the in-browser demo service is running. main.tsx sets it while booting; the layout
 * shows a banner when it failed, so a browser without service workers gets an explanation and
 * a way to a live service instead of a blank page or silent network errors.
 */
import { useSyncExternalStore } from 'react';

export type DemoStatus =
  { state: 'off' } | { state: 'starting' } | { state: 'running' } | { state: 'failed'; reason: string };

let status: DemoStatus = { state: 'off' };
const listeners = new Set<() => void>();

export function setDemoStatus(next: DemoStatus) {
  status = next;
  for (const l of listeners) l();
}

function getDemoStatus(): DemoStatus {
  return status;
}

export function useDemoStatus(): DemoStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getDemoStatus,
    getDemoStatus,
  );
}
