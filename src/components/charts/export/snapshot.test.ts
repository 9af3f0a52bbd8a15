import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSnapshot,
  decodeSnapshot,
  deflate,
  encodeSnapshot,
  fromBase64Url,
  snapshotFragment,
  SnapshotError,
  SNAPSHOT_VERSION,
  toBase64Url,
  type ChartSnapshot,
} from './snapshot';

const snapshotArb: fc.Arbitrary<ChartSnapshot> = fc.record({
  v: fc.constant(SNAPSHOT_VERSION),
  view: fc.constantFrom('countries' as const, 'products' as const, 'flows' as const, 'compare' as const),
  id: fc.stringMatching(/^[A-Z]{2}$/),
  chart: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  search: fc.string({ maxLength: 80 }),
  title: fc.string({ maxLength: 80 }),
  subtitle: fc.string({ maxLength: 200 }),
  source: fc.record({
    name: fc.string({ maxLength: 60 }),
    synthetic: fc.boolean(),
    accessed: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    requestIds: fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }),
  }),
  // Any chart data: JSON values of every kind (not null/undefined at the top: a snapshot has data).
  data: fc.oneof(
    fc.jsonValue().filter((v) => v !== null),
    fc.array(fc.tuple(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }))),
  ),
});

async function problemOf(fragment: string): Promise<unknown> {
  try {
    await decodeSnapshot(fragment);
    return null;
  } catch (error) {
    return error;
  }
}

describe('chart snapshots', () => {
  it('any chart data survives encode → decode', async () => {
    await fc.assert(
      fc.asyncProperty(snapshotArb, async (snapshot) => {
        const fragment = await encodeSnapshot(snapshot);
        expect(fragment).toMatch(/^2\.[A-Za-z0-9_-]+$/);
        // JSON is what travels: -0 becomes 0, which is the same number to a chart.
        expect(await decodeSnapshot(fragment)).toEqual(JSON.parse(JSON.stringify(snapshot)));
      }),
      { numRuns: 60 },
    );
  });

  it('decodes any random fragment to a clear SnapshotError, never another exception', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((s) => `1.${s}`),
        ),
        async (fragment) => {
          const error = await problemOf(fragment);
          expect(error).toBeInstanceOf(SnapshotError);
          expect((error as SnapshotError).message).toMatch(/snapshot/i);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decodes every truncation of a real fragment to its snapshot or a clear SnapshotError', async () => {
    const snapshot = fc.sample(snapshotArb, { numRuns: 1, seed: 7 })[0]!;
    const fragment = await encodeSnapshot(snapshot);
    for (let end = 0; end < fragment.length; end += 1) {
      const error = await problemOf(fragment.slice(0, end));
      expect(error, `cut at ${end}`).toBeInstanceOf(SnapshotError);
    }
  });

  it('decodes flipped characters to a SnapshotError or a valid snapshot, never a crash', async () => {
    const fragment = await encodeSnapshot(fc.sample(snapshotArb, { numRuns: 1, seed: 11 })[0]!);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: fragment.length - 3 }),
        fc.constantFrom(...'AbZ09_-x'),
        async (at, ch) => {
          const damaged = fragment.slice(0, at + 2) + ch + fragment.slice(at + 3);
          try {
            checkSnapshot(await decodeSnapshot(damaged));
          } catch (error) {
            expect(error).toBeInstanceOf(SnapshotError);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('names an unknown format version', async () => {
    const fragment = await encodeSnapshot(fc.sample(snapshotArb, { numRuns: 1, seed: 3 })[0]!);
    const error = await problemOf(fragment.replace(/^2\./, '3.'));
    expect(error).toMatchObject({
      problem: 'version',
      message: expect.stringMatching(/format 3/) as unknown,
    });
    // Format 1 (per-chart data, development builds only) is not read either, and says so.
    expect(await problemOf(fragment.replace(/^2\./, '1.'))).toMatchObject({
      problem: 'version',
      message: expect.stringMatching(/format 1/) as unknown,
    });
  });

  it('refuses a small fragment that inflates beyond any real snapshot', async () => {
    const huge = new TextEncoder().encode(`{"v":${SNAPSHOT_VERSION},"data":"${'a'.repeat(5_000_000)}"}`);
    const fragment = `${SNAPSHOT_VERSION}.${toBase64Url(await deflate(huge))}`;
    expect(fragment.length).toBeLessThan(20_000);
    expect(await problemOf(fragment)).toMatchObject({ problem: 'too-large' });
  });

  it('never encodes a snapshot that opening would refuse, and says how long its link would be', async () => {
    // Random digits barely compress: half a million of them make a fragment past the cap.
    let seed = 7;
    const digits = Array.from({ length: 500_000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return seed % 10;
    }).join('');
    const [snapshot] = fc.sample(snapshotArb, { numRuns: 1, seed: 1 });
    const error = await encodeSnapshot({ ...snapshot!, data: digits }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SnapshotError);
    expect(error).toMatchObject({ problem: 'too-large' });
    expect((error as Error).message).toMatch(
      /would make a link of [\d,]+ characters, more than a snapshot may have \(200,000\)/,
    );
  });

  it('checks the schema: wrong types and markup-bearing ids are refused, text is kept as text', () => {
    const valid = fc.sample(snapshotArb, { numRuns: 1, seed: 5 })[0]!;
    expect(() => checkSnapshot({ ...valid, view: 'admin' })).toThrow(SnapshotError);
    expect(() => checkSnapshot({ ...valid, chart: '<img src=x onerror=alert(1)>' })).toThrow(/chart id/);
    expect(() => checkSnapshot({ ...valid, id: '"><script>' })).toThrow(/view id/);
    expect(() => checkSnapshot({ ...valid, source: { ...valid.source, accessed: 'yesterday' } })).toThrow(
      /access date/,
    );
    expect(() => checkSnapshot({ ...valid, data: null })).toThrow(/no data/);
    expect(checkSnapshot({ ...valid, title: '<b>x</b>' }).title).toBe('<b>x</b>');
  });

  it('reads the fragment from a location hash and base64url both ways', () => {
    expect(snapshotFragment('#s=1.abc_-')).toBe('1.abc_-');
    expect(snapshotFragment('#other=1')).toBeNull();
    const bytes = new Uint8Array([0, 250, 251, 252, 253, 254, 255]);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(() => fromBase64Url('a+b/')).toThrow(SnapshotError);
  });
});
