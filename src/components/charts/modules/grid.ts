// One ECharts module per chunk: loaded by echarts-setup.ts only when an option needs it.
import { GridComponent } from 'echarts/components';
import { LegacyGridContainLabel } from 'echarts/features';

// The option builders use `grid.containLabel` (keep axis labels inside the box); ECharts 6
// moved it to this opt-in feature and logs a console message without it.
export const module = [GridComponent, LegacyGridContainLabel];
