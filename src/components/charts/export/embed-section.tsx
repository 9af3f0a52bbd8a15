/**
 * The panel's Embed section: snapshot or live, the embed code with its link's length, and a
 * preview sized by the embed's own height messages.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ColorScheme } from '../options/palette';
import type { ChartExport, ChartExportScope } from './chart-export';
import type { ChartRecording } from './chart-recorder';
import { embedUrl, fallbackEmbedHeight, iframeSnippet } from './embed-link';
import { groupsNamedBy } from './recorded-answers';
import { embedHeightOf } from './embed-size';
import { CopyField } from './panel-parts';
import { encodeSnapshot, SNAPSHOT_VERSION, type ChartSnapshot } from './snapshot';

type EmbedMode = 'snapshot' | 'live';

/** The snapshot an embed carries: the chart's identity, its words and the answers recorded. */
export function buildPanelSnapshot({
  model,
  scope,
  recording,
  accessed,
  requestIds,
}: {
  model: ChartExport;
  scope: ChartExportScope;
  recording: ChartRecording;
  accessed: string;
  requestIds: string[];
}): ChartSnapshot {
  return {
    v: SNAPSHOT_VERSION,
    view: scope.view,
    ...(scope.id === undefined ? {} : { id: scope.id }),
    chart: model.chartId,
    search: recording.search,
    title: model.title,
    subtitle: model.subtitle,
    // The answers carry their request_ids: the source lists only the others (none, mostly).
    source: {
      name: scope.source.name,
      synthetic: scope.source.synthetic,
      accessed,
      requestIds: requestIds.filter((id) => !recording.answers.some((a) => a.requestId === id)),
    },
    data: { answers: recording.answers, groups: groupsNamedBy(recording.search) },
  };
}

export function EmbedSection({
  model,
  scope,
  origin,
  theme,
  canSnapshot,
  recording,
  snapshot,
}: {
  model: ChartExport;
  scope: ChartExportScope;
  origin: string;
  theme: ColorScheme;
  canSnapshot: boolean;
  /** The chart's data is being recorded: the snapshot (the default) comes in a moment. */
  recording: boolean;
  snapshot: ChartSnapshot | null;
}) {
  const [chosen, setChosen] = useState<EmbedMode>('snapshot');
  const mode: EmbedMode = canSnapshot || recording ? chosen : 'live';
  const [preview, setPreview] = useState(false);
  const name = useId();
  const { encoded, encodeError } = useEncodedSnapshot(mode === 'snapshot' ? snapshot : null);

  const embedTheme = theme;
  const ready =
    mode === 'live' ||
    (snapshot !== null && encoded !== null && JSON.stringify(encoded.for) === JSON.stringify(snapshot));
  const src = embedUrl(origin, scope, model.chartId, {
    theme: embedTheme,
    snapshot: mode === 'snapshot' && encoded ? encoded.value : undefined,
  });
  const snippet = iframeSnippet(
    src,
    `Tradescope: ${model.title}, ${model.subtitle}`,
    fallbackEmbedHeight(model.height),
  );

  return (
    <section className="get-chart__section" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>Embed</h3>
      <EmbedModes name={name} mode={mode} canSnapshot={canSnapshot} onChoose={setChosen} />
      {encodeError ? (
        <p role="alert">The snapshot could not be made ({encodeError}); the live embed still works.</p>
      ) : ready ? (
        <>
          <CopyField label="Embed code" value={snippet} multiline />
          <p className="get-chart__hint" data-testid="embed-link-length">
            Embed link: {src.length.toLocaleString('en-US')} characters.
          </p>
          {preview ? (
            <EmbedPreview
              src={src}
              title={`Preview: ${model.title}`}
              height={fallbackEmbedHeight(model.height)}
            />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setPreview(true)}>
              Show preview
            </button>
          )}
        </>
      ) : (
        <p role="status">Preparing the snapshot…</p>
      )}
    </section>
  );
}

/**
 * The snapshot encoded for the embed link (compressed, so asynchronous), for the snapshot given;
 * null gives nothing to encode. An answer for an earlier snapshot is kept until the next one.
 */
function useEncodedSnapshot(snapshot: ChartSnapshot | null) {
  const [encoded, setEncoded] = useState<{ for: ChartSnapshot; value: string } | null>(null);
  const [encodeError, setEncodeError] = useState<string | null>(null);
  useEffect(() => {
    if (!snapshot) return;
    let cancelled = false;
    encodeSnapshot(snapshot).then(
      (value) => {
        if (!cancelled) setEncoded({ for: snapshot, value });
      },
      (error: unknown) => {
        if (!cancelled) setEncodeError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
    };
    // The snapshot object is rebuilt on every render; its JSON is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(snapshot)]);
  return { encoded, encodeError };
}

function EmbedModes({
  name,
  mode,
  canSnapshot,
  onChoose,
}: {
  name: string;
  mode: EmbedMode;
  canSnapshot: boolean;
  onChoose: (mode: EmbedMode) => void;
}) {
  return (
    <fieldset className="get-chart__modes">
      <legend>Embed mode</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="snapshot"
          checked={mode === 'snapshot'}
          disabled={!canSnapshot}
          onChange={() => onChoose('snapshot')}
        />{' '}
        Snapshot: the data travels in the link; no request, no key, the same chart forever (for reports)
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="live"
          checked={mode === 'live'}
          onChange={() => onChoose('live')}
        />{' '}
        Live: loads the current data like the app (with the live service, each reader needs their own key)
      </label>
    </fieldset>
  );
}

/** The embed as a host page shows it: sized to its content by the embed's height messages. */
function EmbedPreview({ src, title, height }: { src: string; title: string; height: number }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [fitted, setFitted] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== ref.current?.contentWindow) return;
      const next = embedHeightOf(event.data);
      if (next !== null) setFitted(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      ref={ref}
      className="get-chart__preview"
      src={src}
      title={title}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      height={fitted ?? height}
      data-testid="embed-preview"
    />
  );
}
