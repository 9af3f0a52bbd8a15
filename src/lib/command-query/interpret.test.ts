import { describe, expect, it } from 'vitest';
import {
  interpret,
  MAX_QUERY_LENGTH,
  pickProduct,
  planDestinations,
  type Destination,
  type ResolvedProduct,
} from './interpret';
import { lookupCountry } from './country-lookup';

/** A small catalog standing in for GET /products?q=: the words a test uses and what they find. */
const CATALOG: Record<string, ResolvedProduct> = {
  coffee: { code: '0901', name: 'Coffee' },
  cars: { code: '8703', name: 'Motor cars' },
  'crude petroleum': { code: '270900', name: 'Crude petroleum oils' },
  soybeans: { code: '1201', name: 'Soya beans' },
  gold: { code: '7108', name: 'Gold' },
  'cut flowers': { code: '0603', name: 'Cut flowers' },
  cocoa: { code: '1801', name: 'Cocoa beans' },
  copper: { code: '7403', name: 'Refined copper' },
};

/** Where a phrase lands first: a compact, readable form of the first destination. */
function first(text: string): string {
  const it = interpret(text);
  const product = it.productQuery ? (CATALOG[it.productQuery] ?? null) : null;
  const [d] = planDestinations(it, product);
  return d ? summarise(d) : 'nothing';
}

function summarise(d: Destination): string {
  switch (d.kind) {
    case 'country':
      return `country ${d.cid}${d.product ? ` product ${d.product}` : ''}${d.flow ? ` ${d.flow}` : ''}`;
    case 'product':
      return `product ${d.pid}${d.reporter ? ` reporter ${d.reporter}` : ''}`;
    case 'flows':
      return `flows ${d.reporter}>${d.partner}${d.product ? ` product ${d.product}` : ''} ${d.flow}`;
    case 'compare':
      return d.countries ? `compare ${d.countries.join(',')}` : `compare products ${d.products?.join(',')}`;
    case 'index':
      return 'index';
  }
}

describe('the palette understands a table of phrasings', () => {
  const table: [string, string][] = [
    // Countries by name, in any case, without accents, with alternative names.
    ['Kenya', 'country KE'],
    ['kenya', 'country KE'],
    ['KENYA', 'country KE'],
    ['germany', 'country DE'],
    ['Côte d’Ivoire', 'country CI'],
    ['cote divoire', 'country CI'],
    ['ivory coast', 'country CI'],
    ['czech republic', 'country CZ'],
    ['czechia', 'country CZ'],
    ['united states', 'country US'],
    ['USA', 'country US'],
    ['u.s.a.', 'country US'],
    ['united kingdom', 'country GB'],
    ['south africa', 'country ZA'],
    ['trinidad and tobago', 'country TT'],
    ['Türkiye', 'country TR'],
    // ISO codes.
    ['BR', 'country BR'],
    ['deu', 'country DE'],
    ['DEU', 'country DE'],
    ['IN', 'country IN'],
    ['CAN', 'country CA'],
    // Groups.
    ['world', 'country XW'],
    ['European Union', 'country EU'],
    ['EU', 'country EU'],
    // HS codes.
    ['09', 'product 09'],
    ['0901', 'product 0901'],
    ['090111', 'product 090111'],
    ['hs:870323', 'product 870323'],
    ['HS:870323', 'product 870323'],
    // Product words.
    ['coffee', 'product 0901'],
    // An everyday name (everyday-products.ts) wins over the catalog's answer: the heading.
    ['crude petroleum', 'product 2709'],
    // Combinations.
    ['Kenya coffee', 'country KE product 0901 export'],
    ['coffee Kenya', 'country KE product 0901 export'],
    ['DE 8703', 'country DE product 8703 export'],
    ['cars from Japan', 'country JP product 8703 export'],
    ['coffee to Germany', 'country DE product 0901 import'],
    ['Germany imports cars', 'country DE product 8703 import'],
    ['Brazil to China', 'flows BR>CN export'],
    ['Brazil China soybeans', 'flows BR>CN product 1201 export'],
    ['brasil', 'nothing'],
    ['Chile -> China copper', 'flows CL>CN product 7403 export'],
    ['Germany imports from China', 'flows DE>CN import'],
    ['compare BR AR CL', 'compare BR,AR,CL'],
    ['Brazil vs Argentina', 'compare BR,AR'],
    ['Brazil, Argentina, Chile', 'compare BR,AR,CL'],
    ['0901 1801', 'compare products 0901,1801'],
    ['Ghana cocoa exports', 'country GH product 1801 export'],
    ['netherlands cut flowers', 'country NL product 0603 export'],
    // Ambiguous words stay words unless typed as codes.
    ['in', 'nothing'],
    ['can', 'nothing'],
    ['to', 'nothing'],
    // Junk yields nothing (and no request: see below).
    ['', 'nothing'],
    ['   ', 'nothing'],
    ['!!!', 'nothing'],
    ['12345', 'nothing'],
    ['x'.repeat(MAX_QUERY_LENGTH + 1), 'nothing'],
  ];
  it.each(table)('%j → %s', (text, expected) => {
    expect(first(text)).toBe(expected);
  });
});

