// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlState, type UseUrlState } from './url-state';

afterEach(cleanup);

let api: UseUrlState<{ flow: 'export' }> | null = null;
function Probe() {
  const value = useUrlState({ flow: 'export' as const });
  // Hand the hook's result to the test after each commit (not during render).
  useEffect(() => {
    api = value;
  });
  return <output>{JSON.stringify(value.state)}</output>;
}

let limited: UseUrlState<object> | null = null;
let setLimitMax: (max: number) => void = () => {};
/** A view whose endpoint allows a larger `limit` (the flow explorer's /trade: 10,000). */
function LimitProbe() {
  const [limitMax, setMax] = useState(500);
  const value = useUrlState({}, { limitMax });
  useEffect(() => {
    limited = value;
  });
  useEffect(() => {
    setLimitMax = setMax;
  }, []);
  return null;
}

function setup(url: string) {
  const router = createMemoryRouter([{ path: '/countries/:cid', Component: Probe }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlState', () => {
  it('applies view defaults under what the URL says, and reports notices', () => {
    setup('/countries/DE?from=2015&to=2012&chart=bar');
    expect(api?.state).toEqual({ flow: 'export', from: 2012, to: 2015 });
    expect(api?.explicit).toEqual({ from: 2012, to: 2015 });
    expect(api?.notices).toHaveLength(1);
  });

  it('writes changes as history entries so Back restores the previous view', async () => {
    const router = setup('/countries/DE?from=2015&chart=bar');
    act(() => api!.setState({ flow: 'import', to: 2020 }));
    expect(router.state.location.search).toBe('?chart=bar&flow=import&from=2015&to=2020');
    act(() => api!.setState({ from: undefined }));
    expect(router.state.location.search).toBe('?chart=bar&flow=import&to=2020');
    expect(screen.getByRole('status')).toHaveTextContent('"flow":"import"');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?chart=bar&flow=import&from=2015&to=2020');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?from=2015&chart=bar');
    expect(api?.state).toEqual({ flow: 'export', from: 2015 });
  });

  it('replace does not add a history entry, and malformed values are dropped on write', async () => {
    const router = setup('/countries/DE?limit=abc');
    act(() => api!.setState({ measure: 'quantity' }, { replace: true }));
    expect(router.state.location.search).toBe('?measure=quantity');
    await act(() => router.navigate(-1));
    // Nothing to go back to inside the app: the replaced entry was the first one.
    expect(router.state.location.search).toBe('?measure=quantity');
  });

  it('keeps both of two quick changes made before the URL commits', async () => {
    const router = setup('/countries/DE?from=2012&to=2015');
    // In one act, so no render commits in between (as in a browser while the router's
    // transition is pending): the second change must build on the first, not undo it.
    act(() => {
      api!.setState({ flow: 'import' });
      api!.setState({ from: 2013 });
    });
    expect(router.state.location.search).toBe('?flow=import&from=2013&to=2015');
    expect(api?.state).toEqual({ flow: 'import', from: 2013, to: 2015 });
    // After the commit, a change builds on the committed URL, and Back still works.
    act(() => api!.setState({ limit: 5 }));
    expect(router.state.location.search).toBe('?flow=import&from=2013&to=2015&limit=5');
    await act(() => router.navigate(-1));
    act(() => api!.setState({ to: 2014 }));
    expect(router.state.location.search).toBe('?flow=import&from=2013&to=2014');
  });

  it("reads and keeps a limit up to the view's own maximum, also after the maximum changes", () => {
    const router = createMemoryRouter([{ path: '/flows', Component: LimitProbe }], {
      initialEntries: ['/flows?limit=5000'],
    });
    render(<RouterProvider router={router} />);
    expect(limited?.state.limit).toBe(500);
    act(() => setLimitMax(10_000));
    expect(limited?.state.limit).toBe(5000);
    // A change of another parameter rewrites the URL through the parser: with the view's
    // maximum, not the default one (which would cut the limit to 500).
    act(() => limited!.setState({ flow: 'import' }));
    expect(router.state.location.search).toBe('?flow=import&limit=5000');
  });
});
