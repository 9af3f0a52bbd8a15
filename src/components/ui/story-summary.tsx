/**
 * A view's summary in words (ui-contract.md): one `[data-summary]` element with a few generated
 * sentences; each figure is a link to the chart it comes from (`data-figure-of="<chart id>"`,
 * the chart's anchor). The text can be copied with its citation. The sentences are built by the
 * view (pure functions) from the same figures its charts show.
 */
import { useId, useState } from 'react';
import { chartAnchor } from '@/components/charts/export/chart-anchor';
import type { DataProvenance } from '@/components/charts/export/chart-export';
import { waitingText, type WaitingState } from '@/components/charts/chart-state';
import { ServiceNotes } from '@/components/charts/chart-frame';
import type { ServiceNote } from '@/api/answers/service-notes';
import './story-summary.css';

/** A piece of a sentence: plain text, or a figure from a chart. */
type StoryPart = string | { figure: string; chart: string };
export type StorySentence = readonly StoryPart[];

export function sentenceText(sentence: StorySentence): string {
  return sentence.map((p) => (typeof p === 'string' ? p : p.figure)).join('');
}

function storyCitation(title: string, source: DataProvenance, link: string, accessed: string): string {
  return `Source: Tradescope, ${title}. Data: ${source.name}${source.synthetic ? ', synthetic data' : ''}. ${link} (accessed ${accessed}).`;
}

export interface StorySummaryProps {
  title: string;
  sentences: readonly StorySentence[];
  /** Shown while the figures load, or when there are none. */
  pendingText?: string;
  source: DataProvenance;
  /** A request the figures need is being sent again, and which attempt: said instead of waiting quietly. */
  waiting?: WaitingState | null;
  /** The figures' requests have settled with a failure: no sentence will come, and nothing is busy. */
  failed?: boolean;
  /** What the client had to guess to read the answers the figures come from, said under them. */
  notes?: readonly ServiceNote[];
}

export function StorySummary({
  title,
  sentences,
  pendingText,
  source,
  waiting,
  failed = false,
  notes = [],
}: StorySummaryProps) {
  const headingId = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    const accessed = new Date().toISOString().slice(0, 10);
    const text = `${sentences.map(sentenceText).join(' ')}\n\n${storyCitation(title, source, window.location.href, accessed)}`;
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Summary copied with its citation.');
    } catch {
      setStatus('Copying is not allowed here: select the text and copy it with Ctrl+C (⌘C).');
    }
  };
  return (
    <section
      className="story-summary"
      data-summary
      aria-labelledby={headingId}
      aria-busy={sentences.length === 0 && !failed}
    >
      <h2 id={headingId}>In brief</h2>
      {sentences.length === 0 ? (
        <p className="story-summary__pending">
          {failed
            ? 'No summary: the figures it is built from could not be loaded (the charts below say why).'
            : waiting
              ? `The summary: ${waitingText(waiting).replace(/^Still/, 'still')}`
              : (pendingText ?? 'The summary appears once its figures have loaded.')}
        </p>
      ) : (
        sentences.map((s, i) => (
          <p key={i}>
            {s.map((part, j) =>
              typeof part === 'string' ? (
                part
              ) : (
                <a key={j} href={`#${chartAnchor(part.chart)}`} data-figure-of={part.chart}>
                  {part.figure}
                </a>
              ),
            )}
          </p>
        ))
      )}
      {sentences.length > 0 && notes.length > 0 ? <ServiceNotes notes={notes} /> : null}
      {sentences.length > 0 ? (
        <p className="story-summary__actions">
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            Copy with citation
          </button>{' '}
          <span role="status">{status}</span>
        </p>
      ) : null}
      <p className="story-summary__note">
        Generated from the figures below; it states what the data show, not why, and forecasts nothing.
      </p>
    </section>
  );
}
