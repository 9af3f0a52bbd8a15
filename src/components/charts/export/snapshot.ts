/**
 * The snapshot of an embed (`#s=…`): a chart's data, title, selection and provenance carried in
 * the URL fragment, so the embed renders with no request and no key, identically forever, and
 * the data never reaches a server (browsers do not send fragments).
 *
 * Format: `<version>.<base64url(deflate-raw(JSON))>`. The version prefix says how the rest is
 * encoded; the JSON's own `v` repeats it and is checked against a schema before anything is
 * rendered. Everything that can go wrong with a pasted link (truncated, edited, a newer format,
 * a zip bomb) ends as a SnapshotError with a sentence a reader understands, never a crash.
 */
import type { EmbedView } from './chart-export';

/**
 * 2: `data` is the recording of the chart's requests and answers (recorded-answers.ts), drawn
 * by the view's own hooks and charts. (1, chart-specific data read back by per-chart readers,
 * was made only by development builds before the first release.)
 */
export const SNAPSHOT_VERSION = 2;
/** Longer fragments are not snapshots anyone made with this app: refuse before decoding. */
const MAX_FRAGMENT_CHARS = 200_000;
/** Decompressed JSON above this size is refused (a small fragment must not inflate to gigabytes). */
const MAX_JSON_BYTES = 4_000_000;

interface SnapshotSource {
  name: string;
  synthetic: boolean;
  /** Access date, YYYY-MM-DD. */
  accessed: string;
  requestIds: string[];
}

export interface ChartSnapshot {
  v: typeof SNAPSHOT_VERSION;
  view: EmbedView;
  /** cid or pid of the view; absent for flows. */
  id?: string;
  chart: string;
  /** The view's search parameters the data was taken with. */
  search: string;
  title: string;
  subtitle: string;
  source: SnapshotSource;
  /** The recorded answers (`{ answers: RecordedAnswer[] }`), checked by readRecordedAnswers. */
  data: unknown;
}

export type SnapshotProblem = 'malformed' | 'version' | 'corrupt' | 'too-large' | 'schema';

export class SnapshotError extends Error {
  constructor(
    readonly problem: SnapshotProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SnapshotError';
  }
}

// ---- base64url ---------------------------------------------------------------------------

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new SnapshotError(
      'malformed',
      'The snapshot in this link is damaged: it contains characters a snapshot never has, or was cut short.',
    );
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

// ---- compression -------------------------------------------------------------------------

function streamOf(bytes: Uint8Array): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const reader = streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concat(chunks, size);
    chunks.push(value);
    size += value.byteLength;
  }
}

/** Inflates, stopping as soon as the output passes `limit` bytes. */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const reader = streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new SnapshotError(
          'too-large',
          'The snapshot in this link is larger than any chart snapshot can be; it was not opened.',
        );
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(
      'corrupt',
      'The snapshot in this link is damaged (its compressed data does not decode). Copy the embed code again from the chart.',
    );
  }
  return concat(chunks, size);
}

// ---- encode / decode ---------------------------------------------------------------------

/** The fragment value (what follows `#s=`). */
export async function encodeSnapshot(snapshot: ChartSnapshot): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(snapshot));
  const fragment = `${SNAPSHOT_VERSION}.${toBase64Url(await deflate(json))}`;
  // A link that would be refused when opened is never offered (a chart summed from thousands of
  // rows, such as a pair's whole trade, can come to this).
  if (fragment.length > MAX_FRAGMENT_CHARS || json.byteLength > MAX_JSON_BYTES) {
    throw new SnapshotError(
      'too-large',
      `the chart's data would make a link of ${fragment.length.toLocaleString('en-US')} characters, more than a snapshot may have (${MAX_FRAGMENT_CHARS.toLocaleString('en-US')}); narrow the selection for a snapshot`,
    );
  }
  return fragment;
}

/** Reads a fragment value back; rejects with a SnapshotError saying what is wrong. */
export async function decodeSnapshot(fragment: string): Promise<ChartSnapshot> {
  if (fragment.length > MAX_FRAGMENT_CHARS) {
    throw new SnapshotError(
      'too-large',
      'The snapshot in this link is larger than any chart snapshot can be; it was not opened.',
    );
  }
  const match = /^(\d{1,4})\.(.*)$/s.exec(fragment);
  if (!match) {
    throw new SnapshotError(
      'malformed',
      'The snapshot in this link is damaged: it does not start with a format version. Copy the embed code again from the chart.',
    );
  }
  const version = Number(match[1]);
  if (version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      'version',
      `This snapshot uses format ${version}, which this version of Tradescope does not know (it reads format ${SNAPSHOT_VERSION}).`,
    );
  }
  const bytes = await inflate(fromBase64Url(match[2] ?? ''), MAX_JSON_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new SnapshotError(
      'corrupt',
      'The snapshot in this link is damaged (its content is not readable). Copy the embed code again from the chart.',
    );
  }
  return checkSnapshot(parsed);
}

// ---- schema ------------------------------------------------------------------------------

const VIEWS: readonly EmbedView[] = ['countries', 'products', 'flows', 'compare'];
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const ID_RE = /^[A-Za-z0-9:._-]{1,40}$/;

function schemaError(what: string): SnapshotError {
  return new SnapshotError('schema', `The snapshot in this link is not a valid chart snapshot (${what}).`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, what: string, max = 2000): string {
  if (typeof value !== 'string' || value.length > max) throw schemaError(`${what} must be a text`);
  return value;
}

/** The common part of every snapshot; `data` is checked by readRecordedAnswers. */
export function checkSnapshot(value: unknown): ChartSnapshot {
  if (!isRecord(value)) throw schemaError('not an object');
  if (value.v !== SNAPSHOT_VERSION) throw schemaError('wrong version field');
  const view = value.view;
  if (typeof view !== 'string' || !VIEWS.includes(view as EmbedView)) throw schemaError('unknown view');
  const id = value.id;
  if (id !== undefined && (typeof id !== 'string' || !ID_RE.test(id))) throw schemaError('malformed view id');
  const chart = text(value.chart, 'chart', 60);
  if (!/^[a-z0-9-]+$/.test(chart)) throw schemaError('malformed chart id');
  const source = value.source;
  if (!isRecord(source)) throw schemaError('no source');
  const accessed = text(source.accessed, 'access date', 10);
  if (!DATE_RE.test(accessed)) throw schemaError('malformed access date');
  if (typeof source.synthetic !== 'boolean') throw schemaError('source without synthetic flag');
  const requestIds = source.requestIds;
  if (!Array.isArray(requestIds) || requestIds.length > 64) throw schemaError('malformed request ids');
  if (!('data' in value) || value.data === undefined || value.data === null) throw schemaError('no data');
  return {
    v: SNAPSHOT_VERSION,
    view: view as EmbedView,
    ...(id === undefined ? {} : { id: id }),
    chart,
    search: text(value.search, 'search', 2000),
    title: text(value.title, 'title', 300),
    subtitle: text(value.subtitle, 'subtitle', 1000),
    source: {
      name: text(source.name, 'source name', 200),
      synthetic: source.synthetic,
      accessed,
      requestIds: requestIds.map((r) => text(r, 'request id', 100)),
    },
    data: value.data,
  };
}

/** Fragment value of `#s=…` in a location hash, or null when the hash carries none. */
export function snapshotFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('s');
}
