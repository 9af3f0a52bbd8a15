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
import { useEffect, useMemo, useState } from 'react';
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
import type { DataExportInput } from './csv';
import { chartLink } from './embed-link';
import { buildPanelSnapshot, EmbedSection } from './embed-section';
import type { ImageInput } from './image-export';
import { CopyField, PanelDialog, Section } from './panel-parts';
import { ApiRequestSection, CiteSection, DataSection, ImageSection, MissingDataNote } from './panel-sections';
import { accessDate, sourceLine } from './provenance';
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
  const [seenRequests, setSeenRequests] = useState<ChartRecording['requests'] | null>(null);
  const requests = model.requests.length > 0 ? model.requests : (recording?.requests ?? seenRequests ?? []);
  // No file or citation leaves without the request_ids while the recorder is still finding them.
  const requestsKnown =
    requests.length > 0 || recording !== null || seenRequests !== null || (!scope.Live && !scope.loadLive);
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
          onRequests={setSeenRequests}
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

      {hasData && dataInput ? (
        <DataSection input={dataInput} fileBase={fileBase} requestsKnown={requestsKnown} />
      ) : null}

      <ApiRequestSection requests={requests} source={source} found={requestsKnown} />

      {hasData ? (
        <CiteSection
          requestsKnown={requestsKnown}
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
