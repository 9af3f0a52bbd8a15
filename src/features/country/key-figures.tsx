/**
 * Key figures of the country for exports and imports from /trade/summary (the country as
 * reporter, the selected years, the product filter when one is set; never the partner filter,
 * as a figure over partners would then be one partner's): total value, growth as the
 * compound annual rate it is, balance, number of partners and partner concentration. Every
 * figure is compact on screen with its exact value on hover and keyboard focus, and in text for
 * screen readers.
 */
import { KeyFigureNotes } from '@/components/ui/key-figure-notes';
import { WaitingStatus } from '@/components/ui/waiting-status';
import {
  formatCount,
  formatGrowth,
  formatHhi,
  formatTotalUsd,
  formatUsdCompact,
  formatUsdExact,
  formatYearRange,
  NONE_REPORTED,
  NOT_AVAILABLE,
  noTradeReported,
} from '@/lib/format';
import { Figure } from '@/components/ui/figure';
import { figureStandIn, KeyFigure, type FigureQuery } from '@/components/ui/key-figure';
import '@/components/ui/key-figures.css';
import { hhiBand } from '@/components/charts/options/concentration-option';
import { flowFigures, tradeBalance, type SummaryLike } from './country-figures';
import { CardError } from './key-figures-error';

export interface KeyFiguresProps {
  from?: number;
  to?: number;
  summaries: { export: FigureQuery<SummaryLike>; import: FigureQuery<SummaryLike> };
  partners: { export: FigureQuery<{ value_usd: number }[]>; import: FigureQuery<{ value_usd: number }[]> };
  /** Why a balance means nothing here (the World: every export is someone's import); left out. */
  noBalance?: string;
  /** The product the summaries and partners are of ("Coffee (HS 0901)"); all products when absent. */
  productName?: string;
}

function FlowCard({
  title,
  summary,
  partners,
}: {
  title: string;
  summary: FigureQuery<SummaryLike>;
  partners: FigureQuery<{ value_usd: number }[]>;
}) {
  const f = flowFigures(summary.data?.data, partners.data?.data);
  const summaryIssue = figureStandIn(summary);
  const partnersIssue = figureStandIn(partners);
  return (
    <section className="key-figures__card" aria-label={`${title}: key figures`}>
      <h3>{title}</h3>
      <dl>
        <KeyFigure label="Total value">
          {summaryIssue ?? (
            <Figure
              shown={formatTotalUsd(f.value, f.yearsWithTrade)}
              exact={formatTotalUsd(f.value, f.yearsWithTrade, true)}
            />
          )}
        </KeyFigure>
        <KeyFigure label="Growth" hint="compound annual rate, first to last year with trade">
          {summaryIssue ?? <Figure shown={formatGrowth(f.growth)} />}
        </KeyFigure>
        <KeyFigure label="Partners" hint="countries with reported trade">
          {partnersIssue ?? (
            <Figure
              shown={
                f.partnerCount === null
                  ? NOT_AVAILABLE
                  : `${formatCount(f.partnerCount)}${f.partnerCountIsLowerBound ? '+' : ''}`
              }
            />
          )}
        </KeyFigure>
        <KeyFigure label="Partner concentration" hint={f.hhi === null ? undefined : `HHI, ${hhiBand(f.hhi)}`}>
          {summaryIssue ?? <Figure shown={formatHhi(f.hhi)} />}
        </KeyFigure>
      </dl>
      {summary.isError || partners.isError ? <CardError queries={[summary, partners]} /> : null}
    </section>
  );
}

export function KeyFigures({ from, to, summaries, partners, noBalance, productName }: KeyFiguresProps) {
  const exportsValue = summaries.export.data?.data.trade_value ?? null;
  const importsValue = summaries.import.data?.data.trade_value ?? null;
  const balance = tradeBalance(exportsValue, importsValue);
  const reportsNothing = (summary: FigureQuery<SummaryLike>) =>
    summary.data ? noTradeReported(summary.data.data.trade_value, summary.data.data.periods?.length) : false;
  const noTradeEither = reportsNothing(summaries.export) && reportsNothing(summaries.import);
  const balanceIssue =
    summaries.export.isError || summaries.import.isError
      ? 'unavailable'
      : (figureStandIn(summaries.export) ?? figureStandIn(summaries.import));
  return (
    <section className="key-figures" aria-labelledby="key-figures-title" data-testid="key-figures">
      <h2 id="key-figures-title">
        Key figures{productName ? ` of ${productName}` : ''}, {formatYearRange(from, to)}
      </h2>
      <p className="field__hint">
        {productName
          ? `${productName} only, all partners: exports, imports, growth, partners and concentration of this product; the partner filter narrows the yearly series only.`
          : 'All products and all partners: the filters narrow the yearly series (product and partner) and, for a product, these figures, the partner ranking, the map and the partner concentration.'}
      </p>
      <div className="key-figures__grid">
        <FlowCard
          title={productName ? `Exports of ${productName}` : 'Exports'}
          summary={summaries.export}
          partners={partners.export}
        />
        <FlowCard
          title={productName ? `Imports of ${productName}` : 'Imports'}
          summary={summaries.import}
          partners={partners.import}
        />
        <section className="key-figures__card" aria-label="Trade balance">
          <h3>Balance</h3>
          {noBalance ? (
            <p className="field__hint">{noBalance}</p>
          ) : (
            <dl>
              <KeyFigure
                label="Exports minus imports"
                hint={
                  noTradeEither
                    ? 'no trade is reported in either direction'
                    : balance === null
                      ? undefined
                      : balance < 0
                        ? 'a trade deficit'
                        : balance > 0
                          ? 'a trade surplus'
                          : 'balanced'
                }
              >
                {balanceIssue ??
                  (noTradeEither ? (
                    NONE_REPORTED
                  ) : (
                    <Figure shown={formatUsdCompact(balance)} exact={formatUsdExact(balance)} />
                  ))}
              </KeyFigure>
            </dl>
          )}
        </section>
      </div>
      <WaitingStatus
        what="Key figures"
        queries={[summaries.export, summaries.import, partners.export, partners.import]}
      />
      <KeyFigureNotes queries={[summaries.export, summaries.import]} />
    </section>
  );
}
