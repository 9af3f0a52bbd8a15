/**
 * The product mix's RCA controls and notes: the "Colour by" switch (kept in the URL as
 * `mix_by`), the colour key, and what the colours lack (the products a ranking's limit left
 * without RCA, named; a failed request, with Retry; imports, which RCA does not describe).
 */
import { useId } from 'react';
import { SegmentedOption } from '@/components/ui/view-controls';
import { ErrorMessage } from '@/components/ui/error-message';
import type { ColorScheme } from '@/components/charts/options/palette';
import type { CombinedQuery } from '@/components/charts/insights/combined-query';
import type { ChartRequest } from '@/components/charts/export/chart-export';
import { formatCount } from '@/lib/format';
import type { MixBy } from '@/lib/url-state';
import './product-mix-rca.css';
import type { SpecialisationModel } from '../insights/specialisation-model';
import { RCA_BANDS, RCA_UNKNOWN_LABEL, rcaBandColors, type ProductRcaRow } from './product-mix-rca';

/** What the product mix needs to colour by RCA (the `specialisations` chart's cached answers). */
export interface MixRca {
  by: MixBy;
  onBy: (by: MixBy) => void;
  model: SpecialisationModel | null;
  query: CombinedQuery;
  requests: ChartRequest[];
  /** Export products whose markets were asked (their world value and rank). */
  marketsBudget: number;
  worldLimit: number;
}

export function MixByField({
  by,
  onBy,
  exports,
}: {
  by: MixBy;
  onBy: (by: MixBy) => void;
  exports: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="view-controls__group">
      <legend>Colour and rank by</legend>
      <div className="segmented">
        <SegmentedOption
          name={`${id}-by`}
          value="section"
          checked={by === 'section' || !exports}
          onSelect={() => onBy('section')}
        >
          HS section
        </SegmentedOption>
        <SegmentedOption
          name={`${id}-by`}
          value="rca"
          checked={by === 'rca' && exports}
          disabled={!exports}
          describedBy={exports ? undefined : `${id}-exports-only`}
          onSelect={() => onBy('rca')}
        >
          RCA
        </SegmentedOption>
      </div>
      {exports ? null : (
        <p id={`${id}-exports-only`} className="chart-frame__note">
          RCA describes exports: choose the export flow to colour by it.
        </p>
      )}
    </fieldset>
  );
}

export function RcaKey({ theme }: { theme: ColorScheme }) {
  const colors = rcaBandColors(theme);
  const items = [
    ...RCA_BANDS.map((b, i) => ({ label: b.label, color: colors.bands[i]! })),
    { label: RCA_UNKNOWN_LABEL, color: colors.unknown },
  ];
  return (
    <ul className="rca-key" aria-label="Colour key">
      {items.map((item) => (
        <li key={item.label}>
          <span className="rca-key__swatch" style={{ background: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Which listed products have no RCA, and why, by name. */
export function RcaGapsNote({ rows, rca }: { rows: readonly ProductRcaRow[]; rca: MixRca }) {
  const label = (r: ProductRcaRow) => (r.name ? `${r.name} (${r.hs6})` : r.hs6);
  const cut = rows.filter((r) => r.gap === 'cut' || r.gap === 'not-ranked');
  const otherGaps = rows.filter((r) => r.gap === 'world-zero' || r.gap === 'no-total');
  return (
    <>
      {cut.length > 0 ? (
        <p className="chart-frame__note" data-rca-gaps="">
          No RCA for {formatCount(cut.length)} of the {formatCount(rows.length)} listed products, cut by a
          ranking&apos;s limit: {cut.map(label).join(', ')}. Their world value is unknown: they are outside
          the World group&apos;s {formatCount(rca.worldLimit)} largest products and not among the{' '}
          {formatCount(rca.marketsBudget)} largest exports whose markets were asked.
        </p>
      ) : null}
      {otherGaps.length > 0 ? (
        <p className="chart-frame__note">
          No RCA for {otherGaps.map(label).join(', ')}: the world&apos;s exports of it or a total are missing
          for these years.
        </p>
      ) : null}
    </>
  );
}

export function RcaFailedNote({ query }: { query: CombinedQuery }) {
  return (
    <ErrorMessage
      error={query.error}
      onRetry={query.retry}
      what="RCA could not be computed: the products are coloured by HS section."
    />
  );
}
