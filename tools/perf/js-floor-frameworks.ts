/** The JS floor of a page without charts: React, the router and the query client (see js-floor.ts). */
import { QueryClient, QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams, useSearchParams } from 'react-router';

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
});
