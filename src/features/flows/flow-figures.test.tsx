/**
 * The key figures on their own: value, growth labelled as CAGR, quantity and unit value only
 * where the summary has them, the balance with both directions, and partner concentration with
 * top partners only when the selection is not one pair.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowFigures, type DirectionFigures, type SummaryFigures } from './flow-figures';

afterEach(() => cleanup());

const summary = (over: Partial<SummaryFigures> = {}): SummaryFigures => ({
  trade_value: 1_000,
  quantity: null,
  growth: 0.05,
  unit_value: null,
  top_partners: [
    { partner: 'CN', value_usd: 600, share: 0.6 },
    { partner: 'US', value_usd: 400, share: 0.4 },
  ],
  partner_concentration: 5_200,
  ...over,
});
const direction = (flow: 'export' | 'import', over: Partial<DirectionFigures> = {}): DirectionFigures => ({
  flow,
  title: flow === 'export' ? 'Exports Germany → China' : 'Imports Germany ← China',
  summary: summary(),
  isPending: false,
  error: null,
  onRetry: () => undefined,
  ...over,
});
const renderFigures = (props: Partial<Parameters<typeof FlowFigures>[0]>) =>
  render(
    <MemoryRouter>
      <FlowFigures directions={[direction('export')]} isPair={false} counterpartLabel="partners" {...props} />
    </MemoryRouter>,
  );

describe('FlowFigures', () => {
  it('without a pair: value, CAGR, concentration and top partners linked to their views', () => {
    renderFigures({});
    expect(screen.getByTestId('figure-trade-value-export')).toHaveAttribute('data-value', '1000');
    expect(screen.getByText('Growth (CAGR)')).toBeInTheDocument();
    expect(screen.getByText('Partner concentration')).toBeInTheDocument();
    const partners = screen.getByTestId('top-partners-export');
    expect(within(partners).getByRole('link', { name: 'China' })).toHaveAttribute('href', '/countries/CN');
    expect(partners).toHaveTextContent('60');
    expect(screen.queryByText('Quantity')).toBeNull();
    expect(screen.queryByText('Unit value')).toBeNull();
  });

  it('for a pair in both directions: no concentration or partners, and the balance with its sign', () => {
    renderFigures({
      isPair: true,
      directions: [direction('export'), direction('import', { summary: summary({ trade_value: 1_500 }) })],
    });
    expect(screen.queryByText('Partner concentration')).toBeNull();
    expect(screen.queryByTestId('top-partners-export')).toBeNull();
    expect(screen.getByTestId('figure-balance')).toHaveAttribute('data-value', '-500');
    expect(screen.getByText('a deficit for the reporter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exports Germany → China' })).toBeInTheDocument();
  });

  it('shows quantity and unit value where the summary has them', () => {
    renderFigures({
      unit: 'kg',
      directions: [direction('export', { summary: summary({ quantity: 20, unit_value: 50 }) })],
    });
    expect(screen.getByText('Quantity')).toBeInTheDocument();
    expect(screen.getByText('Unit value')).toBeInTheDocument();
  });

  it('says when a direction is loading or failed, and has no balance then', () => {
    renderFigures({
      isPair: true,
      directions: [
        direction('export', { isPending: true, summary: undefined }),
        direction('import', { error: new Error('The service is down') }),
      ],
    });
    expect(screen.getByText('Loading key figures…')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Key figures unavailable.');
    expect(screen.queryByTestId('figure-balance')).toBeNull();
  });

  it('keeps the balance’s column while the figures load, so the grid does not change (no layout shift)', () => {
    renderFigures({
      isPair: true,
      directions: [
        direction('export', { isPending: true, summary: undefined }),
        direction('import', { isPending: true, summary: undefined }),
      ],
    });
    const balance = screen.getByTestId('balance-figures');
    expect(within(balance).getByRole('heading', { name: 'Balance' })).toBeInTheDocument();
    expect(within(balance).getByRole('status')).toHaveTextContent('Loading…');
    cleanup();
    renderFigures({
      isPair: true,
      directions: [
        direction('export'),
        direction('import', { error: new Error('The service is down'), summary: undefined }),
      ],
    });
    expect(within(screen.getByTestId('balance-figures')).getByRole('status')).toHaveTextContent(
      'Not available without the trade value of both directions.',
    );
    cleanup();
    renderFigures({ isPair: true, directions: [direction('export')] });
    expect(screen.queryByTestId('balance-figures')).toBeNull();
  });
});

describe('a direction without trade', () => {
  it('says "none reported" for its value where the service lists no year of trade', () => {
    renderFigures({
      isPair: true,
      directions: [
        direction('export', {
          summary: summary({ trade_value: null, growth: null, top_partners: [], periods: [] }),
        }),
        direction('import', { summary: summary({ trade_value: null, periods: [{}] }) }),
      ],
    });
    expect(screen.getByTestId('figure-trade-value-export')).toHaveTextContent(/none reported/);
    expect(screen.getByTestId('figure-trade-value-import')).toHaveTextContent(/n\/a/);
    expect(screen.getByTestId('figure-trade-value-import')).not.toHaveTextContent(/none reported/);
    // One direction without a figure: the balance is not computed, and says why.
    expect(within(screen.getByTestId('balance-figures')).getByRole('status')).toHaveTextContent(
      'Not available without the trade value of both directions.',
    );
  });

  it('says there is no balance where neither direction reports trade', () => {
    const none = summary({ trade_value: null, growth: null, top_partners: [], periods: [] });
    renderFigures({
      isPair: true,
      directions: [direction('export', { summary: none }), direction('import', { summary: none })],
    });
    expect(within(screen.getByTestId('balance-figures')).getByRole('status')).toHaveTextContent(
      'None: no trade is reported in either direction.',
    );
  });
});
