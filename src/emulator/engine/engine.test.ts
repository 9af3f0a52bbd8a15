import { describe, expect, it } from 'vitest';
import { createWorld } from '../world/world';
import { createEngine } from './engine';

const world = createWorld({
  extras: {
    countries: [
      { id: 'QX', name: '<img src=x onerror=alert(1)>Atlantis', region: 'Europe' },
      { id: 'QY', name: 'The Very Long Named Republic of '.repeat(8).trim(), region: 'Oceania' },
    ],
    products: [{ hs6: '970699', name: '<script>alert("hs")</script> antiques' }],
    observations: [
      { exporter: 'QX', importer: 'QY', hs6: '970699', year: 2015, value_usd: 0, quantity: null },
      { exporter: 'QX', importer: 'DE', hs6: '970699', year: 2016, value_usd: 1234.5, quantity: 2 },
      { exporter: 'QY', importer: 'QX', hs6: '090111', year: 2016, value_usd: 5000, quantity: null },
    ],
  },
});
const engine = createEngine(world);
const ids = (rows: { exporter: string; importer: string }[]) =>
  rows.map((r) => `${r.exporter}>${r.importer}`);

describe('flow semantics', () => {
  it('export selects exporter = reporter and importer = partner; import the reverse', () => {
    const ex = engine.trade({ reporter: 'BR', partner: 'CN', flow: 'export' }, 500);
    expect(ex.length).toBeGreaterThan(0);
    expect(new Set(ids(ex))).toEqual(new Set(['BR>CN']));
    const im = engine.trade({ reporter: 'BR', partner: 'CN', flow: 'import' }, 500);
    expect(new Set(ids(im))).toEqual(new Set(['CN>BR']));
    const both = engine.summary({ reporter: 'BR', partner: 'CN' }).trade_value!;
    expect(both).toBe(
      engine.summary({ reporter: 'BR', partner: 'CN', flow: 'export' }).trade_value! +
        engine.summary({ reporter: 'BR', partner: 'CN', flow: 'import' }).trade_value!,
    );
  });

  it('treats from/to as inclusive years and product prefixes as every code under them', () => {
    const rows = engine.trade({ reporter: 'CO', product: '09', from: 2014, to: 2016 }, 10000);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.period))).toEqual(new Set(['2014-01-01', '2015-01-01', '2016-01-01']));
    for (const r of rows) expect(r.hs6.startsWith('09')).toBe(true);
  });

  it('a group as reporter is its members’ trade with non-members; World is all trade once', () => {
    const eu = engine.trade({ reporter: 'EU', flow: 'export', from: 2020, to: 2020 }, 10000);
    const members = new Set(world.countries.byId.get('EU')!.members.map((m) => world.countries.list[m]!.id));
    for (const r of eu) {
      expect(members.has(r.exporter)).toBe(true);
      expect(members.has(r.importer)).toBe(false);
    }
    const worldTotal = engine.summary({ from: 2020, to: 2020 }).trade_value!;
    expect(engine.summary({ reporter: 'XW', from: 2020, to: 2020 }).trade_value).toBe(worldTotal);
    expect(engine.summary({ reporter: 'XW', flow: 'import', from: 2020, to: 2020 }).trade_value).toBe(
      worldTotal,
    );
    // Intra-EU flows are excluded from the EU's exports, included in its members' sum.
    const memberSum = [...members].reduce(
      (s, id) =>
        s + (engine.summary({ reporter: id, flow: 'export', from: 2020, to: 2020 }).trade_value ?? 0),
      0,
    );
    expect(
      engine.summary({ reporter: 'EU', flow: 'export', from: 2020, to: 2020 }).trade_value!,
    ).toBeLessThan(memberSum);
  });

  it('a group as partner selects counterparts among its members', () => {
    const rows = engine.trade({ reporter: 'US', partner: 'EU', flow: 'export', from: 2021, to: 2021 }, 10000);
    const members = new Set(world.countries.byId.get('EU')!.members.map((m) => world.countries.list[m]!.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(members.has(r.importer)).toBe(true);
  });
});

