/**
 * The app's one error message: what failed, why, the request ID, Retry, and the way to Settings
 * when the key is the problem.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorMessage } from './error-message';

afterEach(cleanup);

describe('ErrorMessage', () => {
  it('shows what failed, why, the request ID and Retry', async () => {
    const onRetry = vi.fn();
    const error = { kind: 'http', status: 503, message: 'Service down', requestId: 'req-7' };
    render(
      <MemoryRouter>
        <ErrorMessage what="Country details could not be loaded." error={error} onRetry={onRetry} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Country details could not be loaded\.\s*The service failed \(HTTP 503\)\s*Service down/,
    );
    expect(screen.getByText('req-7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    cleanup();
    render(
      <MemoryRouter>
        <ErrorMessage error={{ kind: 'http', status: 401, message: 'Invalid or missing API key' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The API key was rejected');
    expect(screen.getByRole('link', { name: 'Enter the API key in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
