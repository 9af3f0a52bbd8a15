import fc from 'fast-check';
import { getAlpha2Codes } from 'i18n-iso-countries';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCountryGroups, learnCountryGroups } from './country-groups';
import { isKnownCountryId } from './country-ids';
import {
  countryIdsToAsk,
  groupIdsToSearch,
  applyDefaults,
  LIMIT_MAX,
  LIMIT_MIN,
  parse,
  parseProduct,
  serialise,
  toSearch,
  type UrlState,
} from './url-state';

/**
 * What the API accepts for each parameter (open-points.md); a state outside this is a 422. Years
 * are the exception: any four-digit year passes here, and the view clamps it into the service's
 * coverage (lib/coverage.ts, tested there with this parser).
 */
function assertValid(state: UrlState) {
  for (const id of [state.reporter, state.partner]) {
    // The service answers an unknown country with 422: only known alpha-2 ids may go out.
    if (id !== undefined) {
      expect(id).toMatch(/^[A-Z]{2}$/);
      expect(isKnownCountryId(id)).toBe(true);
    }
  }
  if (state.product !== undefined) expect(state.product).toMatch(/^(\d{2}|\d{4}|\d{6})$/);
  if (state.flow !== undefined) expect(['export', 'import']).toContain(state.flow);
  for (const y of [state.from, state.to]) {
    if (y !== undefined) {
      expect(Number.isInteger(y)).toBe(true);
      expect(y).toBeGreaterThanOrEqual(1000);
      expect(y).toBeLessThanOrEqual(9999);
    }
  }
  if (state.from !== undefined && state.to !== undefined) expect(state.from).toBeLessThanOrEqual(state.to);
  if (state.limit !== undefined) {
    expect(Number.isInteger(state.limit)).toBe(true);
    expect(state.limit).toBeGreaterThanOrEqual(LIMIT_MIN);
    expect(state.limit).toBeLessThanOrEqual(LIMIT_MAX);
  }
  if (state.measure !== undefined) expect(['value', 'quantity', 'unit_value']).toContain(state.measure);
  if (state.mix_by !== undefined) expect(['section', 'rca']).toContain(state.mix_by);
  if (state.rca_level !== undefined) expect(['hs6', 'chapter', 'section']).toContain(state.rca_level);
}

const paramName = fc.constantFrom(
  'reporter',
  'partner',
  'product',
  'flow',
  'from',
  'to',
  'limit',
  'measure',
  'mix_by',
  'rca_level',
);
/** Values biased towards the interesting edges: near-valid years, codes, numbers and junk. */
const paramValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer({ min: -100000, max: 100000 }).map(String),
  fc.integer({ min: 1900, max: 2200 }).map(String),
  fc.integer({ min: 1900, max: 2200 }).map((y) => `${y}-06-30`),
  fc.stringMatching(/^[A-Za-z]{1,4}$/),
  fc.constantFrom('ß', 'ss', 'ı', 'usa', 'DEU', 'XX', 'QQ', 'XW', 'eu', 'NaN', 'Ｄｅ', 'de\u0301'),
  fc.stringMatching(/^(hs:)?\d{1,7}$/),
  fc.constantFrom(
    'export',
    'IMPORT',
    'both',
    'value',
    'quantity',
    'unit_value',
    ' Unit_Value ',
    'RCA',
    'chapter',
    'hs6',
    '1e3',
    '0x10',
    ' 12 ',
    'NaN',
    '99999999999999999999',
  ),
);

const validState: fc.Arbitrary<UrlState> = fc
  .record(
    {
      reporter: fc.constantFrom(...Object.keys(getAlpha2Codes())),
      partner: fc.constantFrom('XW', 'EU', ...Object.keys(getAlpha2Codes())),
      product: fc.stringMatching(/^(\d{2}|\d{4}|\d{6})$/),
      flow: fc.constantFrom('export' as const, 'import' as const),
      from: fc.integer({ min: 1000, max: 9999 }),
      to: fc.integer({ min: 1000, max: 9999 }),
      limit: fc.integer({ min: LIMIT_MIN, max: LIMIT_MAX }),
      measure: fc.constantFrom('value' as const, 'quantity' as const, 'unit_value' as const),
      mix_by: fc.constantFrom('section' as const, 'rca' as const),
      rca_level: fc.constantFrom('hs6' as const, 'chapter' as const, 'section' as const),
    },
    { requiredKeys: [] },
  )
  .map((s) => {
    if (s.from !== undefined && s.to !== undefined && s.from > s.to) return { ...s, from: s.to, to: s.from };
    return s;
  });

