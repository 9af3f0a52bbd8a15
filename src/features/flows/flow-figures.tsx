/**
 * Key figures of the selection from /trade/summary, per direction shown: value, growth (the
 * service's compound annual rate, labelled as such), quantity when every row has one in one unit,
 * unit value when the rows that have a quantity share one unit (open-points.md: it is not trade
 * value / quantity); with both directions, the balance. Top partners with shares and partner concentration
 * (HHI) only when reporter or partner is empty: for one pair there is one partner, and an HHI of
 * 10,000 would say nothing.
 */
import type { ServiceNote } from '@/api/answers/service-notes';
import { ServiceNotes } from '@/components/charts/chart-frame';
import { waitingText, type WaitingState } from '@/components/charts/chart-state';
import { Link } from 'react-router';
import { hhiBand } from '@/components/charts/options/concentration-option';
import { normaliseHhi } from '@/lib/hhi';
import { ErrorMessage } from '@/components/ui/error-message';
import { Figure } from '@/components/ui/figure';
import { KeyFigure } from '@/components/ui/key-figure';
import { countryName } from '@/lib/country-names';
import {
  formatGrowth,
  formatHhi,
  formatPercent,
  formatQuantity,
  formatQuantityExact,
  formatUnitValue,
  formatTotalUsd,
  formatUsdCompact,
  formatUsdExact,
  noTradeReported,
} from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';

export interface SummaryFigures {
  trade_value: number | null;
  quantity: number | null;
  growth: number | null;
  unit_value: number | null;
  top_partners: { partner: string; value_usd: number; share: number }[];
  partner_concentration: number | null;
  /** The years with trade; a service that lists none at all leaves "none reported" unsaid. */
  periods?: readonly unknown[];
}

export interface DirectionFigures {
  flow: Flow;
  /** "Exports Germany → China" */
  title: string;
  summary?: SummaryFigures;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** The summary being sent again after a time limit or a failure, and which attempt; else null. */
  waiting?: WaitingState | null;
}

export interface FlowFiguresProps {
  directions: readonly DirectionFigures[];
  /** The quantity unit of the selection (one unit applies when a quantity is set). */
  unit?: string | null;
  /** A pair: no top partners, no concentration. */
  isPair: boolean;
  /** Ranked counterparts are exporters (no reporter) or the reporter's partners. */
  counterpartLabel: string;
  /** What the client guessed to read the summaries (a scale, an order, an id form). */
  notes?: readonly ServiceNote[];
}

function DirectionBlock({
  d,
  unit,
  isPair,
  counterpartLabel,
}: {
  d: DirectionFigures;
  unit?: string | null;
  isPair: boolean;
  counterpartLabel: string;
}) {
  if (d.error) return <ErrorMessage what="Key figures unavailable." error={d.error} onRetry={d.onRetry} />;
  // The loading line keeps about the room of the figures it stands for (at 1280 px: a pair's
  // figures, or one direction's with its top-partner table), so the page does not move then.
  if (d.isPending || !d.summary)
    return (
      <p role="status" style={{ minHeight: isPair ? '8.8rem' : '15.8rem', margin: 0 }}>
        {d.waiting
          ? `Key figures: ${waitingText(d.waiting).replace(/^Still/, 'still')}`
          : 'Loading key figures…'}
      </p>
    );
  const s = d.summary;
  const hhi = normaliseHhi(s.partner_concentration);
  return (
    <>
      <dl className="flows-view__figures">
        <KeyFigure label="Trade value" testId={`figure-trade-value-${d.flow}`} rawValue={s.trade_value ?? ''}>
          <Figure
            shown={formatTotalUsd(s.trade_value, s.periods?.length)}
            exact={formatTotalUsd(s.trade_value, s.periods?.length, true)}
          />
        </KeyFigure>
        <KeyFigure label="Growth (CAGR)" hint="compound annual growth rate, first to last year with trade">
          <Figure shown={formatGrowth(s.growth)} />
        </KeyFigure>
        {s.quantity !== null ? (
          <KeyFigure label="Quantity">
            <Figure shown={formatQuantity(s.quantity, unit)} exact={formatQuantityExact(s.quantity, unit)} />
          </KeyFigure>
        ) : null}
        {s.unit_value !== null ? (
          <KeyFigure label="Unit value">
            <Figure shown={formatUnitValue(s.unit_value, unit)} />
          </KeyFigure>
        ) : null}
        {!isPair ? (
          <KeyFigure
            label="Partner concentration"
            hint={hhi !== null ? `HHI on 0–10,000, ${hhiBand(hhi)}` : undefined}
          >
            <Figure shown={formatHhi(hhi)} />
          </KeyFigure>
        ) : null}
      </dl>
      {!isPair && s.top_partners.length > 0 ? (
        <TopPartners flow={d.flow} partners={s.top_partners} counterpartLabel={counterpartLabel} />
      ) : null}
    </>
  );
}

