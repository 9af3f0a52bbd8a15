/**
 * Key figures of the product from /trade/summary?product=pid (all reporters, the selected years):
 * world trade value, growth as the compound annual rate it is, quantity and unit value where one
 * unit applies (an HS6 code), the number of exporting countries (from the markets list), the top
 * exporter's share and the exporters' concentration.
 */
import { KeyFigureNotes } from '@/components/ui/key-figure-notes';
import { WaitingStatus } from '@/components/ui/waiting-status';
import { hhiBand } from '@/components/charts/options/concentration-option';
import { normaliseHhi } from '@/lib/hhi';
import { ErrorMessage } from '@/components/ui/error-message';
import { Figure } from '@/components/ui/figure';
import { figureStandIn, KeyFigure, type FigureQuery } from '@/components/ui/key-figure';
import '@/components/ui/key-figures.css';
import {
  formatCount,
  formatGrowth,
  formatHhi,
  formatPercent,
  formatQuantity,
  formatQuantityExact,
  formatUnitValue,
  formatUsdCompact,
  formatUsdExact,
  formatYearRange,
  NOT_AVAILABLE,
} from '@/lib/format';
import type { TradeSummary } from '@/api/service-conventions';

export interface ProductKeyFiguresProps {
  from?: number;
  to: number;
  hs6: boolean;
  unit: string | null;
  summary: FigureQuery<TradeSummary>;
  /** The request the summary waits for (the detail, for an HS6 code): its failure is the summary's. */
  waitingOn: FigureQuery<unknown> | null;
  /** Number of exporters in the markets list, and whether the list was cut at its limit. */
  exporters: { count: number | null; truncated: boolean; issue: string | null };
  nameOf: (id: string) => string;
  /** The markets list the exporters' count comes from, for the waiting line. */
  markets?: FigureQuery<unknown>;
}

export function ProductKeyFigures({
  from,
  to,
  hs6,
  unit,
  summary,
  waitingOn,
  exporters,
  nameOf,
  markets,
}: ProductKeyFiguresProps) {
  const s = summary.data?.data;
  const failed = waitingOn?.isError ? waitingOn : summary.isError ? summary : null;
  const issue = figureStandIn(failed ?? summary);
  const top = s?.top_partners[0];
  const hhi = normaliseHhi(s?.partner_concentration);
  return (
    <section className="key-figures" aria-labelledby="product-figures-title" data-testid="key-figures">
      <h2 id="product-figures-title">Key figures, {formatYearRange(from, to)}</h2>
      <div className="key-figures__card">
        <dl className="product-figures__list">
          <KeyFigure label="World trade">
            {issue ?? (
              <Figure shown={formatUsdCompact(s?.trade_value)} exact={formatUsdExact(s?.trade_value)} />
            )}
          </KeyFigure>
          <KeyFigure label="Growth" hint="compound annual rate, first to last year with trade">
            {issue ?? <Figure shown={formatGrowth(s?.growth)} />}
          </KeyFigure>
          {hs6 ? <QuantityFigures issue={issue} summary={s} unit={unit} /> : null}
          <ExportingCountries exporters={exporters} />
          <KeyFigure
            label="Top exporter's share"
            hintRoom
            hint={top ? `${nameOf(top.partner)} (${top.partner})` : undefined}
          >
            {issue ?? <Figure shown={top ? formatPercent(top.share) : NOT_AVAILABLE} />}
          </KeyFigure>
          <KeyFigure
            label="Exporter concentration"
            hintRoom
            hint={hhi === null ? undefined : `HHI, ${hhiBand(hhi)}`}
          >
            {issue ?? <Figure shown={formatHhi(hhi)} />}
          </KeyFigure>
        </dl>
        {failed ? (
          <ErrorMessage
            what="Key figures could not be loaded."
            error={failed.error}
            onRetry={() => void failed.refetch?.()}
            className="key-figures__error"
          />
        ) : null}
      </div>
      <WaitingStatus
        what="Key figures"
        queries={[waitingOn, summary, markets].filter((q) => q !== null && q !== undefined)}
      />
      <KeyFigureNotes queries={[summary]} />
    </section>
  );
}

/** Quantity and unit value, which need one unit: only for an HS6 code. */
function QuantityFigures({
  issue,
  summary: s,
  unit,
}: {
  issue: string | null;
  summary: TradeSummary | undefined;
  unit: string | null;
}) {
  return (
    <>
      <KeyFigure
        label="Quantity"
        hintRoom
        hint={s && s.quantity === null ? 'not every flow reports one' : undefined}
      >
        {issue ?? (
          <Figure shown={formatQuantity(s?.quantity, unit)} exact={formatQuantityExact(s?.quantity, unit)} />
        )}
      </KeyFigure>
      <KeyFigure label="Unit value" hint="over the flows that report a quantity">
        {issue ?? <Figure shown={formatUnitValue(s?.unit_value, unit)} />}
      </KeyFigure>
    </>
  );
}

function ExportingCountries({ exporters }: { exporters: ProductKeyFiguresProps['exporters'] }) {
  return (
    <KeyFigure label="Exporting countries" hint="with reported exports">
      {exporters.issue ?? (
        <Figure
          shown={
            exporters.count === null
              ? NOT_AVAILABLE
              : `${formatCount(exporters.count)}${exporters.truncated ? '+' : ''}`
          }
        />
      )}
    </KeyFigure>
  );
}
