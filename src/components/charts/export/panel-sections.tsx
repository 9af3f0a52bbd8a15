/**
 * The panel's sections for what needs the chart's data or its requests: Image (PNG, SVG), Data
 * (CSV with its provenance, JSON), API request (curl) and Cite; and the note of what a chart
 * without its data offers.
 */
import { useId, useState } from 'react';
import { DEMO_BASE_URL } from '@/api/data-source';
import { saveCsv } from '@/lib/csv';
import { saveFile } from '@/lib/save-file';
import type { ChartDataState } from '../chart-frame';
import type { ChartExportScope, ChartRequest } from './chart-export';
import { buildBibtex, buildCitation, type CitationInput } from './citation';
import { buildJson, chartCsv, chartProvenance, type DataExportInput } from './csv';
import { buildCurls } from './curl';
import { renderPng, renderSvg, type ImageInput } from './image-export';
import { CopyField, Section } from './panel-parts';

export function MissingDataNote({ state }: { state: ChartDataState }) {
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

export function ImageSection({ input, fileBase }: { input: ImageInput; fileBase: string }) {
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

/** Said where a file or a citation would lack the request_ids the recorder is still finding. */
const FINDING_REQUESTS = 'Finding the requests behind this chart…';

export function DataSection({
  input,
  fileBase,
  requestsKnown,
}: {
  input: DataExportInput;
  fileBase: string;
  /** Until the requests are known, no file is written without them. */
  requestsKnown: boolean;
}) {
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
          disabled={!requestsKnown}
          onClick={() => saveCsv(`${fileBase}.csv`, [chartCsv(input)], chartProvenance(input))}
        >
          Download CSV
        </button>
        <button
          type="button"
          className="button"
          disabled={!requestsKnown}
          onClick={() =>
            saveFile(`${fileBase}.json`, new Blob([buildJson(input)], { type: 'application/json' }))
          }
        >
          Download JSON
        </button>
      </div>
      {requestsKnown ? null : <p role="status">{FINDING_REQUESTS}</p>}
    </Section>
  );
}

export function ApiRequestSection({
  requests,
  source,
  found,
}: {
  requests: ChartRequest[];
  source: ChartExportScope['source'];
  /** Whether the requests are known yet (named by the chart, or seen by the recorder). */
  found: boolean;
}) {
  // The demo's service has no address to send a request to; a synthetic world served over HTTP does.
  const inBrowser = source.baseUrl === DEMO_BASE_URL;
  return (
    <Section title="API request">
      <p>
        The request{requests.length === 1 ? '' : 's'} behind this chart. Set <code>TRADE_API_KEY</code> to
        your own key
        {inBrowser ? (
          <>
            {' '}
            and <code>TRADE_API_URL</code> to the service&apos;s address (the demo runs in your browser)
          </>
        ) : null}
        .
      </p>
      {found ? (
        <CopyField label="curl" value={buildCurls(inBrowser ? null : source.baseUrl, requests)} multiline />
      ) : (
        <p role="status">Finding the requests…</p>
      )}
    </Section>
  );
}

export function CiteSection({
  citation,
  requestsKnown,
}: {
  citation: CitationInput;
  requestsKnown: boolean;
}) {
  return (
    <Section title="Cite">
      {requestsKnown ? (
        <>
          <CopyField label="Citation" value={buildCitation(citation)} multiline />
          <CopyField label="BibTeX" value={buildBibtex(citation)} multiline />
        </>
      ) : (
        <p role="status">{FINDING_REQUESTS}</p>
      )}
    </Section>
  );
}