describe('interpret', () => {
  it('keeps the leftover words as the product search and drops filler', () => {
    expect(interpret('trade of crude petroleum with the world')).toMatchObject({
      countries: [{ id: 'XW' }],
      productQuery: 'crude petroleum',
    });
  });

  it('gives no product search for junk that is only punctuation, and caps its length', () => {
    expect(interpret('?? !!').productQuery).toBe('');
    expect(interpret(`coffee ${'a'.repeat(90)}`).productQuery.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('reads the codes that are English words as words in lower case (Guam, Tonga, the Emirates)', () => {
    expect(interpret('gum arabic from Sudan')).toMatchObject({
      countries: [{ id: 'SD' }],
      productQuery: 'gum arabic',
      relation: 'from',
    });
    expect(interpret('steel per ton')).toMatchObject({ countries: [], productQuery: 'steel per ton' });
    expect(interpret('what are Kenya exports')).toMatchObject({
      countries: [{ id: 'KE' }],
      productQuery: 'what are',
      flow: 'export',
    });
    expect(interpret('GUM TON ARE').countries.map((c) => c.id)).toEqual(['GU', 'TO', 'AE']);
  });

  it('knows every relation word: from, to and versus', () => {
    const words: [string, string][] = [
      ['from', 'from'],
      ['by', 'from'],
      ['out', 'from'],
      ['to', 'to'],
      ['into', 'to'],
      ['towards', 'to'],
      ['vs', 'vs'],
      ['versus', 'vs'],
      ['v', 'vs'],
      ['against', 'vs'],
    ];
    for (const [word, relation] of words) {
      expect(interpret(`Brazil ${word} China`), word).toMatchObject({
        relation,
        compare: relation === 'vs',
        productQuery: '',
      });
    }
  });

  it('knows every flow word: exports and imports', () => {
    for (const word of ['export', 'exports', 'exporter', 'exporters', 'exported', 'sells']) {
      expect(interpret(`Brazil ${word} coffee`), word).toMatchObject({
        flow: 'export',
        productQuery: 'coffee',
      });
    }
    for (const word of ['import', 'imports', 'importer', 'importers', 'imported', 'buys']) {
      expect(interpret(`Brazil ${word} coffee`), word).toMatchObject({
        flow: 'import',
        productQuery: 'coffee',
      });
    }
  });

  it('drops every filler word from the product search', () => {
    const filler = [
      'and',
      'the',
      'of',
      'in',
      'with',
      'between',
      'trade',
      'flows',
      'flow',
      'hs',
      'product',
      'products',
      'country',
      'countries',
    ];
    for (const word of filler) expect(interpret(`${word} coffee ${word}`).productQuery, word).toBe('coffee');
    expect(interpret('compare coffee comparison')).toMatchObject({ compare: true, productQuery: 'coffee' });
  });

  it('reads as a code only 2, 4 or 6 digits standing alone', () => {
    for (const word of ['1234567', 'ab123456', '123456ab', 'hs:1234567', '123', 'x09']) {
      expect(interpret(word).productCodes, word).toEqual([]);
    }
    expect(interpret('123456 hs:654321 0901 09').productCodes).toEqual(['123456', '654321', '0901', '09']);
  });

  it('does not repeat a country typed twice', () => {
    expect(interpret('Kenya KE kenya').countries.map((c) => c.id)).toEqual(['KE']);
  });

  it('limits a comparison to six countries', () => {
    const [d] = planDestinations(interpret('BR AR CL PE CO MX US CA'));
    expect(d).toMatchObject({ kind: 'compare', countries: ['BR', 'AR', 'CL', 'PE', 'CO', 'MX'] });
    expect(d?.label).toBe('Compare Brazil, Argentina, Chile, Peru, Colombia, Mexico');
  });

  it('limits a comparison to six products', () => {
    const [d, ...each] = planDestinations(interpret('01 02 03 04 05 06 07'));
    expect(d).toEqual({
      kind: 'compare',
      products: ['01', '02', '03', '04', '05', '06'],
      label: 'Compare HS 01, 02, 03, 04, 05, 06',
    });
    expect(each).toHaveLength(6);
  });

  it('offers the other readings after the most likely one', () => {
    const kinds = planDestinations(interpret('Kenya coffee'), CATALOG['coffee']).map((d) => d.kind);
    expect(kinds).toEqual(['country', 'product', 'country']);
    const pair = planDestinations(interpret('Brazil China')).map((d) => d.kind);
    expect(pair).toEqual(['flows', 'compare']);
  });

  it('labels destinations with names, not only codes', () => {
    const [d] = planDestinations(interpret('Kenya coffee'), CATALOG['coffee']);
    expect(d?.label).toBe('Kenya: exports of Coffee (HS 0901)');
  });

  it('writes possessives of names ending in s as "Philippines\'", never "Philippines\'s"', () => {
    const labels = planDestinations(interpret('Philippines coffee'), CATALOG['coffee']).map((d) => d.label);
    expect(labels).toContain("Coffee (HS 0901): world trade, with Philippines' series");
    expect(labels.join(' ')).not.toContain("s's");
  });
});

describe('pickProduct', () => {
  it('takes the heading when the leading rows share it', () => {
    const rows = [
      { hs6: '090111', name: 'Coffee, not roasted, not decaffeinated' },
      { hs6: '090112', name: 'Coffee, not roasted, decaffeinated' },
      { hs6: '210111', name: 'Extracts of coffee' },
    ];
    expect(pickProduct(rows, new Map([['0901', 'Coffee']]))).toEqual({ code: '0901', name: 'Coffee' });
  });
  it('takes the first code when the rows do not share a heading, and nothing for no rows', () => {
    expect(
      pickProduct([
        { hs6: '270900', name: 'Crude' },
        { hs6: '271000', name: 'Refined' },
      ]),
    ).toEqual({ code: '270900', name: 'Crude' });
    expect(pickProduct([])).toBeNull();
  });
});

describe('lookupCountry', () => {
  it('tells a code typed in upper case from the same letters as a word', () => {
    expect(lookupCountry('TO')?.id).toBe('TO');
    expect(lookupCountry('to')).toBeNull();
    expect(lookupCountry('and')).toBeNull();
    expect(lookupCountry('AND')?.id).toBe('AD');
  });
});

describe('interpret, at its edges', () => {
  const nothing = {
    countries: [],
    productCodes: [],
    productQuery: '',
    relation: null,
    flow: null,
    compare: false,
    years: {},
    named: null,
    index: false,
  };

  it('reads up to the length limit and nothing longer; surrounding spaces do not count', () => {
    expect(interpret('')).toEqual(nothing);
    expect(interpret('a'.repeat(MAX_QUERY_LENGTH)).productQuery).toBe('a'.repeat(MAX_QUERY_LENGTH));
    expect(interpret('a'.repeat(MAX_QUERY_LENGTH + 1))).toEqual(nothing);
    expect(interpret(`   Kenya${' '.repeat(3 * MAX_QUERY_LENGTH)}`).countries.map((c) => c.id)).toEqual([
      'KE',
    ]);
  });

  it('keeps the product search within the limit even when normalising lengthens the words', () => {
    // NFD splits each Hangul syllable into three letters: 100 typed characters become 300.
    const query = interpret('한'.repeat(MAX_QUERY_LENGTH)).productQuery;
    expect(query.length).toBe(MAX_QUERY_LENGTH);
  });

  it('reads only the start of a huge pasted text', () => {
    expect(interpret(`${' '.repeat(2 * MAX_QUERY_LENGTH)}Kenya`)).toEqual(nothing);
  });

  it("drops what is only punctuation between the words, also inside a country's name", () => {
    expect(interpret('coffee , ; / -> Kenya')).toMatchObject({
      countries: [{ id: 'KE' }],
      productQuery: 'coffee',
    });
    expect(interpret('crude , petroleum').productQuery).toBe('crude petroleum');
    // The dash is no word of the name: the name is seven words, not eight (which read as Georgia).
    expect(interpret('South Georgia - and the South Sandwich Islands').countries.map((c) => c.id)).toEqual([
      'GS',
    ]);
  });

  it('splits on arrows with or without spaces around them', () => {
    for (const text of ['Chile->China', 'Chile -> China', 'Chile-> China', 'Chile ->China']) {
      expect(interpret(text).countries.map((c) => c.id)).toEqual(['CL', 'CN']);
    }
  });

  it('reads the longest country name, seven words long, as one country', () => {
    expect(interpret('South Georgia and the South Sandwich Islands').countries.map((c) => c.id)).toEqual([
      'GS',
    ]);
  });

  it('keeps each code once, in the order typed, and codes in any case', () => {
    expect(interpret('0901 HS:870323 0901 hs:870323').productCodes).toEqual(['0901', '870323']);
  });

  it('takes the first relation and flow word, and "compare" or "vs" as a comparison', () => {
    expect(interpret('from Kenya to Chile')).toMatchObject({ relation: 'from', compare: false });
    expect(interpret('imports exports')).toMatchObject({ flow: 'import' });
    expect(interpret('Brazil versus Chile')).toMatchObject({ relation: 'vs', compare: true });
    expect(interpret('comparison Brazil Chile')).toMatchObject({ relation: null, compare: true });
    expect(first('compare Brazil Chile')).toBe('compare BR,CL');
    expect(first('comparison 0901 coffee')).toBe('compare products 0901');
  });
});

describe('pickProduct, at its edges', () => {
  const row = (hs6: string) => ({ hs6, name: `name ${hs6}` });

  it('looks for the shared heading among the first five rows only', () => {
    const rows = ['090111', '270900', '271000', '710812', '180100', '090112'].map(row);
    expect(pickProduct(rows)).toEqual({ code: '090111', name: 'name 090111' });
  });

  it('names a shared heading after its first row when no heading names are given', () => {
    expect(pickProduct(['090111', '090112'].map(row))).toEqual({ code: '0901', name: 'name 090111' });
    expect(pickProduct(['090111', '090112'].map(row), new Map())).toEqual({
      code: '0901',
      name: 'name 090111',
    });
  });
});

describe('planDestinations, one by one', () => {
  const plan = (text: string, product: ResolvedProduct | null = null) =>
    planDestinations(interpret(text), product);

  it('compares three countries by name, then offers the first pair', () => {
    expect(plan('Brazil Argentina Chile')).toEqual([
      { kind: 'compare', countries: ['BR', 'AR', 'CL'], label: 'Compare Brazil, Argentina, Chile' },
      { kind: 'flows', reporter: 'BR', partner: 'AR', flow: 'export', label: 'Brazil → Argentina' },
    ]);
  });

  it('offers a pair’s flows with the product, then the comparison of the two', () => {
    expect(plan('Germany imports from Japan 8703')).toEqual([
      {
        kind: 'flows',
        reporter: 'DE',
        partner: 'JP',
        flow: 'import',
        product: '8703',
        label: 'Germany ← Japan, HS 8703',
      },
      { kind: 'compare', countries: ['DE', 'JP'], label: 'Compare Germany and Japan' },
    ]);
  });

  it('gives one country its product in both views, and alone keeps a flow word', () => {
    expect(plan('coffee to Germany', CATALOG['coffee'])).toEqual([
      {
        kind: 'country',
        cid: 'DE',
        product: '0901',
        flow: 'import',
        label: 'Germany: imports of Coffee (HS 0901)',
      },
      {
        kind: 'product',
        pid: '0901',
        reporter: 'DE',
        flow: 'import',
        label: "Coffee (HS 0901): world trade, with Germany's series",
      },
      { kind: 'country', cid: 'DE', label: 'Germany' },
    ]);
    expect(plan('Germany imports')).toEqual([
      { kind: 'country', cid: 'DE', flow: 'import', label: 'Germany' },
    ]);
    expect(plan('Germany')).toEqual([{ kind: 'country', cid: 'DE', label: 'Germany' }]);
  });

  it('compares typed codes, or a typed code with the product found, each also on its own', () => {
    expect(plan('0901 1801 0901')).toEqual([
      { kind: 'compare', products: ['0901', '1801'], label: 'Compare HS 0901, 1801' },
      { kind: 'product', pid: '0901', label: 'HS 0901' },
      { kind: 'product', pid: '1801', label: 'HS 1801' },
    ]);
    expect(
      plan('compare 0901 cocoa', CATALOG['cocoa']).map((d) => ('products' in d ? d.products : d.label)),
    ).toEqual([['0901', '1801'], 'HS 0901', 'HS 1801']);
    // The product found is the typed code: compared once.
    expect(plan('compare 0901 coffee', CATALOG['coffee'])[0]).toMatchObject({ products: ['0901'] });
    // One code and no "compare": the product alone.
    expect(plan('0901', CATALOG['cocoa'])).toEqual([{ kind: 'product', pid: '0901', label: 'HS 0901' }]);
    expect(plan('compare 0901')).toEqual([{ kind: 'product', pid: '0901', label: 'HS 0901' }]);
    // No code and one product found: nothing to compare it with.
    expect(plan('compare coffee', CATALOG['coffee'])).toEqual([
      { kind: 'product', pid: '0901', label: 'Coffee (HS 0901)' },
    ]);
  });

  it('opens a product found by words with its flow word, and nothing without a product', () => {
    expect(plan('coffee exports', CATALOG['coffee'])).toEqual([
      { kind: 'product', pid: '0901', flow: 'export', label: 'Coffee (HS 0901)' },
    ]);
    expect(plan('coffee', CATALOG['coffee'])).toEqual([
      { kind: 'product', pid: '0901', label: 'Coffee (HS 0901)' },
    ]);
    expect(plan('gum arabic')).toEqual([]);
  });
});

describe('everyday words, years and the HS index', () => {
  const rows = (...names: [string, string][]) => names.map(([hs6, name]) => ({ hs6, name }));
  it('opens the product people mean by its everyday name, without the catalog', () => {
    for (const [text, code] of [
      ['oil', '2709'],
      ['petrol', '2710'],
      ['gold', '7108'],
      ['semiconductors', '8542'],
      ['microchips', '8542'],
      ['soybeans', '1201'],
      ['cars', '8703'],
      ['crude', '2709'],
    ] as const)
      expect(planDestinations(interpret(text))[0], text).toMatchObject({ kind: 'product', pid: code });
    expect(planDestinations(interpret('wine France'))[0]).toMatchObject({
      kind: 'country',
      cid: 'FR',
      product: '2204',
      label: 'France: exports of Wine (HS 2204)',
    });
  });

  it('matches whole words before parts of words in the catalog’s answer', () => {
    const found = pickProduct(
      rows(
        ['843280', 'Machinery for soil preparation'],
        ['151110', 'Palm oil, crude'],
        ['151190', 'Palm oil, other'],
      ),
      undefined,
      'oil',
    );
    expect(found?.code).toBe('1511');
    expect(
      pickProduct(rows(['711319', 'Goldsmiths’ wares'], ['710812', 'Gold, unwrought']), undefined, 'gold')
        ?.code,
    ).toBe('710812');
  });

  it('reads years as years: "kenya coffee since 2015" keeps coffee and starts in 2015', () => {
    const it = interpret('kenya coffee since 2015');
    expect(it).toMatchObject({ productCodes: [], productQuery: 'coffee', years: { from: 2015 } });
    expect(planDestinations(it)[0]).toMatchObject({
      kind: 'country',
      cid: 'KE',
      product: '0901',
      from: 2015,
    });
    expect(interpret('Germany 2020').years).toEqual({ from: 2020, to: 2020 });
    expect(interpret('Brazil from 2012 to 2018')).toMatchObject({
      years: { from: 2012, to: 2018 },
      relation: null,
    });
    // A heading in chapter 20 stays a code.
    expect(interpret('2009').productCodes).toEqual(['2009']);
  });

  it('finds the HS index for "products", "HS" and "browse"', () => {
    for (const text of ['products', 'HS', 'browse', 'browse products'])
      expect(planDestinations(interpret(text)), text).toEqual([
        { kind: 'index', label: 'Browse all products (HS index)' },
      ]);
  });
});
