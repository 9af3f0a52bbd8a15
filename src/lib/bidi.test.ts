import { describe, expect, it } from 'vitest';
import {
  hasBidiControls,
  isolateBidi,
  isolateBidiDeep,
  jsonMayHoldBidiControls,
  stripBidiControls,
} from './bidi';

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

describe('bidi', () => {
  it('leaves ordinary names exactly as they are (Arabic and Hebrew included)', () => {
    for (const name of ['Germany', "Côte d'Ivoire", 'مصر', 'ישראל', '']) {
      expect(isolateBidi(name)).toBe(name);
      expect(hasBidiControls(name)).toBe(false);
    }
  });

  it('wraps a string with an override in FSI…PDI, so the override ends with it', () => {
    expect(isolateBidi(`${RLO}China`)).toBe(`${FSI}${RLO}China${PDI}`);
  });

  it('drops the string’s own isolates: a stray PDI cannot close the isolate around it', () => {
    expect(isolateBidi(`${PDI}${RLO}evil`)).toBe(`${FSI}${RLO}evil${PDI}`);
    expect(isolateBidi(`${FSI}x`)).toBe(`${FSI}x${PDI}`);
  });

  it('strips every directional formatting character for chart text', () => {
    expect(stripBidiControls(`\u202A\u202B${RLO}Ch\u202Cina\u2066\u2067${PDI}`)).toBe('China');
  });

  it('finds controls in raw JSON text, as characters or as \\u escapes', () => {
    expect(jsonMayHoldBidiControls(JSON.stringify({ name: `${RLO}x` }))).toBe(true);
    expect(jsonMayHoldBidiControls('{"name":"\\u202e x"}')).toBe(true);
    expect(jsonMayHoldBidiControls('{"name":"\\u2069"}')).toBe(true);
    expect(jsonMayHoldBidiControls('{"name":"Germany \\u00e9"}')).toBe(false);
  });

  it('isolates every string of a parsed answer, deep, without changing the input', () => {
    const body = {
      data: [{ id: 'CN', name: `${RLO}China`, share: 0.5, tags: [`${RLO}a`, 'b'] }],
      request_id: 'r',
    };
    const out = isolateBidiDeep(body);
    expect(out).toEqual({
      data: [{ id: 'CN', name: `${FSI}${RLO}China${PDI}`, share: 0.5, tags: [`${FSI}${RLO}a${PDI}`, 'b'] }],
      request_id: 'r',
    });
    expect(body.data[0]!.name).toBe(`${RLO}China`);
  });
});
