/**
 * The observations table on its own: virtualised rows with positions, names read for the rows on
 * screen, sorting through its headers, the limit notice, the states, and its plain anchors routed
 * in the app (a plain click) or left to the browser (a modifier click).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toObservationRows, type Observation, type ProductNameOf, type SortState } from './observation-rows';
import { ObservationsTable, type ObservationsTableProps } from './observations-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const record = (i: number): Observation => ({
  exporter: i % 2 ? 'DE' : 'FR',
  importer: 'CN',
  hs6: i % 3 ? '870323' : '090111',
  period: `${2024 - (i % 5)}-01-01`,
  value_usd: 1000 - (i % 1000),
  quantity: i % 7 ? i : null,
  quantity_unit: 'kg',
});
const rows = (n: number) =>
  toObservationRows(
    Array.from({ length: n }, (_, i) => record(i)),
    (id) => ({ DE: 'Germany', FR: 'France', CN: 'China' })[id] ?? id,
  );

function renderTable(props: Partial<ObservationsTableProps>) {
  const all: ObservationsTableProps = {
    label: 'Test selection',
    limit: 1_000,
    rows: rows(20),
    productNameOf: () => null,
    sort: null,
    onSort: () => undefined,
    isPending: false,
    error: null,
    onRetry: () => undefined,
    narrowHint: 'Narrow it.',
    ...props,
  };
  let setProps: (next: Partial<ObservationsTableProps>) => void = () => undefined;
  function Harness() {
    const [current, set] = useState(all);
    setProps = (next) => set((prev) => ({ ...prev, ...next }));
    return <ObservationsTable {...current} />;
  }
  const router = createMemoryRouter(
    [
      { path: '/flows', element: <Harness /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/flows'] },
  );
  const view = render(<RouterProvider router={router} />);
  const rerender = (next: Partial<ObservationsTableProps>) => act(() => setProps(next));
  return { router, view, rerender };
}

const frame = () => document.querySelector<HTMLElement>('[data-chart="observations"]')!;
const bodyRows = () =>
  within(screen.getByTestId('observations-table'))
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'));

describe('ObservationsTable', () => {
  it('renders only the rows in view of 10,000, each with its position, and says when the limit is reached', () => {
    renderTable({ rows: rows(10_000), limit: 10_000 });
    expect(frame()).toHaveAttribute('data-state', 'ready');
    expect(screen.getByTestId('observations-table')).toHaveAttribute('aria-rowcount', '10001');
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByTestId('observations-count')).toHaveTextContent('10,000 observations');
    expect(screen.getByTestId('observations-limit-notice')).toHaveTextContent('Narrow it.');
  });

  it('says, once its rows have come, that more columns lie sideways on a screen narrower than the table', () => {
    // jsdom lays nothing out: the table is 1,000 px wide in a 300 px box.
    const ofScroller = (el: Element, value: number) => (el.classList.contains('flows-table') ? value : 0);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return ofScroller(this, 1000);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return ofScroller(this, 300);
    });
    const { rerender } = renderTable({ rows: undefined, isPending: true });
    expect(screen.queryByTestId('observations-hint')).toBeNull();
    rerender({ rows: rows(20), isPending: false });
    expect(screen.getByTestId('observations-hint')).toHaveTextContent(
      /^Scroll sideways for every column \(\d+ in all\) →$/,
    );
    expect(screen.getByRole('region', { name: /^Observations: Test selection/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('has no limit notice below the limit', () => {
    renderTable({ rows: rows(20), limit: 1_000 });
    expect(screen.queryByTestId('observations-limit-notice')).toBeNull();
  });

  it('shows the product names it is given, as they arrive', () => {
    const { rerender } = renderTable({ rows: rows(3) });
    const productCell = () => bodyRows()[0]!.querySelectorAll('td')[3]!;
    expect(productCell()).toHaveTextContent('…');
    const names: ProductNameOf = (hs6) => (hs6 === '090111' ? 'Coffee, not roasted' : null);
    rerender({ productNameOf: names });
    expect(productCell()).toHaveTextContent('Coffee, not roasted');
  });

  it('sorts through its column headers and says the sort (aria-sort, caption)', () => {
    const onSort = vi.fn();
    const sort: SortState = { column: 'value', direction: 'descending' };
    renderTable({ onSort, sort });
    const table = screen.getByTestId('observations-table');
    expect(within(table).getByRole('columnheader', { name: /Value/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('columnheader', { name: /Exporter/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(table.querySelector('caption')).toHaveTextContent('sorted by Value (USD) descending');
    fireEvent.click(
      within(within(table).getByRole('columnheader', { name: /Exporter/ })).getByRole('button'),
    );
    expect(onSort).toHaveBeenCalledWith('exporter');
  });

  it('follows a plain click on a country in the app, and leaves a modifier click to the browser', () => {
    const { router } = renderTable({ rows: rows(2) });
    const germany = within(bodyRows()[1]!).getByRole('link', { name: /Germany \(DE\)/ });
    expect(germany).toHaveAttribute('href', '/countries/DE');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    germany.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/flows');
    fireEvent.click(germany);
    expect(router.state.location.pathname).toBe('/countries/DE');
  });

  it('links each product code to its product view', () => {
    renderTable({ rows: rows(1) });
    expect(within(bodyRows()[0]!).getByRole('link', { name: '090111' })).toHaveAttribute(
      'href',
      '/products/090111',
    );
  });

  it('has a state for loading, empty and error, with the error’s message', () => {
    renderTable({ rows: undefined, isPending: true });
    expect(frame()).toHaveAttribute('data-state', 'loading');
    cleanup();
    renderTable({ rows: [] });
    expect(frame()).toHaveAttribute('data-state', 'empty');
    cleanup();
    renderTable({ rows: undefined, error: new Error('The service is down') });
    expect(frame()).toHaveAttribute('data-state', 'error');
    expect(frame()).toHaveTextContent('The observations could not be loaded.');
  });
});
