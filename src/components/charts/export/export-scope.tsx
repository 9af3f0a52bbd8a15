/**
 * The view around a chart, for its "Get this chart" panel: which view, its path id, its search
 * parameters and the data source. A view sets it once; every ChartFrame inside offers the panel.
 * Without it (an embed, a test of one chart) the frame offers none.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { dataCreditFor } from '@/api/data-credit';
import { DEMO_BASE_URL } from '@/api/data-source';
import { storedServiceProfile, subscribeServiceProfiles } from '@/api/service-profile-store';
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

/**
 * `provenanceOf`, computed again once the service's OpenAPI document has been read: its credit may
 * arrive after the view first shows, and a panel opened since must name it.
 */
export function useProvenance(sourceKey: string): DataProvenance {
  const liveUrl = sourceKey === 'demo' ? null : sourceKey.replace(/^live:/, '');
  const profile = useSyncExternalStore(subscribeServiceProfiles, () =>
    liveUrl ? storedServiceProfile(liveUrl) : null,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the kept profile is what provenanceOf reads (through dataCreditFor)
  return useMemo(() => provenanceOf(sourceKey), [sourceKey, profile]);
}
