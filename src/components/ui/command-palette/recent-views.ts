/**
 * The last ten views opened in this browser, shown by the command palette when its input is
 * empty. Only a path with its search and the page's title are kept (never a key, nothing is
 * sent anywhere), in localStorage under one entry. Storage that throws (private mode, quota,
 * a sandboxed embed) only means no history.
 */
export interface RecentView {
  href: string;
  label: string;
}

export const RECENT_VIEWS_KEY = 'tradescope:recent-views';
export const MAX_RECENT_VIEWS = 10;
import { isRecentViewPath } from './recent-view-path';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isRecentView(v: unknown): v is RecentView {
  if (typeof v !== 'object' || v === null) return false;
  const { href, label } = v as Record<string, unknown>;
  return typeof href === 'string' && typeof label === 'string' && isRecentViewPath(href);
}

export function readRecentViews(store: Storage | null = storage()): RecentView[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_VIEWS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as unknown[]).filter(isRecentView).slice(0, MAX_RECENT_VIEWS);
  } catch {
    return [];
  }
}

/** Puts a view first (once), keeps ten. Returns the new list. */
export function rememberView(view: RecentView, store: Storage | null = storage()): RecentView[] {
  if (!isRecentViewPath(view.href) || view.label.trim() === '') return readRecentViews(store);
  const next = [view, ...readRecentViews(store).filter((v) => v.href !== view.href)].slice(
    0,
    MAX_RECENT_VIEWS,
  );
  try {
    store?.setItem(RECENT_VIEWS_KEY, JSON.stringify(next));
  } catch {
    // No history rather than a failure.
  }
  return next;
}
