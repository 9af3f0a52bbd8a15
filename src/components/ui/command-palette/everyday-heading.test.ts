import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { everydayHeadingApplies, type HeadingLookup } from './everyday-heading';

const hs2022 = [{ hs_version: 2022 }];
const hs1992 = [{ hs_version: 1992 }];
const answered = (matches: HeadingLookup['matches']): HeadingLookup => ({
  status: 'success',
  matches,
  error: null,
});
const failed = (status: number | null): HeadingLookup => ({
  status: 'error',
  matches: undefined,
  error: new ApiError({
    kind: status === null ? 'network' : 'http',
    status,
    message: 'failed',
    endpoint: 'GET /products/{pid}',
  }),
});
const pending: HeadingLookup = { status: 'pending', matches: undefined, error: null };

describe('everydayHeadingApplies', () => {
  it('follows the service’s own entry for the heading first', () => {
    expect(everydayHeadingApplies(answered(hs2022), hs1992)).toBe(true);
    expect(everydayHeadingApplies(answered(hs1992), hs2022)).toBe(false);
    expect(everydayHeadingApplies(answered([...hs2022, ...hs1992]), [])).toBe(false);
  });

  it('refuses a heading the service lists nothing under', () => {
    expect(everydayHeadingApplies(answered([]), hs2022)).toBe(false);
    expect(everydayHeadingApplies(failed(404), hs2022)).toBe(false);
  });

  it('reads the search rows’ revision while the heading is unknown', () => {
    expect(everydayHeadingApplies(pending, hs2022)).toBe(true);
    expect(everydayHeadingApplies(pending, hs1992)).toBe(false);
    expect(everydayHeadingApplies(failed(500), hs1992)).toBe(false);
  });

  it('holds the heading back while nothing has told, and assumes HS 2022 once the lookup failed', () => {
    expect(everydayHeadingApplies(pending, [])).toBeNull();
    expect(everydayHeadingApplies(failed(null), [])).toBe(true);
    expect(everydayHeadingApplies(failed(503), [])).toBe(true);
  });

  it('takes a row without a revision as HS 2022, as every view does', () => {
    expect(everydayHeadingApplies(answered([{}]), [])).toBe(true);
    expect(everydayHeadingApplies(pending, [{ hs_version: null }])).toBe(true);
  });
});
