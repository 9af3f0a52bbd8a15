import { useEffect } from 'react';

const APP = 'Tradescope';

/**
 * A page's own label from a tab title this hook set ("Germany — Tradescope" → "Germany"); ''
 * for the app's own title. The command palette remembers views by it.
 */
export function pageLabelOf(documentTitle: string): string {
  return documentTitle === APP ? '' : documentTitle.replace(new RegExp(`\\s+—\\s+${APP}$`), '');
}

/** Sets the tab title (what a screen reader announces first, what a bookmark is called). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} — ${APP}` : APP;
  }, [title]);
}
