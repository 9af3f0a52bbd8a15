/**
 * Key figures of the selection from /trade/summary: value, growth (the service's compound annual
 * rate), quantity when every row has one in one unit, unit value when the rows that have a
 * quantity share one unit (open-points.md: it is not trade value / quantity), and partner
 * concentration (HHI).
 */
import { ErrorMessage } from '@/components/ui/error-message';
import { formatGrowth, formatHhi, formatQuantity, formatQuantityExact, formatUnitValue, formatUsdCompact, formatUsdExact } from '@/lib/format';
import { hhiBand, normaliseHhi } from '@/components/charts/options/concentration-option';
import { Figure } from '@/components/ui/figure';

export interface SummaryFigures {
  trade_value: number | null;
  quantity: number | null;
  growth: number | null;
  unit_value: number | null;
  partner_concentration: number | null;
}

export interface FlowFiguresProps {
  summary?: SummaryFigures;
  /** The quantity unit of the selection's observations (one unit applies when quantity is set). */
  unit?: string | null;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
}

export function FlowFigures({ summary, unit, isPending, error, onRetry }: FlowFiguresProps) {
  let body;
  if (error) {
    body = <ErrorMessage what="Key figures unavailable." error={error} onRetry={onRetry} />;
  } else if (isPending || !summary) {
    body = <p role="status">Loading key figures…</p>;
  } else {
    const hhi = normaliseHhi(summary.partner_concentration);
    body = (
      <dl className="flows-view__figures">
        <div className="figure">
          <dt>Trade value</dt>
          <dd data-testid="figure-trade-value" data-value={summary.trade_value ?? ''}>
            <Figure shown={formatUsdCompact(summary.trade_value)} exact={formatUsdExact(summary.trade_value)} />
          </dd>
        </div>
        <div className="figure">
          <dt>Growth (CAGR)</dt>
          <dd>
            <Figure shown={formatGrowth(summary.growth)} />
            <span className="figure__hint">compound annual growth rate, first to last year with trade</span>
          </dd>
        </div>
        {summary.quantity !== null ? (
          <div className="figure">
            <dt>Quantity</dt>
            <dd>
              <Figure shown={formatQuantity(summary.quantity, unit)} exact={formatQuantityExact(summary.quantity, unit)} />
            </dd>
          </div>
        ) : null}
        {summary.unit_value !== null ? (
          <div className="figure">
            <dt>Unit value</dt>
            <dd>
              <Figure shown={formatUnitValue(summary.unit_value, unit)} />
            </dd>
          </div>
        ) : null}
        <div className="figure">
          <dt>Partner concentration</dt>
          <dd>
            <Figure shown={formatHhi(hhi)} />
            {hhi !== null ? <span className="figure__hint">HHI, {hhiBand(hhi)}</span> : null}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <section className="flows-view__key-figures" aria-labelledby="flow-figures-title">
      <h2 id="flow-figures-title">Key figures</h2>
      {body}
    </section>
  );
}
