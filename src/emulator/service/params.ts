/**
 * Reads and normalises request parameters the way the FastAPI service declares them,
 * collecting every error of the request (FastAPI reports all of them at once, path first,
 * then query parameters in declaration order). The engine only ever sees resolved values.
 */
import type { AsyncTradeEngine, Flow, YearBounds } from '../engine/engine-types';
import {
  greaterThanEqual,
  intParsing,
  lessThanEqual,
  literalError,
  missing,
  stringTooShort,
  valueError,
  type Loc,
  type ValidationErrorItem,
} from './pydantic-errors';

const FLOWS: readonly Flow[] = ['export', 'import'];

/** Pydantic's lax str→int: surrounding whitespace, a sign, `_` separators and `.000` pass. */
const INT_TEXT = /^[+-]?\d+(?:_\d+)*(?:\.0*)?$/;
const YEAR_TEXT = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/;
/** 2- or 4-digit prefix or a 6-digit code, optionally `hs:`-prefixed (any case). */
const PRODUCT_TEXT = /^(?:hs:)?(\d{2}|\d{4}|\d{6})$/i;
/** Country ids are two characters (ISO alpha-2, or a group id that collides with no ISO code). */
const CID_TEXT = /^[A-Za-z0-9]{2}$/;

export type PathParams = Record<string, string | readonly string[] | undefined>;

export class ParamReader {
  readonly errors: ValidationErrorItem[] = [];

  constructor(
    private readonly url: URL,
    private readonly pathParams: PathParams,
    private readonly engine: AsyncTradeEngine,
  ) {}

  /** Starlette keeps the last value of a repeated query parameter. */
  private raw(name: string): string | undefined {
    const all = this.url.searchParams.getAll(name);
    return all.length > 0 ? all[all.length - 1] : undefined;
  }

  private fail(item: ValidationErrorItem): undefined {
    this.errors.push(item);
    return undefined;
  }

  /** `limit: int = Query(def, ge=min, le=max)` */
  limit(def: number, min: number, max: number, name = 'limit'): number | undefined {
    const text = this.raw(name);
    if (text === undefined) return def;
    const loc: Loc = ['query', name];
    const trimmed = text.trim();
    if (!INT_TEXT.test(trimmed)) return this.fail(intParsing(loc, text));
    const value = Number(trimmed.replace(/\.0*$/, '').replaceAll('_', ''));
    if (value < min) return this.fail(greaterThanEqual(loc, text, min));
    if (value > max) return this.fail(lessThanEqual(loc, text, max));
    return value;
  }

  /** `q: str = Query(min_length=1)` */
  requiredString(name: string, minLength: number): string | undefined {
    const text = this.raw(name);
    const loc: Loc = ['query', name];
    if (text === undefined) return this.fail(missing(loc));
    if ([...text].length < minLength) return this.fail(stringTooShort(loc, text, minLength));
    return text;
  }

  /** `flow: Literal['export', 'import'] | None`; absent → the endpoint's default. */
  flow<D extends Flow | undefined>(def: D): Flow | D {
    const text = this.raw('flow');
    if (text === undefined) return def;
    if ((FLOWS as readonly string[]).includes(text)) return text as Flow;
    this.fail(literalError(['query', 'flow'], text, FLOWS));
    return def;
  }

  private year(name: 'from' | 'to'): number | undefined {
    const text = this.raw(name);
    if (text === undefined) return undefined;
    const m = YEAR_TEXT.exec(text);
    if (m && (m[2] === undefined || isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))))
      return Number(m[1]);
    return this.fail(
      valueError(['query', name], text, `${name} must be a year (YYYY) or a date (YYYY-MM-DD)`),
    );
  }

  /** `from` and `to`, inclusive years; `from` later than `to` is an error on `to`. */
  years(): YearBounds {
    const from = this.year('from');
    const to = this.year('to');
    if (from !== undefined && to !== undefined && from > to) {
      this.fail(
        valueError(['query', 'to'], this.raw('to'), `to (${to}) must not be earlier than from (${from})`),
      );
    }
    const out: YearBounds = {};
    if (from !== undefined) out.from = from;
    if (to !== undefined) out.to = to;
    return out;
  }

  /** Optional country filter: alpha-2 or alpha-3 in any case, answered as the canonical id. */
  async country(name: 'reporter' | 'partner'): Promise<string | undefined> {
    const text = this.raw(name);
    if (text === undefined) return undefined;
    const id = /^[A-Za-z0-9]{2,3}$/.test(text) ? await this.engine.resolveCountry(text) : null;
    if (id) return id;
    return this.fail(
      valueError(
        ['query', name],
        text,
        `unknown country '${text}': use an ISO 3166-1 alpha-2 or alpha-3 code`,
      ),
    );
  }

  /** Optional product filter: HS6, `hs:HS6`, or a 2/4-digit prefix that exists in the catalog. */
  async product(): Promise<string | undefined> {
    const text = this.raw('product');
    if (text === undefined) return undefined;
    const loc: Loc = ['query', 'product'];
    const prefix = PRODUCT_TEXT.exec(text)?.[1];
    if (prefix === undefined) {
      return this.fail(
        valueError(loc, text, 'product must be an HS6 code, hs:<HS6> or a 2- or 4-digit HS prefix'),
      );
    }
    if (await this.engine.productPrefixExists(prefix)) return prefix;
    return this.fail(valueError(loc, text, `unknown product '${text}': no HS6 code starts with ${prefix}`));
  }

  private path(name: string): string {
    const v = this.pathParams[name];
    return (Array.isArray(v) ? v.join('/') : (v as string | undefined)) ?? '';
  }

  /** Path `pid`: format only; whether it matches anything is a 404, decided by the handler. */
  pid(): string | undefined {
    const text = this.path('pid');
    const prefix = PRODUCT_TEXT.exec(text)?.[1];
    if (prefix !== undefined) return prefix;
    return this.fail(
      valueError(['path', 'pid'], text, 'pid must be an HS6 code, hs:<HS6> or a 2- or 4-digit HS prefix'),
    );
  }

  /** Path `cid`: a two-character id in any case; whether it exists is a 404. */
  cid(): string | undefined {
    const text = this.path('cid');
    if (CID_TEXT.test(text)) return text.toUpperCase();
    return this.fail(valueError(['path', 'cid'], text, 'cid must be an ISO 3166-1 alpha-2 code'));
  }
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  // setUTCFullYear, not Date.UTC: the latter maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