describe('url-state parse', () => {
  it('never throws and never yields a value the API would reject, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const { state } = parse(query);
        assertValid(state);
      }),
      { numRuns: 500 },
    );
  });

  it('stays in the valid domain for any combination of known parameters and hostile values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(paramName, paramValue), { maxLength: 10 }), (pairs) => {
        const params = new URLSearchParams();
        for (const [k, v] of pairs) params.append(k, v);
        const { state, notices } = parse(params);
        assertValid(state);
        for (const n of notices) expect(n.message.length).toBeLessThan(200);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips: parse(serialise(s)) is s, with no notices', () => {
    fc.assert(
      fc.property(validState, (s) => {
        const { state, notices } = parse(serialise(s));
        expect(notices).toEqual([]);
        expect(state).toEqual(s);
      }),
    );
  });

  it('canonicalises case and accepted variants', () => {
    const { state, notices } = parse(
      'reporter=de&partner=fra&product=hs:090111&flow=EXPORT&from=2015-01-01&to=2020',
    );
    expect(state).toEqual({
      reporter: 'DE',
      partner: 'FR',
      product: '090111',
      flow: 'export',
      from: 2015,
      to: 2020,
    });
    expect(notices).toEqual([]);
  });

  it('takes alpha-3 in any case as alpha-2, and drops unknown or non-ASCII ids with a notice', () => {
    expect(parse('reporter=usa&partner=Deu').state).toEqual({ reporter: 'US', partner: 'DE' });
    expect(parse('reporter=xw&partner=eu').state).toEqual({ reporter: 'XW', partner: 'EU' });
    // 'ß'.toUpperCase() is 'SS' (South Sudan) and NaN would pass as an alpha-3 shape.
    for (const raw of ['ß', 'NaN', 'XX', 'ZZZ']) {
      const { state, notices } = parse(`partner=${encodeURIComponent(raw)}`);
      expect(state).toEqual({});
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toContain(raw);
    }
  });

  it("leaves the range of years to the service's coverage: any four-digit year passes, without a notice", () => {
    // The view clamps 1990 and 2999 into the coverage with one notice each (lib/coverage.ts);
    // a second notice here, by the clock, would report the same fault twice.
    expect(parse('from=1990&to=2999')).toEqual({ state: { from: 1990, to: 2999 }, notices: [] });
    expect(parse('to=2031-12-31')).toEqual({ state: { to: 2031 }, notices: [] });
    expect(parse('from=1000&to=9999')).toEqual({ state: { from: 1000, to: 9999 }, notices: [] });
  });

  it('drops what names no year with a notice: other than four digits, a leading zero, an impossible date', () => {
    for (const raw of [
      '12345',
      '999',
      '0999',
      '0000',
      '-2020',
      '2020-13-01',
      '2020-00-10',
      '2020-06-32',
      '2020-6-1',
      '20x5',
    ]) {
      const { state, notices } = parse(`to=${encodeURIComponent(raw)}`);
      expect(state, raw).toEqual({});
      expect(
        notices.map((n) => n.message),
        raw,
      ).toEqual([`"${raw}" is not a year; "to" ignored.`]);
    }
  });

  it('swaps from > to with a notice', () => {
    const { state, notices } = parse('from=2020&to=2012');
    expect(state).toEqual({ from: 2012, to: 2020 });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/swapped/);
  });

  it('drops malformed values with a notice naming them', () => {
    const { state, notices } = parse('from=abc&flow=both&product=12x&limit=ten&reporter=Germany');
    expect(state).toEqual({});
    expect(notices.map((n) => n.param).sort()).toEqual(['flow', 'from', 'limit', 'product', 'reporter']);
    expect(notices.find((n) => n.param === 'product')?.message).toContain('12x');
  });

  it('clamps limit to its bounds', () => {
    expect(parse('limit=0').state.limit).toBe(LIMIT_MIN);
    expect(parse('limit=100000').state.limit).toBe(LIMIT_MAX);
    expect(parse('limit=20').notices).toEqual([]);
    // A negative number is a whole number out of range: clamped with a notice, not "not a number".
    const negative = parse('limit=-5');
    expect(negative.state.limit).toBe(LIMIT_MIN);
    expect(negative.notices[0]?.message).toMatch(/outside 1–500; set to 1/);
  });

  it('takes a view’s own limit maximum (the flow explorer’s /trade allows 10,000)', () => {
    expect(parse('limit=5000', { limitMax: 10_000 })).toEqual({ state: { limit: 5000 }, notices: [] });
    const over = parse('limit=20000', { limitMax: 10_000 });
    expect(over.state.limit).toBe(10_000);
    expect(over.notices[0]?.message).toBe('Limit 20000 is outside 1–10000; set to 10000.');
    expect(parse('limit=5000').state.limit).toBe(LIMIT_MAX);
  });

  it('reads an empty parameter as absent: no value, no notice', () => {
    expect(parse('reporter=&partner=&product=&flow=&from=&to=&limit=&measure=')).toEqual({
      state: {},
      notices: [],
    });
  });

  it('ignores the spaces around a value', () => {
    const spaced = (value: string) => encodeURIComponent(` ${value} `);
    const query = ['product', 'flow', 'from', 'limit', 'measure']
      .map((param, i) => `${param}=${spaced(['090111', 'Import', '2015', '20', 'Unit_Value'][i]!)}`)
      .join('&');
    expect(parse(query)).toEqual({
      state: { product: '090111', flow: 'import', from: 2015, limit: 20, measure: 'unit_value' },
      notices: [],
    });
    expect(parse(`reporter=${spaced('de')}`).state).toEqual({ reporter: 'DE' });
  });

  it('reads a repeated parameter: the first value that names something, a notice for each other one', () => {
    // A link once seen to open a blank page: a hostile reporter, a blank year, a second malformed one.
    const hostile = parse('reporter=javascript:window.__xss=1&from=+&from=2015.5');
    expect(hostile.state).toEqual({});
    expect(hostile.notices.map((n) => [n.param, n.message])).toEqual([
      [
        'reporter',
        '"javascript:window.__xss=1" is not a country code (ISO alpha-2 such as DE, or alpha-3 such as DEU); ignored.',
      ],
      ['from', 'A blank value is not a year; "from" ignored.'],
      ['from', '"2015.5" is not a year; "from" ignored.'],
    ]);
    // A malformed first value does not hide a valid second one, and a third is said to be ignored.
    const repeated = parse('from=x&from=2015&from=2018&flow=import&flow=export&to=2020&to=2020');
    expect(repeated.state).toEqual({ from: 2015, to: 2020, flow: 'import' });
    expect(repeated.notices.map((n) => n.message)).toEqual([
      '"flow" is given 2 times; "import" is used and "export" ignored.',
      '"x" is not a year; "from" ignored.',
      '"from" is given 3 times; "2015" is used and "2018" ignored.',
      '"to" is given 2 times; "2020" is used and "2020" ignored.',
    ]);
  });

  it('never throws and says something about every repeated or malformed parameter', () => {
    const param = fc.constantFrom('reporter', 'partner', 'product', 'flow', 'from', 'to', 'limit', 'measure');
    fc.assert(
      fc.property(fc.array(fc.tuple(param, fc.string({ maxLength: 12 })), { maxLength: 8 }), (pairs) => {
        const { state, notices } = parse(new URLSearchParams(pairs));
        for (const name of new Set(pairs.map(([p]) => p))) {
          const given = pairs.filter(([p, v]) => p === name && v !== '').length;
          const read = state[name] === undefined ? 0 : 1;
          // Every given value that was not read is accounted for by a notice about its parameter.
          if (given > read) expect(notices.some((n) => n.param === name)).toBe(true);
        }
      }),
    );
  });

  it('says which parameter each notice is about and what was wrong with it', () => {
    const { notices } = parse(
      'reporter=Germany&partner=QQ&product=12x&flow=both&from=abc&limit=ten&measure=weight',
    );
    expect(notices).toEqual([
      {
        param: 'reporter',
        input: 'Germany',
        message: '"Germany" is not a country code (ISO alpha-2 such as DE, or alpha-3 such as DEU); ignored.',
      },
      { param: 'partner', input: 'QQ', message: '"QQ" is not a known country code; ignored.' },
      {
        param: 'product',
        input: '12x',
        message: '"12x" is not a product code (6-digit HS code or a 2- or 4-digit prefix); ignored.',
      },
      { param: 'flow', input: 'both', message: 'Flow "both" is neither export nor import; ignored.' },
      { param: 'from', input: 'abc', message: '"abc" is not a year; "from" ignored.' },
      { param: 'limit', input: 'ten', message: 'Limit "ten" is not a whole number; ignored.' },
      {
        param: 'measure',
        input: 'weight',
        message: 'Measure "weight" is not value, quantity or unit_value; ignored.',
      },
    ]);
    expect(parse('from=2020&to=2012').notices).toEqual([
      { param: 'from', input: '2020', message: '"from" 2020 was after "to" 2012; the two were swapped.' },
    ]);
    expect(parse('limit=0').notices).toEqual([
      { param: 'limit', input: '0', message: 'Limit 0 is outside 1–500; set to 1.' },
    ]);
  });

  it('quotes at most 40 characters of what was typed, so a hostile URL cannot grow a notice', () => {
    const forty = 'x'.repeat(40);
    expect(parse(`flow=${forty}`).notices[0]).toEqual({
      param: 'flow',
      input: forty,
      message: `Flow "${forty}" is neither export nor import; ignored.`,
    });
    const long = `${forty}yz`;
    expect(parse(`flow=${long}`).notices[0]).toEqual({
      param: 'flow',
      input: `${forty}…`,
      message: `Flow "${forty}…" is neither export nor import; ignored.`,
    });
  });

  it('takes every measure, in any case', () => {
    for (const measure of ['value', 'quantity', 'unit_value'] as const) {
      expect(parse(`measure=${measure.toUpperCase()}`)).toEqual({ state: { measure }, notices: [] });
    }
  });

  it('drops a date whose day is 0', () => {
    expect(parse('to=2020-06-00').state).toEqual({});
  });

  it('never reads the clock: the running year and the years after it are years like any other', () => {
    const running = new Date().getFullYear();
    expect(parse(`from=${running}&to=${running + 5}`)).toEqual({
      state: { from: running, to: running + 5 },
      notices: [],
    });
  });
});

