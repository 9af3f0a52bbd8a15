/**
 * The JS floor of a chart view (issue 11): what any implementation with this stack must ship,
 * React, the router, the query client and exactly the ECharts modules the country view draws
 * with. `npm run perf` builds it like the app (minified, tree-shaken) and reports its gzip size;
 * everything is handed to globalThis so that tree shaking keeps what a view uses.
 */
import { QueryClient, QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';
import { BarChart, GaugeChart, LineChart, MapChart, TreemapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams, useSearchParams } from 'react-router';

echarts.use([LineChart, BarChart, GaugeChart, MapChart, TreemapChart, GridComponent, LegacyGridContainLabel, TooltipComponent, AriaComponent, VisualMapComponent, CanvasRenderer]);
Object.assign(globalThis, { createRoot, createBrowserRouter, RouterProvider, Link, useParams, useSearchParams, QueryClient, QueryClientProvider, useQuery, useQueries, echarts });
