/**
 * Display names of partner ids. The ranked endpoints return ids only (ISO alpha-2 or a group
 * id); the browser's own region names (Intl.DisplayNames) cover ISO codes and the EU without
 * shipping a table, and a group the service has named (country-groups.ts: its World, `XW` here)
 * takes the service's name. An id neither knows is shown as the id itself.
 */
import { countryGroupName } from './country-groups';

let displayNames: Intl.DisplayNames | null | undefined;

function names(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      // Remembered, so a runtime without DisplayNames is not asked again for every name.
      displayNames = null;
    }
  }
  return displayNames;
}

/** Names the caller already knows (for example the group ids of the service) win. */
export function countryName(id: string, known?: ReadonlyMap<string, string>): string {
  const fromCaller = known?.get(id) ?? countryGroupName(id);
  if (fromCaller) return fromCaller;
  try {
    // Stryker disable next-line OptionalChaining: equivalent, without DisplayNames the TypeError lands in the catch below, which gives the id too
    return names()?.of(id.toUpperCase()) ?? id;
  } catch {
    // DisplayNames throws RangeError for ids that are not well-formed region subtags.
    return id;
  }
}
