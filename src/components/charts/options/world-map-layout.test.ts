// @vitest-environment node
/**
 * The world map's layout as ECharts computes it (server-side rendering, no canvas): at every
 * chart width from a 320 px phone to a wide screen, the whole map and every legend class lie
 * inside the chart, and the legend does not cover the map.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { buildWorldGeoJson } from '../world-map/world-geojson';
import { buildWorldMapOption, valueRanges, WORLD_MAP_NAME } from './world-map-option';
import { chartPalette } from './palette';

echarts.use([MapChart, VisualMapComponent, TooltipComponent, SVGRenderer]);

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** The zrender element API the test reads (ECharts does not export its element types). */
interface Element {
  style?: { text?: unknown };
  getBoundingRect(): Rect & { clone(): Rect & { applyTransform(m: unknown): void } };
  getComputedTransform(): unknown;
}
interface Group extends Element {
  traverse(cb: (el: Element) => void): void;
}
interface ChartInternals {
  getModel(): {
    getSeriesByIndex(i: number): { coordinateSystem: { getViewRect(): Rect } };
    getComponent(type: string): unknown;
  };
  getViewOfComponentModel(model: unknown): { group: Group };
}

function onScreen(el: Element): Rect {
  const rect = el.getBoundingRect().clone();
  rect.applyTransform(el.getComputedTransform());
  return rect;
}

const inside = (r: Rect, width: number, height: number) =>
  r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= width + 0.5 && r.y + r.height <= height + 0.5;

// Partners on every continent, values over six orders of magnitude: five legend classes.
const ids = [
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'CL',
  'DE',
  'FR',
  'GB',
  'RU',
  'CN',
  'JP',
  'IN',
  'AU',
  'NZ',
  'ZA',
  'NG',
  'EG',
  'ID',
  'KR',
];
const partners = ids.map((id, i) => ({ id, name: id, value: 1_234_567 * 2.3 ** i, share: null }));

describe('world map layout', () => {
  beforeAll(async () => {
    echarts.registerMap(WORLD_MAP_NAME, (await buildWorldGeoJson()) as never);
  });

  it.each([320, 360, 480, 639, 640, 900, 1200])(
    'fits the map and every legend class in a %i px wide chart',
    (width) => {
      const height = 360;
      const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
      try {
        chart.setOption(buildWorldMapOption({ partners, flow: 'export' }));
        const internals = chart as unknown as ChartInternals;
        const model = internals.getModel();
        const map = model.getSeriesByIndex(0).coordinateSystem.getViewRect();
        expect(inside(map, width, height), `map ${JSON.stringify(map)}`).toBe(true);
        // The map is not shrunk to nothing: it takes the width or the height it is given.
        expect(Math.max(map.width / width, map.height / (height - 120))).toBeGreaterThan(0.9);

        const legend = internals.getViewOfComponentModel(model.getComponent('visualMap')).group;
        const labels = valueRanges(
          partners.map((p) => p.value),
          chartPalette().sequential,
        ).map((r) => r.label);
        expect(labels).toHaveLength(5);
        const drawn = new Map<string, Rect>();
        legend.traverse((el) => {
          if (typeof el.style?.text === 'string' && el.style.text !== '')
            drawn.set(el.style.text, onScreen(el));
        });
        expect([...drawn.keys()].sort()).toEqual([...labels].sort());
        for (const [label, rect] of drawn)
          expect(inside(rect, width, height), `legend class "${label}"`).toBe(true);
        const legendRect = onScreen(legend);
        expect(legendRect.y, 'legend below the map').toBeGreaterThanOrEqual(map.y + map.height - 0.5);
      } finally {
        chart.dispose();
      }
    },
  );
});
