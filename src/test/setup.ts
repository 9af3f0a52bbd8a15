import { beforeEach } from 'vitest';
import { buildCountries } from '@/emulator/world/countries';
import { learnCountryGroups } from '@/lib/country-groups';
import { forgetAnsweredServices } from '@/api/answered-services';
import { forgetServiceProfiles } from '@/api/service-profile-store';
import { WAIT_FOR_STATE } from './wait-for-state';

// The DOM matchers and Testing Library (React DOM with them) are only for files with a DOM: a
// pure test file in node skips their import (docs/test-time.md).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: WAIT_FOR_STATE.timeout });
}

// Tests run against the emulator's world: the client knows its groups as it would once any
// /countries answer had named them (lib/country-groups.ts). Tests of learning forget them first.
const emulatorRows = buildCountries().list.map((c) => ({ id: c.id, name: c.name, is_group: c.isGroup }));
beforeEach(() => learnCountryGroups(emulatorRows));
// Each test starts as a page that has not heard from any service yet (api/answered-services.ts).
beforeEach(forgetAnsweredServices);
// The service profiles read in this page are kept in memory too (beside localStorage): forget them.
beforeEach(forgetServiceProfiles);
