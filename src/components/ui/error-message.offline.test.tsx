/**
 * When not even an error's wording can be fetched (its chunk fails: the connection is down), the
 * alert still says what could not be loaded and why, and its one Retry retries the failed request
 * as well as the wording, so a click recovers once the connection is back.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./error-message-body', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('ErrorMessage without its wording', () => {
  it('says what failed and that the connection seems down; Retry retries the request and the wording', async () => {
    const { ErrorMessage } = await import('./error-message');
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <ErrorMessage
          what="Country details could not be loaded."
          error={new TypeError('Failed to fetch')}
          onRetry={onRetry}
        />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Country details could not be loaded. The connection seems to be down: not even the description of the failure arrived.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The wording was asked for again (and failed again here): the alert is back, not a blank.
    expect(await screen.findByRole('alert')).toHaveTextContent('Country details could not be loaded.');
  });

  it('without a `what`, says that this could not be loaded', async () => {
    const { ErrorMessage } = await import('./error-message');
    render(<ErrorMessage error={new TypeError('Failed to fetch')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This could not be loaded\. The connection seems to be down/,
    );
  });
});
