/**
 * Under a strip of key figures: what the client had to guess to read the answers they come from
 * (a scale, an order, an id form), in the words the charts use.
 */
import { notesOf } from '@/components/charts/chart-state';
import { ServiceNotes } from '@/components/charts/chart-frame';

export function KeyFigureNotes({ queries }: { queries: readonly { data?: unknown }[] }) {
  const notes = notesOf(queries);
  return notes.length > 0 ? <ServiceNotes notes={notes} /> : null;
}