describe('ordering', () => {
  it('/trade: period descending, then value descending', () => {
    const rows = engine.trade({ reporter: 'DE' }, 3000);
    expect(rows).toHaveLength(3000);
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.period >= b.period).toBe(true);
      if (a.period === b.period) expect(a.value_usd).toBeGreaterThanOrEqual(b.value_usd);
    }
    expect(rows[0]!.period).toBe('2025-01-01');
  });

  it('/trade without filters returns the largest latest flows first', () => {
    const rows = engine.trade({}, 50);
    expect(rows).toHaveLength(50);
    const latest = engine.trade({ from: 2025, to: 2025 }, 10000);
    expect(rows[0]!.value_usd).toBe(Math.max(...latest.map((r) => r.value_usd)));
  });

  it('searches: exact code or id first, then prefixes, then names, alphabetical in each group', () => {
    const p = engine.searchProducts('0901', 50);
    expect(p[0]!.hs6.startsWith('0901')).toBe(true);
    expect(engine.searchProducts('090111', 5)[0]!.hs6).toBe('090111');
    expect(engine.searchProducts('hs:2709', 3)[0]!.hs6).toBe('270900');
    const coffee = engine.searchProducts('coffee', 50);
    expect(coffee.length).toBeGreaterThan(3);
    const names = coffee.map((r) => r.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const c = engine.searchCountries('de', 10);
    expect(c[0]!.id).toBe('DE');
    expect(engine.searchCountries('deu', 3)[0]!.id).toBe('DE');
    expect(engine.searchCountries('united', 10).map((r) => r.name)).toEqual(
      expect.arrayContaining(['United Kingdom', 'United States']),
    );
    expect(engine.searchCountries('world', 5)[0]).toEqual({
      id: 'XW',
      iso3: null,
      name: 'World',
      is_group: true,
    });
  });

  it.each([
    ['cote', ['CI']],
    ["côte d'ivoire", ['CI']],
    ["Cote D'Ivoire", ['CI']],
    ['ivory', ['CI']],
    ['czechia', ['CZ']],
    ['czech republic', ['CZ']],
    ['korea', ['KP', 'KR']],
    ['united kingdom', ['GB']],
    ['great britain', ['GB']],
    ['united states of america', ['US']],
    ['russia', ['RU']],
    ['russian federation', ['RU']],
    ['turkiye', ['TR']],
    ['türkiye', ['TR']],
    ['turkey', ['TR']],
    ['viet nam', ['VN']],
    ['vietnam', ['VN']],
  ])('finds countries by alternative names, accent-insensitively: %s', (q, ids) => {
    const rows = engine.searchCountries(q, 20);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    // Answers carry the common name, never the alternative spelling that matched.
    for (const r of rows) expect(r.name).toBe(world.countries.byId.get(r.id)!.name);
  });

  it('keeps the search order with alternative names: exact id/iso3, then id prefix, then names', () => {
    // 'UK' is no code; UKR (Ukraine) starts with it, so it precedes the name match United Kingdom.
    expect(
      engine
        .searchCountries('uk', 10)
        .map((r) => r.id)
        .slice(0, 2),
    ).toEqual(['UA', 'GB']);
    // 'USA' is the iso3 of the US: the exact group, before name matches such as "Russia".
    expect(engine.searchCountries('usa', 10)[0]!.id).toBe('US');
    expect(
      engine
        .searchCountries('usa', 10)
        .map((r) => r.id)
        .filter((id) => id === 'US'),
    ).toHaveLength(1);
    // Name matches alphabetical by common name: North Korea before South Korea.
    const korea = engine.searchCountries('korea', 10).map((r) => r.name);
    expect(korea).toEqual(['North Korea', 'South Korea']);
    // 'congo' matches both Congos by common or alternative name, alphabetical.
    expect(engine.searchCountries('congo', 10).map((r) => r.name)).toEqual([
      'DR Congo',
      'Republic of the Congo',
    ]);
  });
});

describe('metadata', () => {
  it('resolves alpha-2, alpha-3 and group ids case-insensitively', () => {
    expect(engine.resolveCountry('de')).toBe('DE');
    expect(engine.resolveCountry('DEU')).toBe('DE');
    expect(engine.resolveCountry('eu')).toBe('EU');
    expect(engine.resolveCountry('xw')).toBe('XW');
    expect(engine.resolveCountry('ZZ')).toBeNull();
  });

  it('product detail lists every HS6 under a prefix, null when none', () => {
    const d = engine.productDetail('0901')!;
    expect(
      d.matches.every((m) => m.hs6.startsWith('0901') && m.parent_hs4 === '0901' && m.hs_version === 2022),
    ).toBe(true);
    expect(engine.productDetail('77')).toBeNull();
    expect(engine.productPrefixExists('27')).toBe(true);
    expect(engine.productPrefixExists('7700')).toBe(false);
  });

  it('country detail carries region and note; null for unknown ids', () => {
    expect(engine.countryDetail('EU')).toMatchObject({
      id: 'EU',
      iso3: null,
      is_group: true,
      name: 'European Union',
    });
    expect(engine.countryDetail('KE')).toMatchObject({
      id: 'KE',
      iso3: 'KEN',
      is_group: false,
      region: 'Eastern Africa',
    });
    expect(engine.countryDetail('ZZ')).toBeNull();
  });
});

describe('adversarial extras', () => {
  it('serves hostile and long names verbatim (escaping is the client’s job)', () => {
    expect(engine.countryDetail('QX')!.name).toContain('<img');
    expect(engine.searchCountries('atlantis', 5)[0]!.id).toBe('QX');
    expect(engine.countryDetail('QY')!.name.length).toBeGreaterThan(200);
    expect(engine.searchProducts('script', 5)[0]!.hs6).toBe('970699');
  });

  it('keeps zero values and null quantities', () => {
    const rows = engine.trade({ reporter: 'QX', flow: 'export' }, 100);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ importer: 'QY', value_usd: 0, quantity: null }),
        expect.objectContaining({ importer: 'DE', value_usd: 1234.5, quantity: 2 }),
      ]),
    );
    const s = engine.summary({ reporter: 'QX', partner: 'QY', flow: 'export' });
    expect(s.trade_value).toBe(0);
    expect(s.quantity).toBeNull();
    expect(s.growth).toBeNull();
    expect(s.partner_concentration).toBeNull();
    expect(s.periods).toEqual([{ period: '2015-01-01', value_usd: 0 }]);
  });

  it('answers an empty selection with nulls and empty lists', () => {
    const s = engine.summary({ reporter: 'QY', partner: 'DE' });
    expect(s).toEqual({
      trade_value: null,
      quantity: null,
      growth: null,
      unit_value: null,
      top_partners: [],
      partner_concentration: null,
      periods: [],
    });
    expect(engine.countrySeries('AQ', 'export', {})).toEqual([]);
  });

  it('sums quantity only when one unit applies and none is null', () => {
    const s = engine.summary({ reporter: 'QX', partner: 'DE', flow: 'export' });
    expect(s.quantity).toBe(2);
    expect(s.unit_value).toBeCloseTo(617.25);
    expect(engine.summary({ reporter: 'QX', flow: 'export' }).quantity).toBeNull();
  });
});