describe('url-state: the product mix and RCA level parameters', () => {
  it('reads them in any case and drops an unknown word with a notice naming the choices', () => {
    expect(parse('mix_by=RCA&rca_level= Chapter ').state).toEqual({ mix_by: 'rca', rca_level: 'chapter' });
    const { state, notices } = parse('mix_by=value&rca_level=heading');
    expect(state).toEqual({});
    expect(notices.map((n) => n.message)).toEqual([
      '"mix_by" must be section or rca; "value" ignored.',
      '"rca_level" must be hs6 or chapter or section; "heading" ignored.',
    ]);
  });
});

describe('url-state serialise', () => {
  it('writes parameters in a stable order and keeps unknown ones', () => {
    const base = new URLSearchParams('chart=bar&from=2011');
    expect(serialise({ to: 2020, from: 2012, reporter: 'DE' }, base).toString()).toBe(
      'chart=bar&reporter=DE&from=2012&to=2020',
    );
    expect(toSearch({})).toBe('');
    // A null from a caller outside the type checker is omitted like undefined, never "null".
    expect(toSearch({ from: null, to: 2020 } as unknown as UrlState)).toBe('?to=2020');
    expect(toSearch({ flow: 'import' })).toBe('?flow=import');
  });
});

describe('url-state defaults', () => {
  it('fills what the URL leaves out, and what the URL says wins', () => {
    expect(applyDefaults(parse('from=2015').state, { to: 2024 })).toEqual({ from: 2015, to: 2024 });
    expect(applyDefaults(parse('to=2025').state, { to: 2024 }).to).toBe(2025);
  });

  it('never turns a valid URL into an invalid range, whatever the defaults', () => {
    const year = fc.option(fc.integer({ min: 2010, max: 2030 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(paramName, paramValue), { maxLength: 10 }),
        year,
        year,
        (pairs, from, to) => {
          const params = new URLSearchParams();
          for (const [k, v] of pairs) params.append(k, v);
          const explicit = parse(params).state;
          const state = applyDefaults(explicit, { from, to, flow: 'export' as const });
          assertValid(state);
          if (explicit.from !== undefined) expect(state.from).toBe(explicit.from);
          if (explicit.to !== undefined) expect(state.to).toBe(explicit.to);
        },
      ),
      { numRuns: 500 },
    );
    // A defaulted `to` before an explicit `from` moves up to it, a defaulted `from` after an
    // explicit `to` down to it.
    expect(applyDefaults(parse('from=2026').state, { to: 2025 })).toEqual({ from: 2026, to: 2026 });
    expect(applyDefaults(parse('to=2012').state, { from: 2015 })).toEqual({ from: 2012, to: 2012 });
  });

  it('leaves two years the caller gave alone, even reversed (parse has swapped those of a URL)', () => {
    expect(applyDefaults({ from: 2020, to: 2012 }, { from: 2010, to: 2024 })).toEqual({
      from: 2020,
      to: 2012,
    });
  });
});

