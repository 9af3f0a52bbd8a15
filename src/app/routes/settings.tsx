import { useDocumentTitle } from '@/components/ui/use-document-title';
import { SettingsPage } from '@/features/settings/settings-page';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return <SettingsPage demoAvailable={__TRADESCOPE_DEMO__} />;
}
