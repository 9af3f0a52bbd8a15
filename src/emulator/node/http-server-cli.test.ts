// @vitest-environment node
/**
 * `npm run api` as a child process on the default world: PORT=0 (the printed URL carries the
 * real port), env configuration, and a clean exit 0 on SIGTERM and SIGINT.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Cli {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startCli(env: Record<string, string>): Promise<Cli> {
  // As `npm run api` runs it: Node with tsx's loader, one process. (The tsx CLI is a second
  // process that relays a signal and, when its child's IPC acknowledgement takes over 30 ms,
  // kills the child and exits 130: on a loaded machine a Ctrl+C then skipped the clean stop.)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/node/http-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      // The 'Rate limit:' line is the last of the start banner; chunks may split it.
      if (m && /Rate limit: .*\n/.test(out)) resolve({ child, url: m[1]!, output: () => out, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`CLI exited (${code}) before listening:\n${out}`)));
  });
}

describe('npm run api (child process)', () => {
  it('serves on the printed port with env keys and rate limit, and exits 0 on SIGTERM', async () => {
    const cli = await startCli({ PORT: '0', API_KEYS: 'alpha,beta', RATE_LIMIT: '2/60s' });
    try {
      expect(cli.output()).not.toContain('alpha');
      const ask = (key: string) =>
        fetch(`${cli.url}/countries?q=ken`, { headers: { Authorization: `Bearer ${key}` } });
      expect((await ask('tradescope-demo-key')).status).toBe(401);
      const ok = await ask('alpha');
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: { id: string }[] }).data.map((c) => c.id)).toContain('KE');
      expect((await ask('alpha')).status).toBe(200);
      const limited = await ask('alpha');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ask('beta')).status).toBe(200);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/SIGTERM: stopping/);
    expect(cli.output()).not.toMatch(/Bearer|alpha/);
  });

  it('prints the demo key by default and exits 0 on SIGINT', async () => {
    const cli = await startCli({ PORT: '0', API_KEYS: '', RATE_LIMIT: '' });
    expect(cli.output()).toContain('tradescope-demo-key');
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });

  it('refuses a malformed RATE_LIMIT with exit code 1', async () => {
    await expect(startCli({ PORT: '0', RATE_LIMIT: 'many' })).rejects.toThrow(/RATE_LIMIT must look like/);
  });
});
