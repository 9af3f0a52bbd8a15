/**
 * What the client had to guess to read an answer built differently from our conventions (a
 * scale, an order, an id form). Each note travels with the answer (ApiResult.notes) so the chart
 * or figure that shows it says so: a figure is never silently read another way.
 */
export type ServiceNoteKind =
  | 'country-id-form'
  | 'ranking-order'
  | 'growth-scale'
  | 'share-scale'
  | 'concentration-scale'
  | 'flow-names'
  | 'unreadable-value'
  | 'chapter-titles';

export interface ServiceNote {
  kind: ServiceNoteKind;
  /** One sentence a user can read under the chart. */
  text: string;
}

/** Collects the notes of one answer, once per kind. */
export class NoteSink {
  private readonly byKind = new Map<ServiceNoteKind, ServiceNote>();

  add(kind: ServiceNoteKind, text: string): void {
    if (!this.byKind.has(kind)) this.byKind.set(kind, { kind, text });
  }

  get notes(): ServiceNote[] {
    return [...this.byKind.values()];
  }
}

/** The notes of several answers behind one chart, each kind once. */
export function mergeNotes(...lists: readonly (readonly ServiceNote[] | undefined | null)[]): ServiceNote[] {
  const sink = new NoteSink();
  for (const list of lists) for (const note of list ?? []) sink.add(note.kind, note.text);
  return sink.notes;
}
