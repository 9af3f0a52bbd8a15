/**
 * The JS floor of a chart view: what any implementation with this stack must ship,
 * React, the router, the query client and exactly the ECharts modules the country view draws
 * with. `npm run perf` builds it like the app (minified, tree-shaken) and reports its gzip size;
 * everything is handed to globalThis so that tree shaking keeps what a view uses. Of
 * `echarts/core` that is what a chart view calls (init, dispose, getInstanceByDom, registerMap,
 * use), not its whole namespace: handing over the namespace keeps every export of the core's
 * API (about 3 KB gzip) that no chart calls, and the app does not ship them either.
 */
import { QueryClient, QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';
import { BarChart, GaugeChart, LineChart, MapChart, TreemapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, registerMap, use as installModules } from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams, useSearchParams } from 'react-router';

installModules([
  LineChart,
  BarChart,
  GaugeChart,
  MapChart,
  TreemapChart,
  GridComponent,
  LegacyGridContainLabel,
  TooltipComponent,
  AriaComponent,
  VisualMapComponent,
  CanvasRenderer,
]);
Object.assign(globalThis, {
  createRoot,
  createBrowserRouter,
  RouterProvider,
  Link,
  useParams,
  useSearchParams,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueries,
  echarts: { init, dispose, getInstanceByDom, registerMap },
});
