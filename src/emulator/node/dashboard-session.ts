/**
 * How the dashboard served by `npm start` reaches its own service without a key typed: serving
 * the page sets a session cookie (HttpOnly, SameSite=Strict, Path=/api: the page's scripts
 * cannot read it, no other site's page sends it, it never appears in a URL or in the page's
 * storage). The cookie value is `<random id>.<HMAC of the id>`, signed with SESSION_SECRET (or a
 * per-process secret), so replicas sharing the secret accept each other's sessions. A request
 * without an Authorization header but with a valid cookie is handled as if it carried the cookie
 * value as its bearer key: the rate limit counts per session, like any key. Anyone who can load
 * the dashboard can use the data through it; other clients still need one of API_KEYS.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = 'tradescope_session';

export interface DashboardSessions {
  /** A fresh signed session value. */
  issue(): string;
  /** True when `value` is a session this secret signed. */
  verify(value: string): boolean;
  /** The Set-Cookie header for a session value, scoped to the service's path. */
  cookie(value: string, path: string, secure: boolean): string;
}

export function createDashboardSessions(secret: string = randomBytes(32).toString('hex')): DashboardSessions {
  const sign = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');
  return {
    issue() {
      const id = randomBytes(18).toString('base64url');
      return `${id}.${sign(id)}`;
    },
    verify(value) {
      const dot = value.indexOf('.');
      if (dot <= 0) return false;
      const want = Buffer.from(sign(value.slice(0, dot)));
      const got = Buffer.from(value.slice(dot + 1));
      return want.length === got.length && timingSafeEqual(want, got);
    },
    cookie(value, path, secure) {
      return `${SESSION_COOKIE}=${value}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

/** The session cookie's value in a Cookie header, if any. */
export function sessionFromCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
  }
  return null;
}

/** The accepted keys: the operator's, plus any session this server signed. */
export class KeysWithSessions extends Set<string> {
  constructor(
    keys: Iterable<string>,
    private readonly sessions: DashboardSessions,
  ) {
    super(keys);
  }
  override has(key: string): boolean {
    return super.has(key) || this.sessions.verify(key);
  }
}
