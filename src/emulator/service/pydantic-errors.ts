/**
 * 422 detail items exactly as FastAPI with Pydantic v2 writes them (no `url`, `input` is the
 * raw query string, `null` for a missing parameter; `ctx.error` of a value error serialises
 * to `{}`), so a client written against the emulator reads the real service's errors too.
 */
export type Loc = ['query' | 'path', string];

export interface ValidationErrorItem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export const missing = (loc: Loc): ValidationErrorItem => ({
  type: 'missing',
  loc,
  msg: 'Field required',
  input: null,
});

export const stringTooShort = (loc: Loc, input: string, minLength: number): ValidationErrorItem => ({
  type: 'string_too_short',
  loc,
  msg: `String should have at least ${minLength} character${minLength === 1 ? '' : 's'}`,
  input,
  ctx: { min_length: minLength },
});

export const intParsing = (loc: Loc, input: string): ValidationErrorItem => ({
  type: 'int_parsing',
  loc,
  msg: 'Input should be a valid integer, unable to parse string as an integer',
  input,
});

export const greaterThanEqual = (loc: Loc, input: string, ge: number): ValidationErrorItem => ({
  type: 'greater_than_equal',
  loc,
  msg: `Input should be greater than or equal to ${ge}`,
  input,
  ctx: { ge },
});

export const lessThanEqual = (loc: Loc, input: string, le: number): ValidationErrorItem => ({
  type: 'less_than_equal',
  loc,
  msg: `Input should be less than or equal to ${le}`,
  input,
  ctx: { le },
});

/** Pydantic joins the expected literals as `'a', 'b' or 'c'`. */
export const literalError = (loc: Loc, input: string, expected: readonly string[]): ValidationErrorItem => {
  const quoted = expected.map((e) => `'${e}'`);
  const text =
    quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
  return { type: 'literal_error', loc, msg: `Input should be ${text}`, input, ctx: { expected: text } };
};

export const valueError = (loc: Loc, input: unknown, message: string): ValidationErrorItem => ({
  type: 'value_error',
  loc,
  msg: `Value error, ${message}`,
  input,
  ctx: { error: {} },
});
