/**
 * The "Get this chart" panel: one dialog per chart with Link, Embed (snapshot or
 * live, with a preview), Image (PNG 2x, SVG, transparent option), Data (CSV, JSON), API request
 * (curl with `$TRADE_API_KEY`) and Cite (text, BibTeX). What needs the chart's data (snapshot,
 * image, data, citation) is offered only once the chart has it; a chart still loading or in
 * error offers its link, its live embed and the request behind it.
 *
 * A native modal <dialog>: focus moves into it, Escape closes it, the page behind is inert; the
 * frame returns focus to its button on close. Nothing here reads the API key.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { saveFile } from '@/lib/save-file';
import type { ColorScheme } from '../options/palette';
import type { ChartDataState } from '../chart-frame';
import type {
  ChartExport,
  ChartExportInput,
  ChartExportScope,
  ChartRequest,
  LiveEmbed,
} from './chart-export';
import { ChartRecorder, type ChartRecording } from './chart-recorder';
import { completeModel, type FrameFacts } from './complete-model';
import { buildBibtex, buildCitation, type CitationInput } from './citation';
import { saveCsv } from '@/lib/csv';
import { buildJson, chartCsv, chartProvenance, type DataExportInput } from './csv';
import { buildCurls } from './curl';
import { chartLink, embedUrl, fallbackEmbedHeight, iframeSnippet } from './embed-link';
import { embedHeightOf } from './embed-size';
import { renderPng, renderSvg, type ImageInput } from './image-export';
import { accessDate, sourceLine } from './provenance';
import { encodeSnapshot, SNAPSHOT_VERSION, type ChartSnapshot } from './snapshot';
import './get-chart-panel.css';

export interface GetChartPanelProps {
  model: ChartExport;
  scope: ChartExportScope;
  state: ChartDataState;
  theme: ColorScheme;
  onClose: () => void;
  /** The app's origin for absolute links; the page's by default. */
  origin?: string;
  now?: () => Date;
}

type EmbedMode = 'snapshot' | 'live';

/** The panel of a frame's chart (get-chart-button.tsx): its model completed with what the frame knows. */
export function FramePanel({
  input,
  frame,
  ...props
}: Omit<GetChartPanelProps, 'model'> & { input: ChartExportInput; frame: FrameFacts }) {
  return <GetChartPanel model={completeModel(input, frame)} {...props} />;
}

/**
 * The view's live embed the recorder mounts: given, or fetched when the panel opens. If its
 * code cannot be fetched, the recording is incomplete: no snapshot is offered, the rest is.
 */