/** The five largest counterparts of one direction, linked to their country views. */
function TopPartners({
  flow,
  partners,
  counterpartLabel,
}: {
  flow: DirectionFigures['flow'];
  partners: NonNullable<DirectionFigures['summary']>['top_partners'];
  counterpartLabel: string;
}) {
  return (
    <table className="flows-figures__partners" data-testid={`top-partners-${flow}`}>
      <caption>Top {counterpartLabel}</caption>
      <thead>
        <tr>
          <th scope="col">{counterpartLabel.replace(/^./, (c) => c.toUpperCase())}</th>
          <th scope="col" className="num">
            Value (USD)
          </th>
          <th scope="col" className="num">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {partners.slice(0, 5).map((p) => (
          <tr key={p.partner}>
            <th scope="row">
              <Link to={paths.country.getHref(p.partner)}>{countryName(p.partner)}</Link>
            </th>
            {/* Compact, as the key figures above it (the exact value in its title): thirteen
                digits with separators would widen the page at 360 px. */}
            <td className="num" title={formatUsdExact(p.value_usd)} data-value={p.value_usd}>
              {formatUsdCompact(p.value_usd)}
            </td>
            <td className="num">{formatPercent(p.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FlowFigures({ directions, unit, isPair, counterpartLabel, notes }: FlowFiguresProps) {
  const both = directions.length === 2;
  const exp = directions.find((d) => d.flow === 'export')?.summary?.trade_value;
  const imp = directions.find((d) => d.flow === 'import')?.summary?.trade_value;
  const balance = both && typeof exp === 'number' && typeof imp === 'number' ? exp - imp : null;
  const balancePending = directions.some((d) => !d.error && (d.isPending || !d.summary));
  const noTradeEither = directions.every(
    (d) => d.summary && noTradeReported(d.summary.trade_value, d.summary.periods?.length),
  );
  return (
    <section className="flows-view__key-figures" aria-labelledby="flow-figures-title">
      <h2 id="flow-figures-title">Key figures</h2>
      <div className="flows-figures">
        {directions.map((d) => (
          <div key={d.flow} className="flows-figures__direction">
            {both ? <h3>{d.title}</h3> : null}
            <DirectionBlock d={d} unit={unit} isPair={isPair} counterpartLabel={counterpartLabel} />
          </div>
        ))}
        {/* With both directions the balance has its column from the start: were it to appear
            with the figures, the grid would go from two columns to three and move them. */}
        {both ? (
          <div className="flows-figures__direction" data-testid="balance-figures">
            <h3>Balance</h3>
            {balance !== null ? (
              <dl className="flows-view__figures">
                <KeyFigure
                  label="Exports − imports"
                  testId="figure-balance"
                  rawValue={balance}
                  hint={balance >= 0 ? 'a surplus for the reporter' : 'a deficit for the reporter'}
                >
                  <Figure shown={formatUsdCompact(balance)} exact={formatUsdExact(balance)} />
                </KeyFigure>
              </dl>
            ) : (
              <p role="status" className="flows-figures__stand-in">
                {balancePending
                  ? 'Loading…'
                  : noTradeEither
                    ? 'None: no trade is reported in either direction.'
                    : 'Not available without the trade value of both directions.'}
              </p>
            )}
          </div>
        ) : null}
      </div>
      {notes && notes.length > 0 ? <ServiceNotes notes={notes} /> : null}
    </section>
  );
}
