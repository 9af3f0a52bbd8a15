/**
 * The app's chrome: skip link, header (brand, navigation, search, theme toggle), banners
 * (demo service failure, rejected API key), the main landmark and the data-source footer.
 */
import { Outlet, ScrollRestoration } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AuthBanner } from './auth-banner';
import { DemoBanner } from './demo-banner';

export const MAIN_ID = 'main';

export function AppLayout() {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <AppHeader />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <DemoBanner />
        <AuthBanner />
        <Outlet />
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
