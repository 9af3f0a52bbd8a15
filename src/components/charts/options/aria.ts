/**
 * ECharts' own accessibility layer, turned off on every chart. Its generated label reads the raw
 * option ("3600516772000, 0"), and it would describe a canvas that assistive technology never
 * reaches: EChart (e-chart.tsx) hides the drawing with aria-hidden, because the ChartFrame around
 * it already gives the accessible name, a formatted description and a data table with the same
 * figures in the app's formatting. Every option builder spreads this, so none turns it back on.
 */
import type { AriaComponentOption } from 'echarts/components';

export const FRAME_PROVIDES_ARIA = { aria: { enabled: false } } as const satisfies {
  aria: AriaComponentOption;
};
