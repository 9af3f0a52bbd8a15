/**
 * The HS revision the service's catalog codes in, and what chapters titled by the app's HS 2022
 * nomenclature say when it is another. A module of its own: views that only name products
 * (use-product-names.ts) do not load the nomenclature's code for it.
 */
import { chapterTitlesNote } from '@/lib/hs/hs-codes';
import type { ServiceNote } from '../answers/service-notes';
import { useTradeSource } from '../use-trade-source';
import { catalogChapterQuery } from './use-product-names';
import { useSourceQuery } from './use-source-query';

/**
 * The catalog's HS revision, from one chapter's lookup (the one its product page asks for, kept
 * for the session): null until it answers, when it fails, or with no chapter to ask about.
 */
export function useCatalogRevision(chapter: string | null): number | null {
  const source = useTradeSource();
  const lookup = useSourceQuery({
    ...catalogChapterQuery(source, chapter ?? '01'),
    enabled: chapter !== null,
  });
  return chapter === null ? null : (lookup.data?.data.matches[0]?.hs_version ?? null);
}

/** The frame's note for chapters titled by the nomenclature, on a catalog of another revision. */
export function chapterTitlesNotes(hsVersion: number | null): ServiceNote[] {
  const text = chapterTitlesNote(hsVersion);
  return text ? [{ kind: 'chapter-titles', text }] : [];
}
