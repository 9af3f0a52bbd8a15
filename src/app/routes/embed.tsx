/**
 * `/embed/countries/:cid/<chart>`, `/embed/products/:pid/<chart>`, `/embed/flows/<chart>`:
 * one chart without the app's chrome, for iframes. With a `#s=` snapshot it draws
 * the snapshot's data (no request, no key, no storage); without, it loads the chart's own
 * requests like the app. `theme=light|dark|auto` and `title=0` tune it for the host page. The
 * chart fills the frame and follows its size, and the page never gets shorter than its content:
 * it posts its height to the host page (embed-size.ts), whose pasted script resizes the iframe;
 * without the script, the frame scrolls. The source line, the request IDs (behind a disclosure)
 * and a link to the full view are inside. Every problem with the link is a sentence in the
 * frame, never a blank page.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useParams } from 'react-router';
import { TradeSourceOverride, useTradeSource } from '@/api/use-trade-source';
import type { ChartExportScope } from '@/components/charts/export/chart-export';
import { viewHref } from '@/components/charts/export/embed-link';
import type { EmbeddableView } from '@/components/charts/export/embed-registry';
import { useProvenance } from '@/components/charts/export/export-scope';
import { accessDate, sourceLine } from '@/components/charts/export/provenance';
import { EmbeddedChartContext } from '@/components/charts/chart-render-context';
import {
  createSnapshotQueryClient,
  learnRecordedGroups,
  readRecordedAnswers,
  readRecordedGroups,
  replayFetch,
  snapshotSource,
} from '@/components/charts/export/recorded-answers';
import {
  decodeSnapshot,
  snapshotFragment,
  SnapshotError,
  type ChartSnapshot,
} from '@/components/charts/export/snapshot';
import { ThemeOverride, type ThemeChoice } from '@/components/ui/theme';
import { RequestIdSink, type RequestIdCollector } from '@/components/ui/request-id';
import { postEmbedHeight } from '@/components/charts/export/embed-size';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { EMBED_VIEWS, isEmbedView, parseEmbedPath } from '../embed/embed-views';
import './embed.css';

const THEMES: Record<string, ThemeChoice> = { light: 'light', dark: 'dark', auto: 'system' };

export function EmbedRoute() {
  const splat = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const theme = THEMES[params.get('theme') ?? 'auto'] ?? 'system';
  const showTitle = params.get('title') !== '0';
  // The embed's own parameters are not the view's.
  const viewSearch = new URLSearchParams(search);
  viewSearch.delete('theme');
  viewSearch.delete('title');

  const [requestIds, collect] = useRequestIdCollector();
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => (mainRef.current ? postEmbedHeight(mainRef.current) : undefined), []);

  return (
    <ThemeOverride choice={theme}>
      <main ref={mainRef} className={showTitle ? 'embed' : 'embed embed--no-title'} id="main">
        <EmbeddedChartContext.Provider value={true}>
          <RequestIdSink.Provider value={collect}>
            <EmbedRequestIds.Provider value={requestIds}>
              <EmbedBody
                path={parseEmbedPath(splat)}
                search={viewSearch.toString()}
                fragment={snapshotFragment(hash)}
              />
            </EmbedRequestIds.Provider>
          </RequestIdSink.Provider>
        </EmbeddedChartContext.Provider>
      </main>
    </ThemeOverride>
  );
}

/** The request IDs the chart would print, gathered for the footer's disclosure. */
function useRequestIdCollector(): [string[], RequestIdCollector] {
  const counts = useRef(new Map<string, number>());
  const [ids, setIds] = useState<string[]>([]);
  const collect = useCallback<RequestIdCollector>((id) => {
    const map = counts.current;
    map.set(id, (map.get(id) ?? 0) + 1);
    setIds([...map.keys()]);
    return () => {
      const left = (map.get(id) ?? 1) - 1;
      if (left > 0) map.set(id, left);
      else map.delete(id);
      setIds([...map.keys()]);
    };
  }, []);
  return [ids, collect];
}

const EmbedRequestIds = createContext<readonly string[]>([]);

/**
 * A live embed, as the app's views, asks the service about a country id its link names that the
 * client cannot place yet (a group such as EU, on a reader's first visit), before the chart reads
 * the link. Loaded beside the view's module: it shares the URL-state code the views load anyway.
 */
const loadIdsGate = () => import('../url-country-ids-gate').then((m) => ({ Gate: m.UrlCountryIdsGate }));

