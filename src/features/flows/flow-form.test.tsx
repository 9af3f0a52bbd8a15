/**
 * The selection form on its own (with the service's handlers for the pickers' look-ups): each
 * field applied, corrected into the coverage with a notice, or kept with its reason and nothing
 * applied; an emptied field removes its parameter.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestServer } from '@/test/msw';
import { toCoverage } from '@/lib/coverage';
import { renderRoutes } from '@/test/render-route';
import { FlowForm, type FlowFormProps } from './flow-form';
import type { FlowsViewState } from './flows-state';

installTestServer();
afterEach(() => cleanup());

/** The service's years in this test: 2011–2021, not the clock's. */
const coverage = toCoverage(
  Array.from({ length: 11 }, (_, i) => 2011 + i),
  new Date('2026-06-01'),
)!;
const view: FlowsViewState = {
  reporter: 'DE',
  partner: 'CN',
  flow: 'export',
  from: 2015,
  to: 2021,
  limit: 1_000,
  isPair: true,
  bothDirections: true,
};

function renderForm(onSubmit: FlowFormProps['onSubmit']) {
  renderRoutes(
    [
      {
        path: '/flows',
        element: (
          <FlowForm
            view={view}
            coverage={coverage}
            names={{ reporter: 'Germany', partner: 'China' }}
            onSubmit={onSubmit}
          />
        ),
      },
    ],
    '/flows',
  );
}

describe('FlowForm', () => {
  it('starts from the selection, with the chosen countries’ names', () => {
    renderForm(() => undefined);
    expect(screen.getByRole('combobox', { name: 'Reporter' })).toHaveValue('Germany (DE)');
    expect(screen.getByLabelText('To')).toHaveValue('2021');
  });

  it('corrects years into the service’s coverage and says so; an emptied field removes its parameter', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2010' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [patch, corrections] = onSubmit.mock.calls[0]! as Parameters<FlowFormProps['onSubmit']>;
    expect(patch).toMatchObject({
      reporter: 'DE',
      partner: undefined,
      from: 2011,
      to: 2021,
      limit: 1_000,
      flow: 'export',
    });
    expect(corrections.map((c) => c.message)).toEqual([
      expect.stringContaining('Year 2010 is before the data starts (the service covers 2011–2021)'),
      expect.stringContaining('Year 2024 has no data yet'),
    ]);
  });

  it('keeps what it cannot read with the reason, and applies nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner' }), { target: { value: 'Atlantis' } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No country matches "Atlantis".')).toBeInTheDocument();
    expect(screen.getByText(/Limit "ten" is not a whole number/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue('Atlantis');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was applied');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
