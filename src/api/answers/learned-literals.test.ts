import { afterEach, describe, expect, it } from 'vitest';
import {
  expectedValues,
  forgetLearnedLiterals,
  inServiceLiterals,
  learnedLiterals,
  mappingFrom422,
  rememberLiterals,
} from './learned-literals';

afterEach(forgetLearnedLiterals);

const literal = (expected: unknown, loc: (string | number)[] = ['query', 'flow']) => ({
  loc,
  msg: `Input should be ${String(expected)}`,
  type: 'literal_error',
  input: 'export',
  ctx: { expected },
});

describe('values a service spells its own way', () => {
  it('reads the values Pydantic lists in ctx.expected', () => {
    expect(expectedValues("'exports' or 'imports'")).toEqual(['exports', 'imports']);
    expect(expectedValues("'X', 'M' or 'RX'")).toEqual(['X', 'M', 'RX']);
    expect(expectedValues(['a', 'b'])).toEqual(['a', 'b']);
    expect(expectedValues(undefined)).toEqual([]);
  });

  it('learns a mapping only when each of ours maps onto a distinct value of theirs', () => {
    expect(mappingFrom422([literal("'exports' or 'imports'")])).toEqual({
      param: 'flow',
      map: new Map([
        ['export', 'exports'],
        ['import', 'imports'],
      ]),
    });
    expect(mappingFrom422([literal("'EXPORT' or 'IMPORT'")])?.map.get('import')).toBe('IMPORT');
    // Comtrade's codes cannot be told from ours safely: nothing is learned.
    expect(mappingFrom422([literal("'X' or 'M'")])).toBeNull();
    expect(mappingFrom422([literal("'exports' or 'imports'", ['query', 'limit'])])).toBeNull();
    expect(mappingFrom422([{ ...literal("'exports' or 'imports'"), type: 'enum' }])).toBeNull();
  });

  it('sends the learned spelling to that service only', () => {
    rememberLiterals('https://a', 'flow', new Map([['export', 'exports']]));
    expect(inServiceLiterals('https://a', { flow: 'export', limit: 5 })).toEqual({
      flow: 'exports',
      limit: 5,
    });
    expect(inServiceLiterals('https://b', { flow: 'export' })).toEqual({ flow: 'export' });
    expect(learnedLiterals('https://a')).toEqual({ flow: { export: 'exports' } });
  });
});
