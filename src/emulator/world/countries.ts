/**
 * Countries of the synthetic world.
 *
 * Every entry of the `world-countries` package (ISO 3166-1 plus Kosovo's user-assigned XK), kept
 * in the compact generated table `countries-data.ts` (see tools/gen-countries-data.ts; a test keeps it
 * equal to the package). Ids are ISO alpha-2, upper case.
 *
 * Country groups (is_group true, iso3 null) have two-character ids that collide with no assigned
 * ISO 3166-1 code:
 * - `XW` World. X? codes are in ISO's user-assigned range, so they can never be assigned to a
 *   country (XK, used by Kosovo in this package, is the only X code present; XW is free).
 * - `EU` European Union (27 members since 2020). `EU` is "exceptionally reserved" in ISO 3166-1
 *   for the Union itself, never a country code.
 * As reporter, a group stands for its members' trade with non-members (intra-EU trade excluded);
 * World as reporter is all trade, each flow counted once. As partner, a group selects flows whose
 * counterpart is any member (World: any country). Groups never appear as exporter or importer in
 * observations.
 */
import { COUNTRY_TABLE } from './countries-data';

export interface Country {
  /** Index in `WorldCountries.list` (also the value stored in the observation columns). */
  idx: number;
  id: string;
  iso3: string | null;
  name: string;
  /** Official name and alternative spellings, for search only (answers carry `name`). */
  altNames: string[];
  region: string | null;
  subregion: string | null;
  lat: number;
  lng: number;
  area: number;
  independent: boolean;
  isGroup: boolean;
  /** Member indexes for groups; empty for countries. */
  members: number[];
  note: string | null;
}

export const WORLD_ID = 'XW';
export const EU_ID = 'EU';

export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Uninhabited or research-station territories: listed, but no trade is generated for them. */
export const NO_TRADE = new Set(['AQ', 'BV', 'HM', 'GS', 'UM', 'TF', 'IO', 'PN']);

const NOTES: Record<string, string> = {
  XK: 'XK is a user-assigned code (Kosovo has no ISO 3166-1 code); used by the EU and IMF.',
  TW: 'Reported as a separate customs territory (Taiwan, Penghu, Kinmen and Matsu).',
  HK: 'Special Administrative Region of China; a separate customs territory with large re-exports.',
  MO: 'Special Administrative Region of China; a separate customs territory.',
  PS: 'State of Palestine (ISO 3166-1: Palestine, State of).',
  EH: 'Non-self-governing territory; trade figures are sparse.',
};

export interface CountryInput {
  id: string;
  iso3?: string | null;
  name: string;
  region?: string | null;
  note?: string | null;
  lat?: number;
  lng?: number;
  area?: number;
}

export interface WorldCountries {
  list: Country[];
  /** Countries only (no groups), in idx order: these are the trading entities. */
  countryCount: number;
  /** Countries from the package (before test extras). */
  baseCount: number;
  byId: Map<string, Country>;
  byIso3: Map<string, Country>;
}

export function buildCountries(extras: CountryInput[] = []): WorldCountries {
  const list = tableCountries();
  const baseCount = list.length;
  for (const x of extras) list.push(extraCountry(list, x));
  const countryCount = list.length;
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const g of countryGroups(list, byId)) {
    const c = { ...g, idx: list.length };
    list.push(c);
    byId.set(c.id, c);
  }
  const byIso3 = new Map<string, Country>();
  for (const c of list) if (c.iso3) byIso3.set(c.iso3, c);
  return { list, countryCount, baseCount, byId, byIso3 };
}

/** The countries of the package's table, in its order. */
function tableCountries(): Country[] {
  const list: Country[] = [];
  for (const line of COUNTRY_TABLE.split('\n')) {
    const [id, iso3, name, region, subregion, lat, lng, area, indep, alt] = line.split('|');
    const independent = indep === '1';
    const noTrade = NO_TRADE.has(id!);
    list.push({
      idx: list.length,
      id: id!,
      iso3: iso3 || null,
      name: name!,
      altNames: alt ? alt.split(';') : [],
      region: region || null,
      subregion: subregion || null,
      lat: +lat!,
      lng: +lng!,
      area: +area!,
      independent,
      isGroup: false,
      members: [],
      note:
        NOTES[id!] ??
        (noTrade
          ? 'Uninhabited or research-station territory: no recorded trade.'
          : independent
            ? null
            : 'Dependent territory, reported as a separate customs area.'),
    });
  }
  return list;
}

/** A test's extra country, after those already listed (its id may not collide with theirs). */
function extraCountry(list: readonly Country[], x: CountryInput): Country {
  const id = x.id.toUpperCase();
  if (list.some((c) => c.id === id)) throw new Error(`extra country ${id} collides`);
  return {
    idx: list.length,
    id,
    iso3: x.iso3 ?? null,
    name: x.name,
    altNames: [],
    region: x.region ?? null,
    subregion: null,
    lat: x.lat ?? 0,
    lng: x.lng ?? 0,
    area: x.area ?? 1000,
    independent: true,
    isGroup: false,
    members: [],
    note: x.note ?? null,
  };
}

/** The groups after the countries: the world (every country) and the European Union. */
function countryGroups(list: readonly Country[], byId: ReadonlyMap<string, Country>): Omit<Country, 'idx'>[] {
  const euMembers = EU_MEMBERS.map((id) => byId.get(id)!.idx);
  return [
    {
      id: WORLD_ID,
      iso3: null,
      name: 'World',
      altNames: [],
      region: null,
      subregion: null,
      lat: 0,
      lng: 0,
      area: 0,
      independent: false,
      isGroup: true,
      members: list.map((c) => c.idx),
      note: 'Aggregate of all countries (id XW, a user-assigned code). As reporter: all trade, each flow counted once.',
    },
    {
      id: EU_ID,
      iso3: null,
      name: 'European Union',
      altNames: [],
      region: 'Europe',
      subregion: null,
      lat: 50.8,
      lng: 4.4,
      area: 0,
      independent: false,
      isGroup: true,
      members: euMembers,
      note: 'The 27 member states (since February 2020). As reporter: extra-EU trade only (members with non-members).',
    },
  ];
}