describe('parseProduct', () => {
  it('takes 2, 4 or 6 digits (6 also after "hs:"), and nothing with more digits or anything around them', () => {
    expect(['09', '0901', '090111', 'hs:090111', 'HS:090111', ' 0901 '].map(parseProduct)).toEqual([
      '09',
      '0901',
      '090111',
      '090111',
      '090111',
      '0901',
    ]);
    for (const bad of [
      'x090111',
      '0901110',
      'hs:0901',
      '123',
      '09011',
      'x0901',
      '0901x',
      '09x',
      'x09',
      'hs:09',
    ]) {
      expect(parseProduct(bad), bad).toBeUndefined();
    }
  });
});

describe('groupIdsToSearch', () => {
  const search = (query: string) => groupIdsToSearch(new URLSearchParams(query));
  beforeEach(() => forgetCountryGroups());

  it('names three letters no alpha-3 code and no learned group accounts for, once each, upper-cased', () => {
    expect(search('reporter=EUN&partner=wld&countries=DEU,eun,usa,EU')).toEqual(['EUN', 'WLD']);
    expect(search('reporter=DEU&partner=chn&countries=EU,US,GBR')).toEqual([]);
    learnCountryGroups([{ id: 'EUN', name: 'European Union', is_group: true }]);
    expect(search('reporter=EUN&partner=wld')).toEqual(['WLD']);
  });

  it('leaves other lengths and other parameters alone, and names at most eight', () => {
    expect(search('reporter=EU&partner=EURO&product=EUN&q=WLD')).toEqual([]);
    const ten = ['QAA', 'QAB', 'QAC', 'QAD', 'QAE', 'QAF', 'QAG', 'QAH', 'QAI', 'QAJ'];
    expect(search(`countries=${ten.join(',')}`)).toEqual(ten.slice(0, 8));
  });
});

