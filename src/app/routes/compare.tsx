import { CompareView } from '@/features/compare/compare-view';
import { UrlCountryIdsGate } from '../url-country-ids-gate';

export function CompareRoute() {
  return (
    <UrlCountryIdsGate>
      <CompareView />
    </UrlCountryIdsGate>
  );
}
