/** What the palette lists with an empty field, and what its live status line says. */
import type { RecentView } from './recent-views';
import type { PaletteGroup } from './use-palette-results';

/** The views opened last in this browser, as the one group an empty field lists (or none). */
export function recentGroups(recent: readonly RecentView[]): PaletteGroup[] {
  if (recent.length === 0) return [];
  return [
    {
      id: 'views',
      label: 'Recently opened',
      items: recent.map((v, i) => ({ id: `recent-${i}`, href: v.href, label: v.label, detail: '' })),
    },
  ];
}

export interface PaletteStatusInput {
  /** The text typed, trimmed. */
  text: string;
  hasRecent: boolean;
  /** A search for the text failed (its error is shown in the dialog). */
  failed: boolean;
  loading: boolean;
  /** How many results are listed. */
  count: number;
}

export function paletteStatus({ text, hasRecent, failed, loading, count }: PaletteStatusInput): string {
  if (text === '')
    return hasRecent ? 'Recently opened views.' : 'Type a country, a product, an HS code or both.';
  if (failed) return 'The search failed.';
  if (loading) return 'Searching…';
  if (count === 0) return `Nothing matches "${text}".`;
  return `${count} ${count === 1 ? 'result' : 'results'}.`;
}
