import { FlowsView } from '@/features/flows/flows-view';
import { UrlCountryIdsGate } from '../url-country-ids-gate';

export function FlowsRoute() {
  return (
    <UrlCountryIdsGate>
      <FlowsView />
    </UrlCountryIdsGate>
  );
}
