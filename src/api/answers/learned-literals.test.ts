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

  it('reads double-quoted values too', () => {
    expect(expectedValues('"exports" or "imports"')).toEqual(['exports', 'imports']);
    expect(expectedValues('"" or "x"')).toEqual(['', 'x']);
  });

  it('matches their spelling with case and punctuation set aside, or one extending the other', () => {
    expect(mappingFrom422([literal("'Ex-port' or 'Im_port'")])?.map).toEqual(
      new Map([
        ['export', 'Ex-port'],
        ['import', 'Im_port'],
      ]),
    );
    // Theirs shorter than ours.
    expect(mappingFrom422([literal("'exp' or 'imp'")])?.map.get('export')).toBe('exp');
    // An exact spelling wins over a longer one.
    expect(mappingFrom422([literal("'export', 'exports', 'import' or 'imports'")])?.map).toEqual(
      new Map([
        ['export', 'export'],
        ['import', 'import'],
      ]),
    );
  });

  it('learns nothing when one of ours matches none, two, or the same value as another', () => {
    expect(mappingFrom422([literal("'exports' or 'inbound'")])).toBeNull();
    expect(mappingFrom422([literal("'exports', 'exported' or 'imports'")])).toBeNull();
    // The empty literal extends to both of ours: not a distinct value each.
    expect(mappingFrom422([literal("'' or 'total'")])).toBeNull();
  });

  it('reads only query parameters of ours, and goes on past a detail that lists nothing', () => {
    expect(mappingFrom422([literal("'exports' or 'imports'", ['path', 'flow'])])).toBeNull();
    expect(mappingFrom422([literal("'exports' or 'imports'", ['query'])])).toBeNull();
    expect(mappingFrom422([literal("'a' or 'b'", ['query', 'constructor'])])).toBeNull();
    expect(mappingFrom422([literal(undefined), literal("'exports' or 'imports'")])?.map.get('export')).toBe(
      'exports',
    );
  });

  it('leaves values it learned nothing about as they are', () => {
    rememberLiterals('https://a', 'flow', new Map([['export', 'exports']]));
    expect(inServiceLiterals('https://a', { flow: 'both' })).toStrictEqual({ flow: 'both' });
    expect(inServiceLiterals('https://a', { limit: 5 })).toStrictEqual({ limit: 5 });
    expect(learnedLiterals('https://unknown')).toStrictEqual({});
  });
});