function useLiveEmbed(
  scope: ChartExportScope,
  search: string,
  onFailed: (recording: ChartRecording) => void,
): LiveEmbed | null {
  const [loaded, setLoaded] = useState<LiveEmbed | null>(null);
  const { Live, loadLive } = scope;
  useEffect(() => {
    if (Live || !loadLive) return;
    let live = true;
    loadLive().then(
      (component) => live && setLoaded(() => component),
      () => live && onFailed({ answers: [], requests: [], complete: false, search }),
    );
    return () => {
      live = false;
    };
    // Once per panel, as the recording is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Live ?? loaded;
}

export function GetChartPanel({
  model,
  scope,
  state,
  theme,
  onClose,
  origin = window.location.origin,
  now,
}: GetChartPanelProps) {
  const accessed = useMemo(() => accessDate(now?.()), [now]);
  const hasData = state === 'ready' && model.table !== undefined;
  // What the chart is drawn from, recorded once when the panel opens (its snapshot, its requests).
  const [recording, setRecording] = useState<ChartRecording | null>(null);
  const canSnapshot = hasData && recording !== null && recording.complete;
  // A chart that names its requests keeps them; otherwise they are those the recorder saw.
  const requests = model.requests.length > 0 ? model.requests : (recording?.requests ?? []);
  const Live = useLiveEmbed(scope, scope.search, setRecording);

  const link = chartLink(origin, scope, model.chartId);
  const requestIds = requests.flatMap((r) => (r.requestId ? [r.requestId] : []));
  const source = scope.source;
  const dataInput = dataExportInput(model, source, { requests, link, retrievedAt: now?.() ?? new Date() });
  const fileBase = exportFileBase(scope, model.chartId, accessed);

  return (
    <PanelDialog title={model.title} subtitle={model.subtitle} onClose={onClose}>
      {!hasData ? <MissingDataNote state={state} /> : null}

      <Section title="Link">
        <CopyField label="Link to this chart in its view" value={link} />
      </Section>

      {Live ? (
        <ChartRecorder
          Live={Live}
          embed={{ id: scope.id, chart: model.chartId, search: scope.search }}
          onRecorded={setRecording}
        />
      ) : null}

      <EmbedSection
        model={model}
        scope={scope}
        origin={origin}
        theme={theme}
        canSnapshot={canSnapshot}
        recording={hasData && recording === null}
        snapshot={canSnapshot ? buildPanelSnapshot({ model, scope, recording, accessed, requestIds }) : null}
      />

      {hasData && model.option ? (
        <ImageSection
          fileBase={fileBase}
          input={imageInput(model, model.option, sourceLine(source, accessed), theme)}
        />
      ) : null}

      {hasData && dataInput ? <DataSection input={dataInput} fileBase={fileBase} /> : null}

      <ApiRequestSection
        requests={requests}
        source={source}
        found={requests.length > 0 || recording !== null}
      />

      {hasData ? (
        <CiteSection
          citation={{
            title: model.title,
            subtitle: model.subtitle,
            sourceName: source.name,
            synthetic: source.synthetic,
            link,
            accessed,
            requestIds,
          }}
        />
      ) : null}
    </PanelDialog>
  );
}

/** The chart's data as the CSV and JSON downloads take it; none without a data table. */
function dataExportInput(
  model: ChartExport,
  source: ChartExportScope['source'],
  { requests, link, retrievedAt }: { requests: ChartRequest[]; link: string; retrievedAt: Date },
): DataExportInput | null {
  if (!model.table) return null;
  return {
    title: model.title,
    subtitle: model.subtitle,
    table: model.table,
    sourceName: source.name,
    synthetic: source.synthetic,
    baseUrl: source.baseUrl,
    requests,
    retrievedAt: retrievedAt.toISOString(),
    link,
  };
}

/** The chart as the PNG and SVG downloads draw it: 960 px wide, at least 320 px of chart. */
function imageInput(
  model: ChartExport,
  option: ImageInput['option'],
  source: string,
  theme: ColorScheme,
): ImageInput {
  return {
    option,
    title: model.title,
    subtitle: model.subtitle,
    source,
    theme,
    transparent: false,
    width: 960,
    chartHeight: Math.max(320, model.height ?? 320),
  };
}

/** The downloads' file name: the view, its subject, the chart and the day, in safe characters. */
function exportFileBase(scope: ChartExportScope, chartId: string, accessed: string): string {
  return ['tradescope', scope.view, scope.id, chartId, accessed]
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_.-]/g, '_');
}

function CiteSection({ citation }: { citation: CitationInput }) {
  return (
    <Section title="Cite">
      <CopyField label="Citation" value={buildCitation(citation)} multiline />
      <CopyField label="BibTeX" value={buildBibtex(citation)} multiline />
    </Section>
  );
}

/** The native modal dialog, open from mount, with its title, its Close and the chart's subtitle. */
function PanelDialog({
  title,
  subtitle,
  onClose,
  children,
}: {
  title: string;
  subtitle: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useModalDialog(dialogRef, onClose);
  return (
    <dialog
      ref={dialogRef}
      className="get-chart"
      aria-labelledby={titleId}
      data-testid="get-chart-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') close();
      }}
    >
      <header className="get-chart__header">
        <h2 id={titleId}>Get this chart: {title}</h2>
        <button type="button" className="button button--secondary" onClick={close}>
          Close
        </button>
      </header>
      <p className="get-chart__subtitle">{subtitle}</p>
      {children}
    </dialog>
  );
}

/** Opens the native modal dialog on mount and reports its closing; returns the way to close it. */
function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const onCancel = () => onClose();
    dialog.addEventListener('close', onCancel);
    return () => dialog.removeEventListener('close', onCancel);
  }, [dialogRef, onClose]);

  // A native dialog's close() fires `close` (handled above); without one, close directly.
  return () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };
}

