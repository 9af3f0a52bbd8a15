// @vitest-environment node
/**
 * The importer on hand-made BACI files: every layout edge case of CEPII's releases is read
 * right, and each bad input fails with a message naming the file (and the line), while the
 * previous database stays as it was and a server reading it keeps answering.
 */
import {
  appendFileSync,
  createWriteStream,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { ZipFile } from 'yazl';
import { createWorld } from '../engine';
import { openDuckDbEngine, type DuckDbTradeEngine } from '../duckdb/duckdb-engine';
import { SCHEMA_VERSION } from '../duckdb/schema';
import { SYNTHETIC_MARKER } from './baci-files';
import { writeBaciRelease } from './export-world';
import { importBaci } from './import-baci';
import { ImportInterrupted } from './import-error';
import { concurrentReads } from './read-year-files';

const dir = mkdtempSync(join(tmpdir(), 'tradescope-baci-'));
const release = join(dir, 'release');
const dbPath = join(dir, 'trade.duckdb');

/** A copy of the tiny release (seed/) at `at`. */
function writeRelease(at: string) {
  rmSync(at, { recursive: true, force: true });
  cpSync(join(dir, 'seed'), at, { recursive: true });
}

/** A tiny release with CEPII's quirks: lost leading zeros, quoted commas, NA and empty q, Namibia's "NA", Taiwan's 490, a non-ISO entity. */
beforeAll(() => {
  const seed = join(dir, 'seed');
  const files: Record<string, string> = {
    'country_codes_V202501.csv':
      'country_code,country_name,country_iso2,country_iso3\n' +
      '76,Brazil,BR,BRA\n516,Namibia,NA,NAM\n490,"Other Asia, nes",N/A,S19\n842,USA,US,USA\n' +
      '58,"Belgium-Luxembourg (...1998)",N/A,BLX\n251,France,FR,FRA\n276,Germany,DE,DEU\n',
    'product_codes_HS22_V202501.csv':
      'code,description\n090111,"Coffee; not roasted or decaffeinated, not decaffeinated"\n' +
      '10121,"Horses; live, pure-bred breeding animals"\n270900,"Petroleum oils, crude"\n',
    'BACI_HS22_Y2022_V202501.csv':
      't,i,j,k,v,q\n2022,76,842,90111,1000.5,200.25\n2022,76,276,90111,400,           NA\n' +
      '2022,516,842,10121,2.125,\n2022,490,842,270900,30,10\n2022,58,251,270900,7,1\n',
    'BACI_HS22_Y2023_V202501.csv': 't,i,j,k,v,q\n2023,76,842,90111,1200,210\n2023,251,276,270900,50,20\n',
  };
  mkdirSync(seed);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(seed, name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a BACI release with every layout quirk', () => {
  let engine: DuckDbTradeEngine;
  beforeAll(async () => {
    writeRelease(release);
    await importBaci({ inputs: [release], dbPath, memoryLimit: '500MB' });
    engine = await openDuckDbEngine(dbPath);
  }, 60_000);
  afterAll(() => engine?.close());

  it('credits the release it was imported from, as every chart of the dashboard will cite it', () => {
    expect(engine.dataCredit).toEqual({ name: 'CEPII BACI V202501 (HS22)', synthetic: false });
  });

  it('reads codes, names, values, quantities and entities as the service names them', async () => {
    expect(engine.coverage).toEqual({ first: 2022, last: 2023 });
    const rows = await engine.trade({ from: 2022, to: 2022 }, 10);
    expect(
      rows.map((r) => [
        r.exporter,
        r.importer,
        r.hs6,
        r.value_usd,
        r.quantity,
        r.quantity_unit,
        r.hs_version,
      ]),
    ).toEqual([
      ['BR', 'US', '090111', 1_000_500, 200.25, 't', 2022],
      ['BR', 'DE', '090111', 400_000, null, 't', 2022],
      ['TW', 'US', '270900', 30_000, 10, 't', 2022],
      ['XA', 'FR', '270900', 7_000, 1, 't', 2022],
      ['NA', 'US', '010121', 2_125, null, 't', 2022],
    ]);
    expect(await engine.countryDetail('NA')).toMatchObject({ iso3: 'NAM', name: 'Namibia' });
    expect(await engine.countryDetail('XA')).toMatchObject({
      iso3: null,
      name: 'Belgium-Luxembourg (...1998)',
    });
    expect((await engine.productDetail('0901'))?.matches).toEqual([
      {
        hs6: '090111',
        hs_version: 2022,
        name: 'Coffee; not roasted or decaffeinated, not decaffeinated',
        parent_hs4: '0901',
      },
    ]);
  });

  it('finds a product by its everyday name, as the synthetic world does', async () => {
    expect(await engine.searchProducts('green coffee', 5)).toEqual([
      expect.objectContaining({ hs6: '090111', hs_version: 2022 }),
    ]);
  });

  it('builds the EU by year: intra-EU trade is not the EU’s external trade', async () => {
    // FR → DE in 2023 is between members (no 2023 point); BR → DE and XA → FR are EU imports.
    const series = await engine.countrySeries('EU', 'import', {});
    expect(series).toEqual([{ period: '2022-01-01', value_usd: 407_000, quantity: null, flow_count: 2 }]);
    expect((await engine.summary({ reporter: 'XW', from: 2023 })).trade_value).toBe(1_250_000);
  });
});

describe('a release in another HS revision', () => {
  let engine: DuckDbTradeEngine;
  beforeAll(async () => {
    writeRelease(release);
    for (const name of readdirSync(release)) {
      if (name.includes('HS22')) renameSync(join(release, name), join(release, name.replace('HS22', 'HS92')));
    }
    await importBaci({ inputs: [release], dbPath, memoryLimit: '500MB' });
    engine = await openDuckDbEngine(dbPath);
  }, 60_000);
  afterAll(() => engine?.close());

  it('carries its revision and searches its own descriptions, not HS 2022’s everyday names', async () => {
    expect(engine.dataCredit).toEqual({ name: 'CEPII BACI V202501 (HS92)', synthetic: false });
    expect((await engine.productDetail('090111'))?.matches[0]?.hs_version).toBe(1992);
    expect(await engine.searchProducts('coffee roasted', 5)).toEqual([
      expect.objectContaining({ hs6: '090111', hs_version: 1992 }),
    ]);
    expect(await engine.searchProducts('green coffee', 5)).toEqual([]);
  });
});

describe('the credit of what was imported', () => {
  /** The release in one zip, as CEPII ships it, with `extra` files beside the CSVs. */
  async function zipRelease(to: string, extra: string[] = []): Promise<string> {
    const zip = new ZipFile();
    for (const name of [...readdirSync(join(dir, 'seed')), ...extra])
      zip.addFile(join(release, name), `BACI_HS22_V202501/${name}`);
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(to));
    return to;
  }
  const creditOf = async (inputs: string[]) => {
    await importBaci({ inputs, dbPath, memoryLimit: '500MB' });
    const engine = await openDuckDbEngine(dbPath);
    try {
      return { credit: engine.dataCredit, coverage: engine.coverage };
    } finally {
      engine.close();
    }
  };
  const SYNTHETIC = { name: "Tradescope's synthetic world in BACI's layout (HS22)", synthetic: true };

  it('credits CEPII for a release zip, and marks as synthetic what Tradescope wrote from its world', async () => {
    writeRelease(release);
    const cepii = await creditOf([await zipRelease(join(dir, 'cepii.zip'))]);
    expect(cepii).toEqual({
      credit: { name: 'CEPII BACI V202501 (HS22)', synthetic: false },
      coverage: { first: 2022, last: 2023 },
    });
    writeFileSync(join(release, SYNTHETIC_MARKER), 'written from the synthetic world');
    expect((await creditOf([await zipRelease(join(dir, 'ours.zip'), [SYNTHETIC_MARKER])])).credit).toEqual(
      SYNTHETIC,
    );
    expect((await creditOf([release])).credit).toEqual(SYNTHETIC);
    const files = readdirSync(release).filter((name) => name.endsWith('.csv'));
    expect((await creditOf(files.map((name) => join(release, name)))).credit).toEqual(SYNTHETIC);
  });

  it('the project’s own BACI-layout writer marks its files', async () => {
    const out = join(dir, 'exported');
    await writeBaciRelease(createWorld({ seed: 7, scale: 0.02 }), out, {
      years: [2020],
      chapters: new Set(['09']),
    });
    expect(readdirSync(out)).toContain(SYNTHETIC_MARKER);
    expect((await creditOf([out])).credit).toEqual(SYNTHETIC);
  }, 60_000);
});

describe('bad input', () => {
  let engine: DuckDbTradeEngine;
  let before: Buffer;
  beforeAll(async () => {
    writeRelease(release);
    await importBaci({ inputs: [release], dbPath, memoryLimit: '500MB' });
    before = readFileSync(dbPath);
    engine = await openDuckDbEngine(dbPath);
  }, 60_000);
  afterAll(() => engine?.close());

  const bad = join(dir, 'bad');
  type Case = [string, () => string[], RegExp];
  /** The release with one of its files replaced by `text`. */
  const replacing = (file: string, text: string) => () => {
    writeRelease(bad);
    writeFileSync(join(bad, file), text);
    return [bad];
  };
  const cases: Case[] = [
    [
      'a truncated zip',
      () => {
        const zip = join(dir, 'release.zip');
        writeFileSync(zip, Buffer.from('PK\u0003\u0004 truncated here'));
        return [zip];
      },
      /release\.zip: not a readable zip/,
    ],
    [
      'a year file with wrong columns',
      replacing('BACI_HS22_Y2023_V202501.csv', 'year,exporter,importer,product,value\n2023,76,842,90111,1\n'),
      /BACI_HS22_Y2023_V202501\.csv line 1: expected the columns t,i,j,k,v,q, found year,exporter/,
    ],
    [
      'a missing country file',
      () => {
        writeRelease(bad);
        rmSync(join(bad, 'country_codes_V202501.csv'));
        return [bad];
      },
      /no country file \(country_codes_V\*\.csv\)/,
    ],
    [
      'an unknown country code',
      replacing('BACI_HS22_Y2023_V202501.csv', 't,i,j,k,v,q\n2023,76,842,90111,1,1\n2023,76,999,90111,1,1\n'),
      /BACI_HS22_Y2023_V202501\.csv line 3: importer code 999 is not in the release's country file/,
    ],
    [
      'several bad lines (the first one is named, whatever its problem)',
      replacing(
        'BACI_HS22_Y2023_V202501.csv',
        't,i,j,k,v,q\n2023,76,842,90111,1,1\n2023,76,842,90111,1,heavy\n2023,76,999,90111,1,1\n2022,76,842,999999,1,1\n',
      ),
      /BACI_HS22_Y2023_V202501\.csv line 3: quantity is neither NA nor a finite number of at least 0/,
    ],
    [
      'a flow on two lines, its product code without its leading zero on one',
      replacing(
        'BACI_HS22_Y2023_V202501.csv',
        't,i,j,k,v,q\n2023,76,842,090111,1,1\n2023,842,76,90111,1,1\n2023,76,842,90111,2,NA\n',
      ),
      /BACI_HS22_Y2023_V202501\.csv line 4: the flow from BR to US in product 090111 is also on line 2: a year file has one row per exporter, importer and product/,
    ],
    [
      'a year file of another revision',
      replacing('BACI_HS17_Y2020_V202501.csv', 't,i,j,k,v,q\n2020,76,842,90111,1,1\n'),
      /BACI_HS17_Y2020_V202501\.csv: year file of revision HS17, but the release's product file is HS22/,
    ],
    [
      'a value that is not a number',
      replacing(
        'BACI_HS22_Y2023_V202501.csv',
        't,i,j,k,v,q\n2023,76,842,90111,1,1\n2023,76,842,90111,lots,1\n',
      ),
      /BACI_HS22_Y2023_V202501\.csv line 3: .*column "v"/,
    ],
    ...(
      [
        ['an infinite value', '2023,76,842,90111,inf,1', 'value missing, negative or not a finite number'],
        [
          'a value beyond a double',
          '2023,76,842,90111,1e400,1',
          'value missing, negative or not a finite number',
        ],
        [
          'a flow whose exporter is its importer',
          '2023,76,76,90111,1,1',
          'exporter and importer are the same country \\(code 76\\)',
        ],
        [
          'a negative quantity',
          '2023,76,842,90111,1,-3',
          'quantity is neither NA nor a finite number of at least 0',
        ],
        [
          'a quantity NaN',
          '2023,76,842,90111,1,NaN',
          'quantity is neither NA nor a finite number of at least 0',
        ],
      ] as const
    ).map(([name, line, reason]): Case => [
      name,
      replacing('BACI_HS22_Y2023_V202501.csv', `t,i,j,k,v,q\n2023,76,842,90111,1,1\n${line}\n`),
      new RegExp(`BACI_HS22_Y2023_V202501\\.csv line 3: ${reason}`),
    ]),
    [
      'a year file with its header only (a cut download)',
      replacing('BACI_HS22_Y2023_V202501.csv', 't,i,j,k,v,q\n'),
      /BACI_HS22_Y2023_V202501\.csv line 2: no rows after the header line/,
    ],
    [
      'a product file with its header only',
      replacing('product_codes_HS22_V202501.csv', 'code,description\n'),
      /product_codes_HS22_V202501\.csv line 2: no codes after the header line/,
    ],
    [
      'a product line without its description',
      replacing('product_codes_HS22_V202501.csv', 'code,description\n090111,Coffee\n10121\n'),
      /product_codes_HS22_V202501\.csv line 3: 1 column\(s\) where the header has 2 \(code, description\)/,
    ],
  ];

  it.each(cases)(
    '%s fails naming the file, and the previous database is still served',
    async (_, make, message) => {
      const answer = await engine.countrySeries('BR', 'export', {});
      await expect(importBaci({ inputs: make(), dbPath, memoryLimit: '500MB' })).rejects.toThrow(message);
      expect(readFileSync(dbPath).equals(before)).toBe(true);
      expect(await engine.countrySeries('BR', 'export', {})).toEqual(answer);
      // No scratch file left beside the database.
      expect(readdirSync(dir).filter((f) => f.startsWith('.tradescope-import-'))).toEqual([]);
    },
  );
});

describe('the file an import replaces', () => {
  const attempt = (target: string) =>
    importBaci({ inputs: [join(dir, 'seed')], dbPath: target, memoryLimit: '500MB' });

  it('is never a folder: refused before any work, the folder left as it was', async () => {
    const folder = mkdtempSync(join(dir, 'folder-'));
    await expect(attempt(folder)).rejects.toThrow(
      /folder-\w+: is a folder: name the database file, e\.g\. .*tradescope\.duckdb/,
    );
    expect(readdirSync(folder)).toEqual([]);
  });

  it('is never a file that is not a database (a mistyped --db): refused, its bytes kept', async () => {
    const notes = join(dir, 'notes.md');
    writeFileSync(notes, '# my notes\n');
    await expect(attempt(notes)).rejects.toThrow(
      /notes\.md: exists and is not a database, so the import will not replace it/,
    );
    expect(readFileSync(notes, 'utf8')).toBe('# my notes\n');
  });

  it('names the folder it cannot write in', async () => {
    const file = join(dir, 'plain-file');
    writeFileSync(file, 'x');
    await expect(attempt(join(file, 'trade.duckdb'))).rejects.toThrow(
      /plain-file: cannot write a file in this folder \(ENOTDIR\)/,
    );
  });

  it('replaces a database file', async () => {
    const target = join(dir, 'replaced.duckdb');
    await attempt(target);
    await expect(attempt(target)).resolves.toMatchObject({ rows: 7 });
  }, 30_000);
});

describe('reading year files side by side', () => {
  it('reads two files at once only where memory allows (8 bytes per CSV byte each) and there are two threads', () => {
    const file = 335e6; // a year file of 10 M rows
    expect(concurrentReads(3e9, file, 2)).toBe(1);
    expect(concurrentReads(6e9, file, 2)).toBe(2);
    expect(concurrentReads(64e9, file, 8)).toBe(2);
    expect(concurrentReads(64e9, file, 1)).toBe(1);
    expect(concurrentReads(0, file, 2)).toBe(1);
  });

  /**
   * The seed release with a 2022 file of `rows` rows, each a flow of its own (up to 420,000: 42
   * pairs of the seed's countries, 10,000 products added to its product file).
   */
  function releaseWithLargeYear(at: string, rows: number) {
    writeRelease(at);
    const added = Array.from({ length: 10_000 }, (_, n) => `${100_000 + n},Product ${n}`);
    appendFileSync(join(at, 'product_codes_HS22_V202501.csv'), `${added.join('\n')}\n`);
    const codes = [76, 842, 251, 276, 516, 490, 58];
    const pairs = codes.flatMap((i) => codes.filter((j) => j !== i).map((j) => `${i},${j}`));
    const lines = ['t,i,j,k,v,q'];
    for (let n = 0; n < rows; n++)
      lines.push(
        `2022,${pairs[Math.floor(n / 10_000)]},${100_000 + (n % 10_000)},${(n % 997) + 1},${n % 13}`,
      );
    writeFileSync(join(at, 'BACI_HS22_Y2022_V202501.csv'), `${lines.join('\n')}\n`);
  }

  it('a bad file stops the read beside it and is the one named, with nothing left behind', async () => {
    const at = join(dir, 'large-and-bad');
    releaseWithLargeYear(at, 400_000);
    writeFileSync(join(at, 'BACI_HS22_Y2023_V202501.csv'), 't,i,j,k,v,q\n2023,76,999,90111,1,1\n');
    const target = join(dir, 'large-and-bad.duckdb');
    await expect(importBaci({ inputs: [at], dbPath: target, memoryLimit: '500MB' })).rejects.toThrow(
      /BACI_HS22_Y2023_V202501\.csv line 2: importer code 999/,
    );
    expect(
      readdirSync(dir).filter(
        (f) => f.startsWith('large-and-bad.duckdb') || f.startsWith('.tradescope-import-'),
      ),
    ).toEqual([]);
  }, 60_000);

  it.each(['year', 'check', 'layout'] as const)(
    'an import interrupted while in its %s phase says so and leaves the previous file untouched',
    async (phase) => {
      const at = join(dir, `interrupted-${phase}`);
      releaseWithLargeYear(at, 200_000);
      const target = join(dir, `interrupted-${phase}.duckdb`);
      const previous = await DuckDBInstance.create(target);
      previous.closeSync();
      const before = readFileSync(target);
      const controller = new AbortController();
      const steps: string[] = [];
      const importing = importBaci({
        inputs: [at],
        dbPath: target,
        memoryLimit: '500MB',
        signal: controller.signal,
        onProgress: (p) => {
          steps.push(p.phase);
          if (p.phase === phase) controller.abort();
        },
      });
      await expect(importing).rejects.toBeInstanceOf(ImportInterrupted);
      expect(steps.filter((s) => s === 'layout').length).toBeLessThanOrEqual(1);
      expect(readFileSync(target).equals(before)).toBe(true);
      expect(readdirSync(dir).filter((f) => f.startsWith('.tradescope-import-'))).toEqual([]);
    },
    60_000,
  );
});

describe('the schema version the importer records', () => {
  const versioned = join(dir, 'versioned.duckdb');
  beforeAll(async () => {
    writeRelease(release);
    await importBaci({ inputs: [release], dbPath: versioned, memoryLimit: '500MB' });
  }, 60_000);

  /** A copy of the imported file whose meta row `schema_version` is `version` (null: none). */
  async function withVersion(version: string | null): Promise<string> {
    const copy = join(dir, `version-${version ?? 'none'}.duckdb`);
    cpSync(versioned, copy);
    const instance = await DuckDBInstance.create(copy);
    const conn = await instance.connect();
    await conn.run(
      version === null
        ? `DELETE FROM meta WHERE key = 'schema_version'`
        : `UPDATE meta SET value = '${version}' WHERE key = 'schema_version'`,
    );
    conn.closeSync();
    instance.closeSync();
    return copy;
  }

  it('opens a file of its own version', async () => {
    const engine = await openDuckDbEngine(await withVersion(SCHEMA_VERSION));
    expect(engine.coverage).toEqual({ first: 2022, last: 2023 });
    engine.close();
  });

  it.each([
    [
      String(Number(SCHEMA_VERSION) - 1),
      /written by an older importer .*schema version \d+; this version reads/,
    ],
    [String(Number(SCHEMA_VERSION) + 1), /schema version '\d+', which this version does not know/],
    ['draft', /schema version 'draft', which this version does not know/],
    [null, /records no schema version/],
  ])('refuses a file of schema version %s, saying to re-import', async (version, message) => {
    const path = await withVersion(version);
    const failure = openDuckDbEngine(path);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toThrow(
      `re-import the release with this version: npm run data:import -- <BACI release> --db ${path}`,
    );
  });
});
