/**
 * "Download CSV" of the observations exactly as the table shows them (observations-csv.ts), with
 * its provenance file (source, request, request_id, URL, retrieval time: lib/csv.ts). The file is
 * built in slices that yield to the browser, so a 10,000-row download never freezes the page;
 * while product names are still loading the button waits, so the file has the names the table
 * will show.
 */
import { useState } from 'react';
import { formatCount } from '@/lib/format';
import { OBSERVATION_COLUMNS, type ObservationRow, type ProductNameOf } from './observation-rows';
import { saveCsv } from '@/lib/csv';
import { observationsCsvParts } from './observations-csv';

export interface ObservationsDownloadProps {
  rows: readonly ObservationRow[];
  productNameOf: ProductNameOf;
  namesPending: boolean;
  source: string;
  query: string;
  requestId: string | null | undefined;
  sortedBy: string;
  filenameStem: string;
  /** The selection in words, for the provenance file. */
  title: string;
}

export function ObservationsDownload({
  rows,
  productNameOf,
  namesPending,
  source,
  query,
  requestId,
  sortedBy,
  filenameStem,
  title,
}: ObservationsDownloadProps) {
  const [building, setBuilding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBuilding(true);
    setFailure(null);
    try {
      const parts = await observationsCsvParts(rows, OBSERVATION_COLUMNS, productNameOf);
      saveCsv(`${filenameStem.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`, parts, {
        title: `Trade observations: ${title}`,
        source,
        requests: [{ request: query, requestId }],
        url: window.location.href,
        retrievedAt: new Date().toISOString(),
        rowCount: rows.length,
        notes: [`Sorted by ${sortedBy}.`],
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBuilding(false);
    }
  };
  return (
    <div className="flows-download">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={building || namesPending}
        data-testid="download-csv"
      >
        {building
          ? 'Preparing CSV…'
          : namesPending
            ? 'Loading product names…'
            : `Download CSV (${formatCount(rows.length)} rows, as shown)`}
      </button>
      {failure ? (
        <p role="alert" className="entity-combobox__problem">
          The CSV could not be built: {failure}
        </p>
      ) : null}
    </div>
  );
}
