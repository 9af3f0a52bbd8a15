/**
 * The MCP server's configuration from the environment. The service's key is read here and only
 * here, never from a tool's arguments (a model could echo those), and never printed.
 */
import { REQUEST_TIMEOUT } from '@/api/data-source';
import { DEFAULT_APP_URL } from './links';

export type BackendConfig =
  | { kind: 'local'; seed?: number }
  | { kind: 'database'; path: string }
  | { kind: 'remote'; baseUrl: string; apiKey: string; timeoutMs?: number };

export interface McpConfig {
  backend: BackendConfig;
  appUrl: string;
}

const ENV = {
  serviceUrl: 'TRADE_DATA_SERVICE_URL',
  serviceKey: 'TRADE_DATA_SERVICE_KEY',
  timeoutMs: 'TRADE_DATA_SERVICE_TIMEOUT_MS',
  appUrl: 'TRADESCOPE_APP_URL',
  seed: 'SEED',
  db: 'TRADESCOPE_DB',
} as const;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL`);
  if (url.username || url.password)
    throw new Error(`${name} must not carry credentials; set ${ENV.serviceKey}`);
  return value.replace(/\/+$/, '');
}

/** Throws with a message naming the variable (never its value, which may be a key). */
export function readMcpConfig(env: NodeJS.ProcessEnv): McpConfig {
  const appUrlText = env[ENV.appUrl];
  const appUrl = appUrlText ? httpUrl(ENV.appUrl, appUrlText) : DEFAULT_APP_URL;
  const serviceUrl = env[ENV.serviceUrl]?.trim();
  const apiKey = env[ENV.serviceKey]?.trim();
  const db = env[ENV.db]?.trim();
  if (db) {
    if (serviceUrl) throw new Error(`${ENV.db} and ${ENV.serviceUrl} are both set: set one`);
    if (env[ENV.seed]) throw new Error(`${ENV.seed} is for the synthetic world, not a database (${ENV.db})`);
    return { backend: { kind: 'database', path: db }, appUrl };
  }
  if (!serviceUrl) {
    if (apiKey)
      throw new Error(
        `${ENV.serviceKey} is set but ${ENV.serviceUrl} is not: set both to use a remote service`,
      );
    const seed = env[ENV.seed];
    if (seed === undefined || seed === '') return { backend: { kind: 'local' }, appUrl };
    if (!Number.isSafeInteger(Number(seed))) throw new Error(`${ENV.seed} must be an integer`);
    return { backend: { kind: 'local', seed: Number(seed) }, appUrl };
  }
  if (!apiKey)
    throw new Error(`${ENV.serviceUrl} is set but ${ENV.serviceKey} is not: the service needs your API key`);
  const backend: BackendConfig = { kind: 'remote', baseUrl: httpUrl(ENV.serviceUrl, serviceUrl), apiKey };
  const timeout = env[ENV.timeoutMs];
  if (timeout !== undefined && timeout !== '') {
    const ms = Number(timeout);
    if (!Number.isInteger(ms) || ms < REQUEST_TIMEOUT.minMs || ms > REQUEST_TIMEOUT.maxMs)
      throw new Error(
        `${ENV.timeoutMs} must be an integer from ${REQUEST_TIMEOUT.minMs} to ${REQUEST_TIMEOUT.maxMs}`,
      );
    backend.timeoutMs = ms;
  }
  return { backend, appUrl };
}
