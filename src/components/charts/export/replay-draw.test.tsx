import { useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useContext, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChartDrawProbeContext } from '../chart-render-context';
import { ReplayDraw, type DrawnReplay } from './trim-recording';

/**
 * A chart that asks for a second answer only a while after its first render (as a chart asks for
 * the catalog's names once its rows are read, late on a busy machine): loading until then.
 */
function LateChart() {
  const probe = useContext(ChartDrawProbeContext);
  const [askNames, setAskNames] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAskNames(true), 150);
    return () => clearTimeout(timer);
  }, []);
  const names = useQuery({ queryKey: ['names'], queryFn: () => Promise.resolve('named'), enabled: askNames });
  const state = names.data ? 'ready' : 'loading';
  useEffect(() => {
    probe?.report('late', probe.fingerprint({ chartId: 'late', title: 'Late', state }));
  }, [probe, state]);
  return null;
}

describe('ReplayDraw', () => {
  it('waits for a chart that is still loading once its queries are quiet, and reports what it draws then', async () => {
    const onDrawn = vi.fn<(result: DrawnReplay | null) => void>();
    render(
      <ReplayDraw
        Live={LateChart}
        embed={{ chart: 'late', search: '' }}
        candidate={{ answers: [], search: '' }}
        onDrawn={onDrawn}
      />,
    );
    await vi.waitFor(() => expect(onDrawn).toHaveBeenCalled(), { timeout: 3000 });
    expect(onDrawn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(onDrawn.mock.calls[0]![0]!.drawn)).toMatchObject({ chart: 'late', state: 'ready' });
  });
});
