/**
 * The app's chrome: skip link, header (brand, navigation, command palette, theme toggle), banners
 * (demo service failure, rejected API key, offline), the main landmark and the data-source footer.
 */
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CommandPaletteProvider } from '@/components/ui/command-palette/palette-provider';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AuthBanner } from './auth-banner';
import { DemoBanner } from './demo-banner';
import { OfflineNotice } from './offline-notice';

const MAIN_ID = 'main';

export function AppLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(true);
  // After a client-side navigation, move focus to the new content (as a page load would), so
  // keyboard and screen-reader users start at the top of the new view, not in the old link.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <CommandPaletteProvider>
      <div className="app">
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <AppHeader />
        <main id={MAIN_ID} ref={mainRef} className="app-main" tabIndex={-1}>
          {/* Production builds have no demo service (main.tsx): the banner and its state drop out. */}
          {__TRADESCOPE_DEMO__ ? <DemoBanner /> : null}
          <AuthBanner />
          <OfflineNotice />
          <Outlet />
        </main>
        <AppFooter />
        <ScrollRestoration />
      </div>
    </CommandPaletteProvider>
  );
}
