import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, type ErrorDescription } from '@/api/describe-error';
import { ErrorHints, KeySettingsHint } from './error-hints';

afterEach(cleanup);

function hints(error: ErrorDescription) {
  const { container } = render(
    <MemoryRouter>
      <ErrorHints error={error} />
    </MemoryRouter>,
  );
  return container;
}

describe('error hints', () => {
  it('say nothing for a failure with no rate limit, key problem or request ID', () => {
    expect(hints(describeError(new Error('boom'))).childElementCount).toBe(0);
  });

  it('say until when a long rate limit lasts, then the request ID, each on its own line', () => {
    const until = new Date(2026, 0, 1, 14, 5);
    const lines = hints(
      describeError({
        kind: 'http',
        status: 429,
        message: 'Too many',
        rateLimitedUntil: until,
        requestId: 'rl-1',
      }),
    ).children;
    expect([...lines].map((p) => p.textContent)).toEqual(['Rate-limited until 14:05.', 'Request ID: rl-1']);
    expect(lines[1]!.querySelector('[data-request-id="rl-1"] code')).toHaveTextContent('rl-1');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lead to Settings when the key is refused, with the request ID', () => {
    const lines = hints(
      describeError({ kind: 'http', status: 401, message: 'Invalid key', requestId: 'k-1' }),
    ).children;
    expect([...lines].map((p) => p.textContent)).toEqual([
      'Enter the API key in Settings',
      'Request ID: k-1',
    ]);
    expect(screen.getByRole('link', { name: 'Enter the API key in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('lead to Settings when no key was entered yet (nothing sent, so no request ID)', () => {
    const lines = hints(describeError({ kind: 'missing-key', message: 'No API key' })).children;
    expect([...lines].map((p) => p.textContent)).toEqual(['Enter the API key in Settings']);
  });
});

describe('key settings hint', () => {
  it('is the link to Settings in a line of its own', () => {
    render(
      <MemoryRouter>
        <KeySettingsHint />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Enter the API key in Settings' });
    expect(link).toHaveAttribute('href', '/settings');
    expect(link.parentElement?.tagName).toBe('P');
  });
});
