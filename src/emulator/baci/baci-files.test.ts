// @vitest-environment node
/**
 * A release zip that cannot be extracted: a damaged zip is blamed on the zip, a full disk on the
 * disk (the write of the extracted file fails, here by a stand-in for `createWriteStream`).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZipFile } from 'yazl';
import { findReleaseFiles } from './baci-files';

const disk = vi.hoisted(() => ({ full: false }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const fullDisk = () =>
    new Writable({
      write(_chunk, _encoding, done) {
        const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
        done(error);
      },
    });
  return {
    ...fs,
    createWriteStream: (path: string, options?: Parameters<typeof fs.createWriteStream>[1]) =>
      disk.full ? fullDisk() : fs.createWriteStream(path, options),
  };
});

const YEAR_FILE = `t,i,j,k,v,q\n${'2023,76,842,090111,1.5,2\n'.repeat(2000)}`;

/** A zip of one year file, as its bytes. */
async function zipOf(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(YEAR_FILE), 'BACI_HS22_V202501/BACI_HS22_Y2023_V202501.csv');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tradescope-zip-'));
  disk.full = false;
});

describe('a release zip that cannot be extracted', () => {
  it('blames a full disk on the disk, naming the entry, not the zip', async () => {
    const zipPath = join(dir, 'release.zip');
    writeFileSync(zipPath, await zipOf());
    disk.full = true;
    const failure = findReleaseFiles([zipPath], mkdtempSync(join(dir, 'scratch-')));
    await expect(failure).rejects.toThrow(
      /release\.zip:BACI_HS22_V202501\/BACI_HS22_Y2023_V202501\.csv: could not be extracted to \S+BACI_HS22_Y2023_V202501\.csv: no space left on the device \(ENOSPC\); the zip itself may be whole/,
    );
    await expect(failure).rejects.not.toThrow(/damaged/);
  });

  it('blames damaged compressed data on the zip', async () => {
    const bytes = await zipOf();
    // The entry's deflated data starts after its 30-byte local header and its name.
    const dataStart = 30 + 'BACI_HS22_V202501/BACI_HS22_Y2023_V202501.csv'.length;
    for (let k = dataStart; k < dataStart + 8; k++) bytes[k] = 0xff;
    const zipPath = join(dir, 'release.zip');
    writeFileSync(zipPath, bytes);
    await expect(findReleaseFiles([zipPath], mkdtempSync(join(dir, 'scratch-')))).rejects.toThrow(
      /release\.zip: damaged zip: /,
    );
  });
});