describe('countryIdsToAsk', () => {
  const ask = (search: string) => countryIdsToAsk(new URLSearchParams(search));
  beforeEach(() => forgetCountryGroups());

  it('names the letters no ISO code and no learned group accounts for, once each, upper-cased', () => {
    expect(ask('reporter=EU&partner=cn')).toEqual(['EU']);
    expect(ask('reporter=eu&partner=xw')).toEqual(['EU', 'XW']);
    expect(ask('reporter=QQ&partner=qq')).toEqual(['QQ']);
    expect(ask('countries=de, EU,eu ,FR')).toEqual(['EU']);
    expect(ask('reporter=EU&countries=US,XW')).toEqual(['EU', 'XW']);
  });

  it('asks nothing about ISO codes (alpha-2 or alpha-3, Kosovo included) or groups already learned', () => {
    expect(ask('reporter=DEU&partner=xk&countries=us,CHN')).toEqual([]);
    learnCountryGroups([
      { id: 'EU', name: 'European Union', is_group: true },
      { id: 'XW', name: 'World', is_group: true },
    ]);
    expect(ask('reporter=EU&partner=xw')).toEqual([]);
  });

  it('leaves to the parser and its notices what cannot be a path id of the service', () => {
    expect(ask('reporter=<b>&partner=E1&countries=EURO,,X, ')).toEqual([]);
    // Three letters that are no alpha-3 code: the service would refuse /countries/EUN with a 422.
    expect(ask('reporter=EUN&partner=wld')).toEqual([]);
    expect(ask('product=EU&flow=export')).toEqual([]);
  });

  it('asks about at most eight ids of one URL', () => {
    const ten = ['QM', 'QN', 'QO', 'QP', 'QQ', 'QR', 'QS', 'QT', 'QU', 'QV'];
    expect(ask(`countries=${ten.join(',')}`)).toEqual(ten.slice(0, 8));
  });
});
