/**
 * For component tests: opens a chart frame's data table and resolves to the table once its rows
 * are there (ChartDataTable builds its rows only while its disclosure is open). Opening is by the
 * summary, as a user would; an already open table is left open.
 */
import { fireEvent, within } from '@testing-library/react';

export async function openDataTable(frame: HTMLElement): Promise<HTMLElement> {
  const details = frame.querySelector('details.chart-frame__table');
  if (!(details instanceof HTMLDetailsElement)) throw new Error('this chart has no data table');
  if (!details.open) fireEvent.click(within(details).getByText('Data table'));
  await within(details).findAllByRole('rowheader');
  return within(details).getByRole('table');
}
