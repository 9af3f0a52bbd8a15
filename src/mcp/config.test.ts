// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMcpConfig } from './config';
import { DEFAULT_APP_URL } from './links';

describe('readMcpConfig', () => {
  it('serves the in-process world by default, linking to the dev server', () => {
    expect(readMcpConfig({})).toEqual({ backend: { kind: 'local' }, appUrl: DEFAULT_APP_URL });
    expect(readMcpConfig({ SEED: '7', TRADESCOPE_APP_URL: 'https://x.example/app/' })).toEqual({
      backend: { kind: 'local', seed: 7 },
      appUrl: 'https://x.example/app',
    });
  });

  it('answers from a database file given TRADESCOPE_DB, alone', () => {
    expect(readMcpConfig({ TRADESCOPE_DB: ' /data/baci.duckdb ' }).backend).toEqual({
      kind: 'database',
      path: '/data/baci.duckdb',
    });
    expect(() =>
      readMcpConfig({ TRADESCOPE_DB: '/d.duckdb', TRADE_DATA_SERVICE_URL: 'https://api.example' }),
    ).toThrow('TRADESCOPE_DB and TRADE_DATA_SERVICE_URL are both set: set one');
    expect(() => readMcpConfig({ TRADESCOPE_DB: '/d.duckdb', SEED: '7' })).toThrow(
      'SEED is for the synthetic world, not a database (TRADESCOPE_DB)',
    );
  });

  it('forwards to a remote service given its URL and key, with an optional time limit', () => {
    expect(
      readMcpConfig({
        TRADE_DATA_SERVICE_URL: 'https://api.example/v1/',
        TRADE_DATA_SERVICE_KEY: ' k ',
        TRADE_DATA_SERVICE_TIMEOUT_MS: '5000',
      }).backend,
    ).toEqual({ kind: 'remote', baseUrl: 'https://api.example/v1', apiKey: 'k', timeoutMs: 5000 });
  });

  it('refuses half or unsafe configurations with messages that never hold the key', () => {
    const secret = 'sk-secret-value';
    const cases: [Record<string, string>, RegExp][] = [
      [{ TRADE_DATA_SERVICE_URL: 'https://api.example' }, /TRADE_DATA_SERVICE_KEY is not/],
      [{ TRADE_DATA_SERVICE_KEY: secret }, /TRADE_DATA_SERVICE_URL is not/],
      [{ TRADE_DATA_SERVICE_URL: 'ftp://api.example', TRADE_DATA_SERVICE_KEY: secret }, /http\(s\) URL/],
      [
        { TRADE_DATA_SERVICE_URL: `https://u:${secret}@api.example`, TRADE_DATA_SERVICE_KEY: secret },
        /credentials/,
      ],
      [
        {
          TRADE_DATA_SERVICE_URL: 'https://a.example',
          TRADE_DATA_SERVICE_KEY: secret,
          TRADE_DATA_SERVICE_TIMEOUT_MS: '5',
        },
        /from 500 to 120000/,
      ],
      [{ SEED: 'x' }, /SEED must be an integer/],
    ];
    for (const [env, message] of cases) {
      expect(() => readMcpConfig(env)).toThrow(message);
      try {
        readMcpConfig(env);
      } catch (error) {
        expect(String(error)).not.toContain(secret);
      }
    }
  });
});
