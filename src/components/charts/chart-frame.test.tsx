import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame } from './chart-frame';
import { EChart } from './e-chart';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const option = { series: [{ type: 'line' as const, data: [1, null, 3] }] };
const table = {
  caption: 'Values per year',
  columns: [{ label: 'Year' }, { label: 'Value', numeric: true }],
  rows: [
    ['2020', '$1'],
    ['2021', 'no trade reported'],
  ],
};

function frame(props: Partial<Parameters<typeof ChartFrame>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ChartFrame chartId="test-chart" title="Test chart" state="ready" table={table} {...props}>
        <EChart option={option} />
      </ChartFrame>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figure = () => screen.getByRole('figure', { name: 'Test chart' });

describe('ChartFrame', () => {
  it('is "ready" only after the chart reports finished', async () => {
    frame();
    expect(figure()).toHaveAttribute('data-chart', 'test-chart');
    expect(figure()).toHaveAttribute('data-state', 'loading');
    // ECharts modules load lazily (echarts-setup.ts): allow for a loaded machine.
    await screen.findByTestId('echarts-stub');
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
  });

  it('offers the data as a real table behind a keyboard-reachable disclosure', async () => {
    const user = userEvent.setup();
    frame();
    const summary = screen.getByText('Data table');
    await user.tab();
    expect(summary).toHaveFocus();
    // Closed: the table and its caption are there for assistive technology, its rows are not built yet.
    const t = screen.getByRole('table', { name: 'Values per year', hidden: true });
    expect(t).not.toBeVisible();
    expect(screen.queryAllByRole('rowheader', { hidden: true })).toEqual([]);
    // <summary> is natively focusable and toggled by Enter/Space in browsers; jsdom only
    // implements the click activation, so open it with a click here.
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(await screen.findByRole('rowheader', { name: '2021' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Values per year' })).toBeVisible();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2020', '2021']);
    // Closed again, the rows go (the data may change meanwhile; they are rebuilt when reopened).
    await user.click(summary);
    await vi.waitFor(
      () => expect(screen.queryAllByRole('rowheader', { hidden: true })).toEqual([]),
      WAIT_FOR_STATE,
    );
  });

  it('shows loading and empty states with their data-state', () => {
    const { rerender } = frame({ state: 'loading' });
    expect(figure()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    rerender(
      <MemoryRouter>
        <ChartFrame chartId="test-chart" title="Test chart" state="empty" emptyMessage="Nothing here." />
      </MemoryRouter>,
    );
    expect(figure()).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with message, request id, and Retry only where repeating can help', async () => {
    const onRetry = vi.fn();
    const err = { kind: 'http', status: 503, message: 'Service down', requestId: 'req-42' };
    const { rerender } = frame({ state: 'error', error: err, onRetry });
    expect(figure()).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Service down');
    expect(screen.getByText('req-42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <MemoryRouter>
        <ChartFrame
          chartId="test-chart"
          title="Test chart"
          state="error"
          error={{ kind: 'contract', status: 200, message: 'the response body is not JSON', requestId: 'r2' }}
          onRetry={onRetry}
        />
      </MemoryRouter>,
    );
    // Asking again would get the same body: no Retry, but the details (request ID included) to copy.
    expect(screen.getByText('r2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeInTheDocument();

    rerender(
      <MemoryRouter>
        <ChartFrame
          chartId="test-chart"
          title="Test chart"
          state="error"
          error={{ kind: 'http', status: 401, message: 'Invalid or missing API key', requestId: 'r3' }}
          onRetry={onRetry}
        />
      </MemoryRouter>,
    );
    // A refused key is cured in Settings, not by sending it again.
    expect(screen.getByRole('link', { name: 'Enter the API key in Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says "Rate-limited until HH:MM" for a long rate limit, with the request ID', () => {
    const until = new Date(2026, 0, 1, 14, 5);
    frame({
      state: 'error',
      error: {
        kind: 'http',
        status: 429,
        message: 'Too many requests',
        rateLimitedUntil: until,
        requestId: 'rl-1',
      },
      onRetry: vi.fn(),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/Rate-limited until 14:05\./);
    expect(screen.getByText('rl-1')).toBeInTheDocument();
  });

  it('says until when a 429 is rate-limited', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 1, 10, 0, 0) });
    try {
      frame({
        state: 'error',
        error: { kind: 'http', status: 429, message: 'Rate limit exceeded', retryAfterMs: 30 * 60_000 },
      });
      expect(screen.getByRole('alert')).toHaveTextContent(/Rate-limited until 10:30/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to loading while new data replaces the shown chart', async () => {
    const { rerender } = frame();
    await vi.waitFor(() => expect(figure()).toHaveAttribute('data-state', 'ready'), WAIT_FOR_STATE);
    rerender(
      <MemoryRouter>
        <ChartFrame chartId="test-chart" title="Test chart" state="ready" updating>
          <EChart option={option} />
        </ChartFrame>
      </MemoryRouter>,
    );
    expect(figure()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('echarts-stub')).toBeInTheDocument();
  });

  it('makes the scrolling table wrapper a named, keyboard-focusable region (axe scrollable-region-focusable)', async () => {
    const user = userEvent.setup();
    frame();
    await user.click(screen.getByText('Data table'));
    const region = screen.getByRole('region', { name: 'Values per year' });
    expect(region).toHaveClass('chart-frame__table-scroll');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Values per year' }));
    // From the disclosure (focused by the click), Tab reaches the scrolling region next.
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('says, once opened on a screen narrower than the table, that more columns lie sideways', async () => {
    // jsdom lays nothing out: an open table is 600 px wide in a 300 px box, a closed one is 0.
    const open = (el: Element) => Boolean(el.closest('details')?.hasAttribute('open'));
    const ofScroller = (el: Element, value: number) =>
      el.classList.contains('chart-frame__table-scroll') && open(el) ? value : 0;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return ofScroller(this, 600);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return ofScroller(this, 300);
    });
    const user = userEvent.setup();
    frame();
    expect(screen.queryByTestId('data-table-hint')).toBeNull();
    await user.click(screen.getByText('Data table'));
    expect(await screen.findByTestId('data-table-hint')).toHaveTextContent(
      'Scroll sideways for every column (2 in all) →',
    );
  });

  it("keeps the drawn chart's room and the table line while loading, and only then (no layout shift when it arrives)", () => {
    const { rerender, container } = frame({ state: 'loading', reserve: 340 });
    const body = () => container.querySelector<HTMLElement>('.chart-frame__body')!;
    expect(body().style.minHeight).toBe('340px');
    expect(container.querySelector('.chart-frame__table-room')).not.toBeNull();
    rerender(
      <MemoryRouter>
        <ChartFrame chartId="test-chart" title="Test chart" state="ready" table={table} reserve={340}>
          <EChart option={option} height={340} />
        </ChartFrame>
      </MemoryRouter>,
    );
    expect(body().style.minHeight).toBe('');
    expect(container.querySelector('.chart-frame__table-room')).toBeNull();
    expect(screen.getByText('Data table')).toBeInTheDocument();
  });

  it('reserves nothing without `reserve`, as before', () => {
    const { container } = frame({ state: 'loading' });
    expect(container.querySelector<HTMLElement>('.chart-frame__body')!.style.minHeight).toBe('');
    expect(container.querySelector('.chart-frame__table-room')).toBeNull();
  });
});

describe('ChartFrame notes', () => {
  const notes = [
    { kind: 'growth-scale' as const, text: 'The service gives growth in percent.' },
    { kind: 'ranking-order' as const, text: 'Re-sorted by value.' },
  ];

  it('says under a drawn chart what the client guessed to read the answer, and nothing while loading', () => {
    const { rerender } = frame({ notes });
    const list = within(figure()).getByRole('list', { name: "How the service's answer was read" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Note: The service gives growth in percent.', 'Note: Re-sorted by value.']);
    rerender(
      <MemoryRouter>
        <ChartFrame chartId="test-chart" title="Test chart" state="loading" notes={notes} />
      </MemoryRouter>,
    );
    expect(within(figure()).queryByRole('list', { name: "How the service's answer was read" })).toBeNull();
  });
});
