import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { WAIT_FOR_STATE } from './wait-for-state';

configure({ asyncUtilTimeout: WAIT_FOR_STATE.timeout });
import { beforeEach } from 'vitest';
import { buildCountries } from '@/emulator/world/countries';
import { learnCountryGroups } from '@/lib/country-groups';
import { forgetAnsweredServices } from '@/api/answered-services';
import { forgetServiceProfiles } from '@/api/service-profile-store';

// Tests run against the emulator's world: the client knows its groups as it would once any
// /countries answer had named them (lib/country-groups.ts). Tests of learning forget them first.
const emulatorRows = buildCountries().list.map((c) => ({ id: c.id, name: c.name, is_group: c.isGroup }));
beforeEach(() => learnCountryGroups(emulatorRows));
// Each test starts as a page that has not heard from any service yet (api/answered-services.ts).
beforeEach(forgetAnsweredServices);
// The service profiles read in this page are kept in memory too (beside localStorage): forget them.
beforeEach(forgetServiceProfiles);
