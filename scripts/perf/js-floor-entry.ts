/**
 * The JS floor of a chart view (issue 11): what any implementation with this stack must ship,
 * React, the router, the query client and exactly the ECharts modules the country view draws
 * with. Built as a library (exports kept, everything else shaken out) by `npm run perf`.
 */
export { createRoot } from 'react-dom/client';
export { createBrowserRouter, RouterProvider, Link, useParams, useSearchParams } from 'react-router';
export { QueryClient, QueryClientProvider, useQuery, useQueries } from '@tanstack/react-query';
import { BarChart, GaugeChart, LineChart, MapChart, TreemapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GaugeChart, MapChart, TreemapChart, GridComponent, LegacyGridContainLabel, TooltipComponent, AriaComponent, VisualMapComponent, CanvasRenderer]);
export { echarts };
