/**
 * The palette's code is fetched on intent, not with every page (about 15 kB gzip on
 * pages that never open it), and keys typed while it is on its way are not lost.
 * The palette module is held back behind a gate here, as a slow network would hold it.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installStubServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const palette = (() => {
  const state = {
    loads: 0,
    release: () => undefined as void,
    gate: Promise.resolve(),
    loading: Promise.resolve() as Promise<unknown>,
  };
  return {
    state,
    hold() {
      state.gate = new Promise<void>((resolve) => {
        state.release = resolve;
      });
    },
  };
})();

installStubServer(envelope('/products', []), envelope('/countries', []));

// The palette's real code (and the country tables it imports) is compiled once before the tests:
// on a cold clone under a full run that took longer than a test waits for a state.
beforeAll(() => vi.importActual('./command-palette'));

beforeEach(() => {
  // A fresh provider module each time: its lazy palette has not been fetched yet.
  vi.resetModules();
  palette.state.loads = 0;
  palette.hold();
  vi.doMock('./command-palette', (importOriginal) => {
    palette.state.loads += 1;
    palette.state.loading = palette.state.gate.then(() => importOriginal());
    return palette.state.loading;
  });
});
afterEach(async () => {
  palette.state.release();
  // A load still under way would be handed to the next test's import of the module (vitest runs
  // one factory per module at a time), and that test would never see its own load start.
  await palette.state.loading;
  cleanup();
});

async function renderShell() {
  const { CommandPaletteProvider, PaletteLauncher } = await import('./palette-provider');
  renderRoutes(
    [
      {
        element: (
          <CommandPaletteProvider>
            <PaletteLauncher />
            <Outlet />
          </CommandPaletteProvider>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    '/settings',
  );
  // The router renders its first route a moment later: keys pressed before then reach no listener.
  await screen.findByText('page');
}

const field = () => screen.findByRole('combobox', { name: 'Search countries, products and views' });

describe('command palette provider', () => {
  it('fetches nothing of the palette with the page; pointing at the launcher fetches it', async () => {
    const user = userEvent.setup();
    await renderShell();
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 50));
    expect(palette.state.loads).toBe(0);

    await user.hover(screen.getByRole('button', { name: /Search countries, products/ }));
    await vi.waitFor(() => expect(palette.state.loads).toBe(1), WAIT_FOR_STATE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the keys typed while the palette is loading: they reach its field', async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.keyboard('/');
    await vi.waitFor(() => expect(palette.state.loads).toBe(1), WAIT_FOR_STATE);
    await user.keyboard('kenyx{Backspace}a');
    expect(screen.queryByRole('dialog')).toBeNull();

    palette.state.release();
    expect(await field()).toHaveValue('kenya');
    expect(await field()).toHaveFocus();
    // Once the dialog is up, its field takes the keys itself (not added twice).
    await user.keyboard(' coffee');
    expect(await field()).toHaveValue('kenya coffee');
  });
});
