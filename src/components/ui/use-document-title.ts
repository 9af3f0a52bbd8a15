import { useEffect } from 'react';

const APP = 'Tradescope';

/** Sets the tab title (what a screen reader announces first, what a bookmark is called). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} — ${APP}` : APP;
  }, [title]);
}
