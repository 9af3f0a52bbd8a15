/**
 * Whether the palette may offer an everyday word's heading ("phones" → HS 2022's 85.17) on the
 * service it asks. Headings were renumbered between HS revisions (mobile phones were under 85.25
 * until HS 2007), so the heading is offered only once the service has said it codes in HS 2022:
 * its own entry for the heading (GET /products/{heading}) first, else the revision of its rows for
 * the words. Until one of them tells, the heading is held back rather than guessed; a heading
 * the service does not list (404) is not offered at all.
 */
import { isNotFound } from '@/api/errors';
import { nomenclatureNamesApply } from '@/lib/hs/hs-codes';

interface Revisioned {
  hs_version?: number | null;
}

/** The service's answer for the heading itself, as a query holds it. */
export interface HeadingLookup {
  status: 'pending' | 'success' | 'error';
  matches: readonly Revisioned[] | undefined;
  error: unknown;
}

const allInNomenclature = (rows: readonly Revisioned[]) =>
  rows.every((r) => nomenclatureNamesApply(r.hs_version));

/** true: offer it; false: the service codes otherwise or lacks it; null: not known yet (hold it). */
export function everydayHeadingApplies(
  heading: HeadingLookup,
  searchRows: readonly Revisioned[],
): boolean | null {
  if (heading.status === 'success') {
    const matches = heading.matches ?? [];
    return matches.length > 0 && allInNomenclature(matches);
  }
  if (heading.status === 'error' && isNotFound(heading.error)) return false;
  if (searchRows.length > 0) return allInNomenclature(searchRows);
  // The lookup failed for another reason (the palette shows the search's own error, if any):
  // the app's assumption while a revision is unknown, as everywhere else.
  return heading.status === 'error' ? true : null;
}
