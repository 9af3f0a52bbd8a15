/**
 * `pair-products` on its own: what it says it covers (all rows, or cut by the limit), the ranked
 * table with names and links that narrow the selection, "show more", the states, and product
 * names reaching the treemap once all have arrived.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aggregatePairProducts } from './pair-products';
import { PairProductsChart, type PairProductsChartProps } from './pair-products-chart';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));
afterEach(() => cleanup());

const products = aggregatePairProducts(
  Array.from({ length: 30 }, (_, i) => ({
    exporter: 'DE',
    importer: 'CN',
    hs6: `8703${String(10 + i)}`,
    value_usd: 1000 - i,
  })),
  'DE',
);
const frame = () => document.querySelector<HTMLElement>('[data-chart="pair-products"]')!;

function renderChart(props: Partial<PairProductsChartProps>) {
  const all: PairProductsChartProps = {
    label: 'Germany ⇄ China',
    products,
    pending: false,
    error: null,
    onRetry: () => undefined,
    rowCount: 30,
    limitCut: false,
    limit: 1_000,
    both: true,
    exportLabel: 'Germany → China',
    importLabel: 'Germany ← China',
    nameOf: (hs6) => (hs6 === '870310' ? 'Cars, small' : null),
    narrowHref: (hs6) => `/flows?reporter=DE&partner=CN&product=${hs6}`,
    ...props,
  };
  const view = render(
    <MemoryRouter>
      <PairProductsChart {...all} />
    </MemoryRouter>,
  );
  const rerender = (next: Partial<PairProductsChartProps>) =>
    view.rerender(
      <MemoryRouter>
        <PairProductsChart {...all} {...next} />
      </MemoryRouter>,
    );
  return { rerender };
}

const tooltips = () =>
  within(frame())
    .getAllByTestId('echarts-series')
    .map((el) => el.textContent)
    .join('');

describe('PairProductsChart', () => {
  it('ranks the products with names, each narrowing the selection, and says it covers all rows', async () => {
    renderChart({});
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    // The whole selection: the plain title, and the rows' sum (1,000 + 999 + … + 971).
    expect(screen.getByRole('heading', { name: 'What the pair trades' })).toBeInTheDocument();
    expect(frame()).toHaveTextContent('Covers all 30 rows of the selection, $29.6K in all.');
    const rows = within(screen.getByTestId('pair-products-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByRole('link', { name: 'Cars, small' })).toHaveAttribute(
      'href',
      '/flows?reporter=DE&partner=CN&product=870310',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'HS 870311' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Product view of HS 870310' })).toHaveAttribute(
      'href',
      '/products/870310',
    );
    fireEvent.click(screen.getByRole('button', { name: /Show 5 more of 30 products/ }));
    expect(within(screen.getByTestId('pair-products-table')).getAllByRole('row')).toHaveLength(31);
  });

  it('says when the row limit cut the answer, in its title and with the sum it covers', () => {
    renderChart({ rowCount: 1_000, limitCut: true });
    expect(
      screen.getByRole('heading', { name: 'What the pair trades, in the first 1,000 rows only (partial)' }),
    ).toBeInTheDocument();
    expect(frame()).toHaveTextContent(
      'Covers the first 1,000 rows only, $29.6K in all: the row limit (1,000) cut the answer',
    );
  });

  it('has a state for loading, empty and error', () => {
    renderChart({ products: undefined, pending: true });
    expect(frame()).toHaveAttribute('data-state', 'loading');
    cleanup();
    renderChart({ products: [] });
    expect(frame()).toHaveAttribute('data-state', 'empty');
    cleanup();
    renderChart({ products: undefined, error: new Error('The service is down') });
    expect(frame()).toHaveAttribute('data-state', 'error');
    expect(frame()).toHaveTextContent('The service is down');
  });

  it('names products in the table as they arrive, in the treemap once all have', async () => {
    const { rerender } = renderChart({ namesPending: true });
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    expect(
      within(screen.getByTestId('pair-products-table')).getByRole('link', { name: 'Cars, small' }),
    ).toBeInTheDocument();
    expect(tooltips()).not.toContain('Cars, small');
    rerender({ namesPending: false });
    await waitFor(() => expect(tooltips()).toContain('Cars, small'));
  });

  it('keeps its list the same shape whatever arrives (no layout shift)', () => {
    renderChart({ products: products.slice(0, 3), rowCount: 3 });
    const table = screen.getByTestId('pair-products-table');
    // Fixed columns: rank, code, name and one per value (both directions: three).
    expect(table.querySelectorAll('colgroup > col')).toHaveLength(6);
    expect(table).toHaveClass('pair-products__table--both');
    // Each name in the element that clamps it to two lines, code or name alike.
    const names = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.querySelector('a'));
    expect(names.map((a) => a?.className)).toEqual([
      'pair-products__name',
      'pair-products__name',
      'pair-products__name',
    ]);
    // The line under the list is there without its button, and the coverage note below the chart.
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
    expect(frame().querySelector('.pair-products__more')).toHaveTextContent('All 3 products are shown.');
    expect(screen.getByTestId('pair-products-coverage')).toHaveTextContent(
      'Covers all 3 rows of the selection, $3K in all.',
    );
    expect(frame().querySelector('.chart-frame__description')).not.toHaveTextContent('Covers');
  });
});
