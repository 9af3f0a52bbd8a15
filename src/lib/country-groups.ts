/**
 * The service's country groups (World, the European Union, ...), as the service itself names
 * them: learned from every `/countries` answer (`is_group`), never hard-coded. A service built
 * on BACI or Comtrade calls the World `WLD` and the EU `EUN`; the emulator `XW` and `EU`. The
 * groups seen last are remembered on this device (they are not secret), so a group's name and
 * its place in the palette are there before the first country request of a visit.
 */
export interface CountryGroup {
  id: string;
  name: string;
}

const STORAGE_KEY = 'tradescope.country-groups';
/** The World's names: the aggregate of every country, whose exports are its imports. */
const WORLD_NAMES = new Set(['world', 'the world', 'world total', 'all countries']);

let groups: Map<string, string> | undefined;
/** The list as last built: one array until the groups change (a stable external-store snapshot). */
let snapshot: CountryGroup[] | undefined;
const listeners = new Set<() => void>();

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: memory only
  }
}

function current(): Map<string, string> {
  if (groups) return groups;
  groups = new Map();
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored))
      for (const g of stored as Partial<CountryGroup>[])
        if (typeof g.id === 'string' && typeof g.name === 'string') groups.set(g.id, g.name);
  } catch {
    // unreadable: learned again from the next answer
  }
  return groups;
}

/** Takes the groups of a `/countries` answer (rows with is_group true); ignores the rest. */
export function learnCountryGroups(rows: readonly { id: string; name: string; is_group: boolean }[]): void {
  const known = current();
  let changed = false;
  for (const row of rows) {
    if (!row.is_group || known.get(row.id) === row.name) continue;
    known.set(row.id, row.name);
    changed = true;
  }
  if (!changed) return;
  snapshot = undefined;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(countryGroups()));
  } catch {
    // quota or disabled storage: memory only
  }
  for (const listener of listeners) listener();
}

/** Every group learned so far (the same array until one is learned). */
export function countryGroups(): readonly CountryGroup[] {
  snapshot ??= [...current()].map(([id, name]) => ({ id, name }));
  return snapshot;
}

/** Whether the id is one of the service's groups (as far as its answers have told). */
export function isCountryGroupId(id: string): boolean {
  return current().has(id);
}

/** The group's name, or undefined for an id that is no learned group. */
export function countryGroupName(id: string): string | undefined {
  return current().get(id);
}

/** Whether a group of this name is the World aggregate. */
export function isWorldName(name: string): boolean {
  // Invisible format characters (a stray bidi mark or zero-width space) do not make another name.
  return WORLD_NAMES.has(
    name
      .replace(/\p{Cf}/gu, '')
      .trim()
      .toLowerCase(),
  );
}

/** Whether the id is the service's World aggregate. */
export function isWorldGroupId(id: string): boolean {
  const name = current().get(id);
  return name !== undefined && isWorldName(name);
}

/** Notifies when a new group is learned (for views that list them). */
export function subscribeCountryGroups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every learned group (tests, and a service whose groups are not wanted any more). */
export function forgetCountryGroups(): void {
  groups = new Map();
  snapshot = undefined;
  try {
    storage()?.setItem(STORAGE_KEY, '[]');
  } catch {
    // nothing stored
  }
  for (const listener of listeners) listener();
}
