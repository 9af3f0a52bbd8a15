/**
 * The product's key figures keep their room while they load (no layout shift): the
 * figures whose hint comes with the data (the quantity's note, the top exporter's name, the
 * concentration's band) keep a line for it from the start.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductKeyFigures, type ProductKeyFiguresProps } from './product-key-figures';

afterEach(cleanup);

const loading: ProductKeyFiguresProps = {
  from: 2015,
  to: 2024,
  hs6: true,
  unit: 'kg',
  summary: { isPending: true, isError: false, error: null },
  waitingOn: null,
  exporters: { count: null, truncated: false, issue: 'Loading…' },
  nameOf: (id) => id,
};

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('ProductKeyFigures', () => {
  it('keeps a hint’s line for the figures whose hint comes with the data, while they load', () => {
    render(<ProductKeyFigures {...loading} />);
    for (const label of ['Quantity', "Top exporter's share", 'Exporter concentration']) {
      expect(figure(label)).toHaveClass('key-figure--hint-room');
      expect(figure(label)).toHaveTextContent('Loading…');
    }
    // A hint that is there from the start needs no room of its own.
    expect(figure('Growth')).not.toHaveClass('key-figure--hint-room');
  });

  it('shows those hints once the summary has come, in the room kept for them', () => {
    const summary = {
      trade_value: 1_000,
      quantity: 10,
      growth: 0.02,
      unit_value: 100,
      top_partners: [{ partner: 'BR', value_usd: 300, share: 0.3 }],
      partner_concentration: 1_458,
    };
    render(
      <ProductKeyFigures
        {...loading}
        summary={{ isPending: false, isError: false, error: null, data: { data: summary as never } }}
        nameOf={() => 'Brazil'}
      />,
    );
    expect(figure("Top exporter's share")).toHaveClass('key-figure--hint-room');
    expect(figure("Top exporter's share")).toHaveTextContent('Brazil (BR)');
    expect(figure('Exporter concentration')).toHaveTextContent('HHI, moderate');
  });
});
