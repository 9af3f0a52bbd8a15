/**
 * Clicks on chart items. The shared EChart wrapper reports only `finished`, so the instance is
 * looked up from the DOM the wrapper renders into (chartInstanceOf) once drawn, and the
 * handler is (re)bound there. Keyboard users get the same destinations from the links in the
 * chart's data table; the click is a pointer shortcut, not the only way.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { chartInstanceOf } from './echarts-setup';

export function useChartClick(onItemClick: (dataIndex: number, name: string) => void) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const handlerRef = useRef(onItemClick);
  useLayoutEffect(() => {
    handlerRef.current = onItemClick;
  });

  const bind = useCallback(() => {
    const host = containerRef.current?.querySelector<HTMLElement>('.echarts-for-react');
    if (!host) return;
    const instance = chartInstanceOf(host);
    if (!instance) return;
    instance.off('click');
    instance.on('click', (params: { dataIndex?: number; name?: string }) => {
      if (typeof params.dataIndex === 'number') handlerRef.current(params.dataIndex, params.name ?? '');
    });
  }, []);

  return { containerRef, onRendered: bind };
}
