import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyFigures } from './key-figures';

const summary = (value: number | null, periods: readonly unknown[] = [{}]) => ({
  isPending: false,
  isError: false,
  error: null,
  data: {
    data: { trade_value: value, growth: null, partner_concentration: 1000, top_partners: [], periods },
  },
});
const partners = { isPending: false, isError: false, error: null, data: { data: [{ value_usd: 1 }] } };

function renderFigures(noBalance?: string, exports = 5e12, imports = 5e12) {
  render(
    <MemoryRouter>
      <KeyFigures
        from={2024}
        to={2024}
        summaries={{ export: summary(exports), import: summary(imports) }}
        partners={{ export: partners, import: partners }}
        noBalance={noBalance}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Trade balance' });
}

afterEach(cleanup);

describe('key figures: the balance', () => {
  it('is left out, with the reason, where it means nothing (the World)', () => {
    const card = renderFigures(
      'No balance for the World: every export is also an import, so the two always match.',
    );
    expect(card).toHaveTextContent('No balance for the World');
    expect(card).not.toHaveTextContent('surplus');
    expect(within(card).queryByText('$0')).toBeNull();
  });

  it('calls an exact zero balanced, not a surplus', () => {
    const card = renderFigures(undefined, 5e9, 5e9);
    expect(card).toHaveTextContent('balanced');
    expect(card).not.toHaveTextContent('surplus');
  });
});

describe('key figures: what they cover', () => {
  it('say they are for all products and name every chart the product filter narrows', () => {
    renderFigures();
    expect(screen.getByTestId('key-figures')).toHaveTextContent(
      'All products and all partners: the filters narrow the yearly series (product and partner) and, for a product, these figures, the partner ranking, the map and the partner concentration.',
    );
  });
});

describe('key figures of a filtered product', () => {
  it("name the product in the heading and the cards, and show that product's value and growth", () => {
    const coffee = {
      ...summary(2.6e9),
      data: { data: { ...summary(2.6e9).data.data, growth: 0.042 } },
    };
    render(
      <MemoryRouter>
        <KeyFigures
          from={2015}
          to={2025}
          summaries={{ export: coffee, import: summary(1e8) }}
          partners={{ export: partners, import: partners }}
          productName="Coffee (HS 0901)"
        />
      </MemoryRouter>,
    );
    const figures = screen.getByTestId('key-figures');
    expect(within(figures).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Key figures of Coffee (HS 0901), 2015–2025',
    );
    expect(figures).toHaveTextContent('Coffee (HS 0901) only, all partners');
    const exports = screen.getByRole('region', { name: 'Exports of Coffee (HS 0901): key figures' });
    expect(exports).toHaveTextContent('$2.6B');
    expect(exports).toHaveTextContent('+4.2%');
    expect(screen.getByRole('region', { name: 'Trade balance' })).toHaveTextContent('$2.5B');
  });
});

describe('key figures without trade', () => {
  /** Exports with no year of trade, beside the given imports. */
  const renderWithoutExports = (imports: ReturnType<typeof summary>) =>
    render(
      <MemoryRouter>
        <KeyFigures
          from={2024}
          to={2024}
          summaries={{ export: summary(null, []), import: imports }}
          partners={{ export: partners, import: partners }}
        />
      </MemoryRouter>,
    );

  it('say "none reported" where the service lists no year of trade, and n/a where the total alone is missing', () => {
    renderWithoutExports(summary(null));
    const total = (card: string) =>
      within(screen.getByRole('region', { name: `${card}: key figures` })).getByText('Total value')
        .nextElementSibling;
    expect(total('Exports')).toHaveTextContent(/^none reported$/);
    expect(total('Imports')).toHaveTextContent(/^n\/a$/);
    // One direction with years of trade: the balance lacks a figure, it is not "none".
    expect(screen.getByRole('region', { name: 'Trade balance' })).not.toHaveTextContent(/none reported/);
  });

  it('give no balance, and say why, where neither direction reports trade', () => {
    renderWithoutExports(summary(null, []));
    const card = screen.getByRole('region', { name: 'Trade balance' });
    expect(card).toHaveTextContent('none reported');
    expect(card).toHaveTextContent('no trade is reported in either direction');
    expect(card).not.toHaveTextContent(/surplus|deficit|balanced/);
  });
});
