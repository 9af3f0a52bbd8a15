/**
 * The view around a chart, for its "Get this chart" panel: which view, its path id, its search
 * parameters and the data source. A view sets it once; every ChartFrame inside offers the panel.
 * Without it (an embed, a test of one chart) the frame offers none.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { dataCreditFor } from '@/api/data-credit';
import { DEMO_BASE_URL } from '@/api/data-source';
import type { ChartExportScope, DataProvenance } from './chart-export';

const ChartExportScopeContext = createContext<ChartExportScope | null>(null);

/** `scope={null}`: the charts below offer no panel (the recorder's unseen copy of a chart). */
export function ChartExportScopeProvider({
  scope,
  children,
}: {
  scope: ChartExportScope | null;
  children: ReactNode;
}) {
  return <ChartExportScopeContext.Provider value={scope}>{children}</ChartExportScopeContext.Provider>;
}

export function useChartExportScope(): ChartExportScope | null {
  return useContext(ChartExportScopeContext);
}

/** What a source key ('demo' or 'live:<baseUrl>') says about the data's provenance. */
export function provenanceOf(sourceKey: string): DataProvenance {
  if (sourceKey === 'demo') {
    return { name: 'Trade Data Service v1 (built-in demo)', synthetic: true, baseUrl: DEMO_BASE_URL };
  }
  const baseUrl = sourceKey.replace(/^live:/, '');
  // The release behind the service, as the page's server or the service's own document names it.
  const credit = dataCreditFor(baseUrl);
  const service = `Trade Data Service v1 at ${baseUrl}`;
  return {
    name: credit ? `${credit.name}, via the ${service}` : service,
    synthetic: credit?.synthetic ?? false,
    baseUrl,
  };
}
