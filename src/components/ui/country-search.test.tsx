/**
 * The country search's request code (typed client, query hooks, error wording) is fetched on
 * intent, not with the home page; what is typed while it loads is searched once it
 * is there, and code that cannot be fetched is said so, with a way to try again. The module is
 * held back behind a gate here, as a slow network would hold it.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeFrom, installStubServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';

const code = { loads: 0, failing: false, release: () => undefined as void, gate: Promise.resolve() };
let searches: string[] = [];

installStubServer(
  envelopeFrom('/countries', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    return [{ id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false }].filter((c) =>
      c.name.toLowerCase().includes(q),
    );
  }),
);

beforeEach(() => {
  // A fresh search module each time: its request code has not been fetched yet.
  vi.resetModules();
  searches = [];
  code.loads = 0;
  code.failing = false;
  code.gate = new Promise<void>((resolve) => {
    code.release = resolve;
  });
  vi.doMock('./country-search-query', async (importOriginal) => {
    code.loads += 1;
    if (code.failing) throw new TypeError('Failed to fetch dynamically imported module');
    await code.gate;
    return importOriginal();
  });
});
afterEach(() => {
  code.release();
  cleanup();
});

async function renderSearch() {
  const { CountrySearch } = await import('./country-search');
  renderRoutes([{ path: '*', element: <CountrySearch label="Find a country" /> }], '/');
  return screen.findByRole('combobox', { name: 'Find a country' });
}

describe('country search code on intent', () => {
  it('fetches none of it with the page; a word typed while it loads is searched once it is there', async () => {
    const user = userEvent.setup();
    const input = await renderSearch();
    await new Promise((r) => setTimeout(r, 50));
    expect(code.loads).toBe(0);

    await user.type(input, 'ger');
    expect(code.loads).toBe(1);
    expect(input).toHaveValue('ger');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await new Promise((r) => setTimeout(r, 400)); // past the debounce, code still held
    expect(searches).toEqual([]);

    code.release();
    expect(await screen.findByRole('option', { name: /Germany/ })).toBeInTheDocument();
    expect(searches).toEqual(['ger']);
    expect(input).toHaveValue('ger');
  });

  it('says so when the code cannot be fetched, and its Retry fetches it again', async () => {
    const user = userEvent.setup();
    code.failing = true;
    code.release();
    const input = await renderSearch();
    await user.type(input, 'ger');
    expect(
      await screen.findByText(/The search could not be loaded: the network did not answer/, {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The search could not be loaded');

    expect(searches).toEqual([]);

    code.failing = false; // the network is back
    const attempts = code.loads;
    await user.click(screen.getByRole('button', { name: 'Retry the search' }));
    expect(await screen.findByRole('option', { name: /Germany/ })).toBeInTheDocument();
    expect(code.loads).toBe(attempts + 1);
    expect(searches).toEqual(['ger']);
    expect(input).toHaveFocus();
  });

  it('keeps the failure and its Retry reachable from the keyboard: Tab to it, Enter, focus back in the field', async () => {
    const user = userEvent.setup();
    code.failing = true;
    code.release();
    const input = await renderSearch();
    await user.type(input, 'ger');
    const retry = await screen.findByRole('button', { name: 'Retry the search' });

    code.failing = false;
    await user.tab();
    expect(retry).toHaveFocus();
    // Leaving the field closed its list; the failure it explains stays under it.
    expect(screen.getByTestId('search-error')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Germany/ })).toBeInTheDocument();
    expect(searches).toEqual(['ger']);
  });
});
