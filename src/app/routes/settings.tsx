import { SettingsPage } from '../../features/settings/settings-page';

export function SettingsRoute() {
  return <SettingsPage demoAvailable={__TRADESCOPE_DEMO__} />;
}