/** The snapshot an embed carries: the chart's identity, its words and the answers recorded. */
function buildPanelSnapshot({
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
    data: { answers: recording.answers },
  };
}

function MissingDataNote({ state }: { state: ChartDataState }) {
  return (
    <p className="notice" role="note">
      {state === 'error'
        ? 'This chart could not load its data, so only its link, its live embed and the request behind it are offered here.'
        : state === 'empty'
          ? 'This chart has no data for the selection, so only its link, its live embed and the request behind it are offered here.'
          : 'The chart is still loading: the snapshot, image, data and citation are offered once its data is there.'}
    </p>
  );
}

function DataSection({ input, fileBase }: { input: DataExportInput; fileBase: string }) {
  return (
    <Section title="Data">
      <p>
        The rows of the chart's data table, numbers as plain numbers with their unit in the column header. The
        CSV comes with a second file, <code>{fileBase}-provenance.txt</code>: the source, the queries and
        their request_ids, the link and when the data was retrieved.
      </p>
      <div className="get-chart__actions">
        <button
          type="button"
          className="button"
          onClick={() => saveCsv(`${fileBase}.csv`, [chartCsv(input)], chartProvenance(input))}
        >
          Download CSV
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            saveFile(`${fileBase}.json`, new Blob([buildJson(input)], { type: 'application/json' }))
          }
        >
          Download JSON
        </button>
      </div>
    </Section>
  );
}

function ApiRequestSection({
  requests,
  source,
  found,
}: {
  requests: ChartRequest[];
  source: ChartExportScope['source'];
  /** Whether the requests are known yet (named by the chart, or seen by the recorder). */
  found: boolean;
}) {
  return (
    <Section title="API request">
      <p>
        The request{requests.length === 1 ? '' : 's'} behind this chart. Set <code>TRADE_API_KEY</code> to
        your own key
        {source.synthetic ? (
          <>
            {' '}
            and <code>TRADE_API_URL</code> to the service&apos;s address (the demo runs in your browser)
          </>
        ) : null}
        .
      </p>
      {found ? (
        <CopyField
          label="curl"
          value={buildCurls(source.synthetic ? null : source.baseUrl, requests)}
          multiline
        />
      ) : (
        <p role="status">Finding the requests…</p>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="get-chart__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A read-only value with a copy button and a visible confirmation. */
function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(`${label} copied.`);
    } catch {
      setStatus('Copying is not allowed here: select the text and copy it with Ctrl+C (⌘C).');
    }
  };
  return (
    <div className="get-chart__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          readOnly
          value={value}
          rows={Math.min(8, value.split('\n').length + 1)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : (
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      )}
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        Copy {label.toLowerCase()}
      </button>
      <span role="status" className="get-chart__status">
        {status}
      </span>
    </div>
  );
}

function EmbedSection({
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

function ImageSection({ input, fileBase }: { input: ImageInput; fileBase: string }) {
  const [transparent, setTransparent] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();
  const save = async (kind: 'png' | 'svg') => {
    setStatus(`Preparing the ${kind.toUpperCase()}…`);
    try {
      const options = { ...input, transparent };
      if (kind === 'svg')
        saveFile(`${fileBase}.svg`, new Blob([await renderSvg(options)], { type: 'image/svg+xml' }));
      else saveFile(`${fileBase}.png`, await renderPng(options));
      setStatus(`${kind.toUpperCase()} saved.`);
    } catch (error) {
      setStatus(`The image could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section className="get-chart__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Image</h3>
      <p>With the title, the selection, the legend and the source line inside the picture.</p>
      <label className="get-chart__check">
        <input
          type="checkbox"
          checked={transparent}
          onChange={(e) => setTransparent(e.currentTarget.checked)}
        />{' '}
        Transparent background
      </label>
      <div className="get-chart__actions">
        <button type="button" className="button" onClick={() => void save('png')}>
          Download PNG (2x)
        </button>
        <button type="button" className="button" onClick={() => void save('svg')}>
          Download SVG
        </button>
      </div>
      <span role="status" className="get-chart__status">
        {status}
      </span>
    </section>
  );
}