/** The groups a snapshot names are taught before its chart reads the link (a malformed list fails the snapshot). */
function learnSnapshotGroups(snapshot: ChartSnapshot): ChartSnapshot {
  learnRecordedGroups(readRecordedGroups(snapshot.data));
  return snapshot;
}

/** The embedded view's module (loaded on demand) and the snapshot in the link's fragment, if any. */
function useEmbedQueries(view: string, fragment: string | null) {
  const viewQuery = useQuery({
    queryKey: ['static', 'embed-view', view],
    queryFn: () =>
      isEmbedView(view)
        ? Promise.all([EMBED_VIEWS[view](), loadIdsGate()]).then(([embeddable, { Gate }]) => ({
            embeddable,
            Gate,
          }))
        : Promise.reject(new Error('unknown view')),
    enabled: isEmbedView(view),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const snapshotQuery = useQuery({
    queryKey: ['static', 'embed-snapshot', fragment],
    queryFn: () => decodeSnapshot(fragment ?? '').then(learnSnapshotGroups),
    enabled: fragment !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useDocumentTitle(
    snapshotQuery.data ? `${snapshotQuery.data.title}: ${snapshotQuery.data.subtitle}` : 'Embedded chart',
  );
  return { viewQuery, snapshotQuery };
}

function EmbedBody({
  path,
  search,
  fragment,
}: {
  path: ReturnType<typeof parseEmbedPath>;
  search: string;
  fragment: string | null;
}) {
  const { viewQuery, snapshotQuery } = useEmbedQueries(path.view, fragment);

  if (!isEmbedView(path.view)) {
    return (
      <EmbedProblem title="No such view">
        There is no view <code>{path.view || '(none)'}</code> to embed. Embeddable views:{' '}
        <code>countries</code>, <code>products</code>, <code>flows</code>, <code>compare</code> (for example{' '}
        <code>/embed/countries/BR/top-partners</code>).
      </EmbedProblem>
    );
  }
  if (viewQuery.isError) {
    return <EmbedProblem title="This view cannot be embedded">{viewQuery.error.message}</EmbedProblem>;
  }
  if (!viewQuery.data) return <p role="status">Loading the chart…</p>;
  const { embeddable, Gate } = viewQuery.data;

  const chart = embeddable.charts.find((c) => c.id === path.chart);
  if (!chart) {
    return (
      <EmbedProblem title="No such chart">
        The {path.view} view has no chart <code>{path.chart ?? '(none)'}</code>. Its charts:{' '}
        {embeddable.charts.map((c, i) => (
          <span key={c.id}>
            {i > 0 ? ', ' : ''}
            <code>{c.id}</code> ({c.title})
          </span>
        ))}
        .
      </EmbedProblem>
    );
  }
  let id = chart.withoutId ? undefined : path.id;
  if (embeddable.canonicalId && !chart.withoutId) {
    const canonical = embeddable.canonicalId(path.id ?? '');
    if (canonical === null) {
      return (
        <EmbedProblem title={`No such ${embeddable.idNoun ?? 'id'}`}>
          <code>{path.id ?? '(none)'}</code> is not a {embeddable.idNoun ?? 'valid id'} id this view knows.
        </EmbedProblem>
      );
    }
    id = canonical;
  }

  if (fragment !== null) {
    if (snapshotQuery.isError) return <SnapshotProblem error={snapshotQuery.error} />;
    if (!snapshotQuery.data) return <p role="status">Opening the snapshot…</p>;
    return (
      <>
        <h1 className="visually-hidden">Tradescope chart: {snapshotQuery.data.title}</h1>
        <SnapshotEmbed
          embeddable={embeddable}
          snapshot={snapshotQuery.data}
          path={{ view: path.view, id, chart: chart.id }}
        />
      </>
    );
  }
  return (
    <>
      {/* The page's heading for assistive technology; the chart's own title is its h2. */}
      <h1 className="visually-hidden">Tradescope chart: {chart.title}</h1>
      <Gate>
        <LiveEmbed embeddable={embeddable} id={id} chart={chart.id} search={search} />
      </Gate>
    </>
  );
}

function LiveEmbed({
  embeddable,
  id,
  chart,
  search,
}: {
  embeddable: EmbeddableView;
  id?: string;
  chart: string;
  search: string;
}) {
  const source = useTradeSource();
  const provenance = useProvenance(source.key);
  const { Live } = embeddable;
  return (
    <>
      <div className="embed__chart">
        <Live id={id} chart={chart} search={search} />
      </div>
      <EmbedFooter
        source={sourceLine(provenance, accessDate())}
        scope={{ view: embeddable.view, id, search }}
        chart={chart}
        note={
          source.ready
            ? undefined
            : 'This live embed reads the Trade Data Service, which needs your own API key; the app’s Settings take it.'
        }
      />
    </>
  );
}

function SnapshotEmbed({
  embeddable,
  snapshot,
  path,
}: {
  embeddable: EmbeddableView;
  snapshot: ChartSnapshot;
  path: { view: string; id?: string; chart: string };
}) {
  // The same chart component as the live embed, over the snapshot's recorded answers: no
  // request leaves the page. One client and source per snapshot.
  const replay = useMemo(() => {
    try {
      const answers = readRecordedAnswers(snapshot.data);
      // The answers carry their request_ids; the source names any others.
      const ids = [
        ...new Set([
          ...snapshot.source.requestIds,
          ...answers.flatMap((a) => (a.requestId ? [a.requestId] : [])),
        ]),
      ];
      return { client: createSnapshotQueryClient(), source: snapshotSource(replayFetch(answers)), ids };
    } catch (error) {
      return { error };
    }
  }, [snapshot]);
  if (
    snapshot.view !== embeddable.view ||
    snapshot.chart !== path.chart ||
    (snapshot.id ?? undefined) !== path.id
  ) {
    return (
      <SnapshotProblem
        error={
          new SnapshotError(
            'schema',
            `This snapshot is of ${snapshot.view}/${snapshot.id ? `${snapshot.id}/` : ''}${snapshot.chart}, not of the chart in the link's path.`,
          )
        }
      />
    );
  }
  if ('error' in replay) return <SnapshotProblem error={replay.error} />;
  const { Live } = embeddable;
  const { ids } = replay;
  return (
    <>
      <div className="embed__chart" data-snapshot="true">
        <ChartBoundary>
          <QueryClientProvider client={replay.client}>
            <TradeSourceOverride source={replay.source}>
              <Live id={snapshot.id} chart={snapshot.chart} search={snapshot.search} />
            </TradeSourceOverride>
          </QueryClientProvider>
        </ChartBoundary>
      </div>
      <EmbedFooter
        source={`${sourceLine(snapshot.source, snapshot.source.accessed)} · snapshot`}
        requestIds={ids}
        scope={{ view: snapshot.view, id: snapshot.id, search: snapshot.search }}
        chart={snapshot.chart}
      />
    </>
  );
}

function EmbedFooter({
  source,
  requestIds = [],
  scope,
  chart,
  note,
}: {
  source: string;
  /** The IDs of the answers drawn (a snapshot's); those the chart shows are added. */
  requestIds?: readonly string[];
  scope: Pick<ChartExportScope, 'view' | 'id' | 'search'>;
  chart: string;
  note?: string;
}) {
  const shown = useContext(EmbedRequestIds);
  const ids = [...new Set([...requestIds, ...shown])];
  return (
    <footer className="embed__footer">
      {note ? <p className="embed__note">{note}</p> : null}
      <p className="embed__source" data-testid="embed-source">
        {source}
      </p>
      {ids.length > 0 ? (
        <details className="embed__ids" data-testid="embed-request-ids">
          <summary>Request IDs ({ids.length})</summary>
          <ul>
            {ids.map((id) => (
              <li key={id}>
                <code>{id}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <a
        href={`${viewHref(scope.view, scope.id, scope.search)}#chart-${chart}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open the full view<span className="visually-hidden"> (opens in a new tab)</span> ↗
      </a>
    </footer>
  );
}

function EmbedProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="embed__problem" role="alert" data-testid="embed-problem">
      <h1>{title}</h1>
      <p>{children}</p>
    </div>
  );
}

function SnapshotProblem({ error }: { error: unknown }) {
  const message =
    error instanceof SnapshotError
      ? error.message
      : 'The snapshot in this link could not be read. Copy the embed code again from the chart.';
  return <EmbedProblem title="This chart snapshot cannot be shown">{message}</EmbedProblem>;
}

/** A snapshot's data that passed the schema yet breaks a chart still ends as a message. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <SnapshotProblem
        error={new SnapshotError('schema', 'The snapshot in this link has data this chart cannot draw.')}
      />
    ) : (
      this.props.children
    );
  }
}
