// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, type NavigateOptions } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlState, type UseUrlState } from './url-state';

// In a browser the router applies a search change in a transition, so a second change can be
// asked for before the first has committed, and the first can commit on its own. Here the hook's
// navigations are held until the test lets them through, one at a time, to the real router.
const held: { to: string; options?: NavigateOptions }[] = [];
vi.mock('react-router', async (importOriginal) => {
  const router = await importOriginal<typeof import('react-router')>();
  return {
    ...router,
    useNavigate: () => (to: string, options?: NavigateOptions) => {
      held.push({ to, ...(options ? { options } : {}) });
    },
  };
});

afterEach(() => {
  cleanup();
  held.length = 0;
});

const PATH = '/countries/DE';
let api: UseUrlState<object> | null = null;
function Probe() {
  const value = useUrlState();
  useEffect(() => {
    api = value;
  });
  return null;
}

function setup(entries: string[]) {
  const router = createMemoryRouter([{ path: PATH, Component: Probe }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  /** Lets the oldest held navigation reach the router and commit. */
  const release = async () => {
    const next = held.shift()!;
    await act(() => router.navigate(`${PATH}${next.to}`, next.options));
  };
  return { router, release };
}

describe('useUrlState while the router has not caught up', () => {
  it('builds a change on the latest one asked for, even after an earlier one has committed', async () => {
    const { router, release } = setup([`${PATH}?from=2012&to=2015`]);
    act(() => {
      api!.setState({ flow: 'import' });
      api!.setState({ from: 2013 });
    });
    expect(held.map((n) => n.to)).toEqual([
      '?flow=import&from=2012&to=2015',
      '?flow=import&from=2013&to=2015',
    ]);
    // Only the first has committed: the third change still builds on the second.
    await release();
    expect(router.state.location.search).toBe('?flow=import&from=2012&to=2015');
    act(() => api!.setState({ limit: 5 }));
    expect(held.at(-1)?.to).toBe('?flow=import&from=2013&to=2015&limit=5');
    await release();
    await release();
    expect(router.state.location.search).toBe('?flow=import&from=2013&to=2015&limit=5');
  });

  it('forgets what it asked for when something else moves the URL (Back before the change commits)', async () => {
    const { router } = setup([PATH, `${PATH}?from=2012`]);
    act(() => api!.setState({ flow: 'import' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    // The change after Back builds on the URL Back went to, not on the one that never committed.
    act(() => api!.setState({ to: 2020 }));
    expect(held.at(-1)?.to).toBe('?to=2020');
  });
});
