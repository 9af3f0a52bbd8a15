/**
 * `pair-products` on its own: what it says it covers (every row, against the key figures; or the
 * years whose rows reached the service's maximum), the ranked
 * table with names and links that narrow the selection, "show more", the states, and product
 * names reaching the treemap once all have arrived.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aggregatePairProducts } from '../pair-products';
import { PairProductsChart, type PairProductsChartProps } from './pair-products-chart';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
    coverage: { rowCount: 30, requestCount: 1, cutYears: [] },
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

/** jsdom lays nothing out: the list's scroller gets a table `table` px wide in a box `box` px wide. */
function layOutList(table: number, box: number) {
  let left = 0;
  const ofList = (el: Element, value: number) => (el.classList.contains('pair-products__scroll') ? value : 0);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return ofList(this, table);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return ofList(this, box);
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return ofList(this, left);
  });
  return {
    scrollTo(x: number) {
      left = x;
      fireEvent.scroll(frame().querySelector('.pair-products__scroll')!);
    },
  };
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
    expect(frame()).toHaveTextContent('Covers every row of the selection, 30 rows, $29.6K in all.');
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

  it('sets its total against the key figures: the same total, or what they say instead', () => {
    const sum = products.reduce((total, p) => total + p.total, 0);
    renderChart({ keyTotal: sum });
    expect(screen.getByTestId('pair-products-coverage')).toHaveTextContent(
      "Covers every row of the selection, 30 rows, $29.6K in all, the key figures' total.",
    );
    expect(Number(screen.getByTestId('pair-products-coverage').dataset.total)).toBe(sum);
    cleanup();
    renderChart({ keyTotal: 2 * sum });
    expect(screen.getByTestId('pair-products-coverage')).toHaveTextContent('(the key figures say $59.1K)');
  });

  it('names the years whose rows reached the service maximum, in its title and with the sum it covers', () => {
    renderChart({
      coverage: { rowCount: 25_000, requestCount: 12, cutYears: [2024, 2025] },
      keyTotal: 90_000,
    });
    expect(
      screen.getByRole('heading', { name: 'What the pair trades, with 2024, 2025 in part only (partial)' }),
    ).toBeInTheDocument();
    expect(frame()).toHaveTextContent(
      "Covers $29.6K of the key figures' $90K, from 25,000 rows (12 requests): the rows of 2024, 2025 reached the service's limit of 10,000 per request",
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

  it('says, on a screen narrower than the list, that more columns lie sideways, in a region keys can scroll', async () => {
    const list = layOutList(832, 300);
    renderChart({});
    const region = screen.getByRole('region', { name: /Products ranked by value \(30\)/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByTestId('pair-products-table'));
    // Rank, HS6, product and both directions with their total: six columns.
    expect(await screen.findByTestId('pair-products-hint')).toHaveTextContent(
      'Scroll sideways for every column (6 in all) →',
    );
    list.scrollTo(532);
    await waitFor(() =>
      expect(screen.getByTestId('pair-products-hint')).toHaveTextContent(
        '← Scroll back for the first columns.',
      ),
    );
  });

  it("labels the treemap's rectangles for the chart's own width, not the screen's (embeds, narrow panels)", async () => {
    let box = 1000;
    // The box the chart is drawn in: jsdom lays nothing out, and its window is 1,024 px wide.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.querySelector(':scope > [aria-hidden="true"]') ? box : 0;
    });
    const labelled = () => (tooltips().match(/"label":\{"show":true/g) ?? []).length;
    renderChart({});
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    // 30 products of about 3% each: all labelled in 1,000 px, none in a 200 px frame.
    expect(labelled()).toBe(30);
    cleanup();
    box = 200;
    renderChart({});
    await waitFor(() => expect(frame()).toHaveAttribute('data-state', 'ready'));
    expect(tooltips()).toContain('"label":{"show":false');
    expect(labelled()).toBe(0);
  });

  it('says nothing of scrolling when the list fits its box', () => {
    layOutList(900, 900);
    renderChart({ both: false });
    expect(screen.getByTestId('pair-products-table')).toBeInTheDocument();
    expect(screen.queryByTestId('pair-products-hint')).toBeNull();
  });

  it('keeps its list the same shape whatever arrives (no layout shift)', () => {
    renderChart({ products: products.slice(0, 3), coverage: { rowCount: 3, requestCount: 1, cutYears: [] } });
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
      'Covers every row of the selection, 3 rows, $3K in all.',
    );
    expect(frame().querySelector('.chart-frame__description')).not.toHaveTextContent('Covers');
  });
});
