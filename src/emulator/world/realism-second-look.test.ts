/**
 * The demo world against the second look of a trade economist (real 2022-2023 magnitudes,
 * rounded from WTO merchandise trade statistics, UN Comtrade / WITS and national statistics;
 * tolerances are ranges an economist would accept for a synthetic world). Families: macro
 * balances year by year, hubs that import what they export, commodities end to end, unit-value
 * ladders by origin, and the products that lead the largest bilateral pairs.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/engine';
import { sharedDefaultWorld } from '../node/shared-test-world';
import { FLAGSHIPS } from './calibration';
import { parseExportBaskets } from './export-baskets';

const world = sharedDefaultWorld();
const engine = createEngine(world);
const B = 1e9;
const inYear = (year: number) => ({ from: year, to: year });
const value = (sel: Parameters<typeof engine.summary>[0]) => engine.summary(sel).trade_value ?? 0;
const exportsOf = (id: string, year = 2023, product?: string) =>
  value({ reporter: id, product, flow: 'export', ...inYear(year) });
const importsOf = (id: string, year = 2023, product?: string) =>
  value({ reporter: id, product, flow: 'import', ...inYear(year) });

describe('macro balances: sign and size, year by year', () => {
  // 2023 balance and imports, B USD: [balance min, balance max, imports min, imports max].
  it.each([
    ['CN', 600, 1000, 2300, 2800],
    ['US', -1350, -950, 2900, 3400],
    ['DE', 150, 300, 1300, 1650],
    ['NL', 40, 150, 750, 950],
    ['JP', -130, -20, 700, 880],
    ['KR', -40, 25, 580, 720],
    ['IT', 0, 80, 570, 710],
    ['FR', -190, -90, 700, 870],
    ['GB', -330, -200, 700, 880],
    ['IN', -300, -180, 600, 750],
    ['MX', -60, 0, 560, 690],
    ['CA', -30, 30, 510, 630],
    ['RU', 70, 170, 270, 340],
    ['SA', 70, 170, 180, 230],
    ['AU', 50, 120, 250, 320],
    ['BR', 60, 110, 220, 290],
    ['TR', -130, -80, 320, 400],
    ['ES', -75, -25, 420, 520],
    ['CH', 30, 100, 310, 400],
    ['IE', 40, 90, 130, 175],
    ['NO', 50, 110, 80, 110],
    ['QA', 40, 90, 25, 40],
    ['VN', 10, 45, 290, 360],
    ['PL', 0, 40, 320, 400],
    ['TW', 50, 110, 310, 390],
  ])('%s in 2023: balance %d to %d, imports %d to %d (B USD)', (id, bLo, bHi, mLo, mHi) => {
    const balance = (exportsOf(id) - importsOf(id)) / B;
    expect(balance).toBeGreaterThanOrEqual(bLo);
    expect(balance).toBeLessThanOrEqual(bHi);
    expect(importsOf(id) / B).toBeGreaterThanOrEqual(mLo);
    expect(importsOf(id) / B).toBeLessThanOrEqual(mHi);
  });

  it.each([
    // Economies whose balance kept its sign in every year 2010-2023.
    ['CN', 1],
    ['DE', 1],
    ['NL', 1],
    ['RU', 1],
    ['SA', 1],
    ['IE', 1],
    ['TW', 1],
    ['SG', 1],
    ['US', -1],
    ['GB', -1],
    ['FR', -1],
    ['IN', -1],
    ['TR', -1],
    ['ES', -1],
    ['HK', -1],
  ])('%s keeps the sign of its balance (%d) in every year 2010-2023', (id, sign) => {
    for (let year = 2010; year <= 2023; year++)
      expect(Math.sign(exportsOf(id, year) - importsOf(id, year)), `${id} ${year}`).toBe(sign);
  });

  it('follows the turns: Japan from surplus (2010) to deficit (2022-2023), Germany to a ~$200 B surplus after the 2022 dip', () => {
    expect(exportsOf('JP', 2010)).toBeGreaterThan(importsOf('JP', 2010));
    expect(exportsOf('JP', 2022)).toBeLessThan(importsOf('JP', 2022));
    expect(exportsOf('JP', 2023)).toBeLessThan(importsOf('JP', 2023));
    const germany = (year: number) => exportsOf('DE', year) - importsOf('DE', year);
    expect(germany(2022)).toBeLessThan(germany(2019));
    expect(germany(2023)).toBeGreaterThan(2 * germany(2022));
    // China's surplus more than triples from 2010 to 2023.
    expect(exportsOf('CN', 2023) - importsOf('CN', 2023)).toBeGreaterThan(
      3 * (exportsOf('CN', 2010) - importsOf('CN', 2010)),
    );
  });
});

describe('hubs import what they export', () => {
  it.each([
    // hub, product, min imports B USD, min imports / exports
    ['CH', '710812', 40, 0.5],
    ['AE', '710812', 10, 0.4],
    ['HK', '710812', 8, 0.3],
    ['GB', '710812', 10, 0.4],
    ['DE', '090111', 2, 1],
    ['BE', '180100', 0.3, 1],
    ['NL', '180100', 1.5, 1],
    ['HK', '8542', 60, 1],
    ['SG', '8542', 25, 0.5],
    ['NL', '270900', 20, 2],
    ['SG', '270900', 10, 1.5],
  ])('%s imports %s: at least %d B USD and %d times its exports', (hub, product, minB, ratio) => {
    const imports = importsOf(hub, 2023, product);
    expect(imports / B).toBeGreaterThanOrEqual(minB);
    expect(imports).toBeGreaterThanOrEqual(ratio * exportsOf(hub, 2023, product));
  });

  it('Switzerland buys its gold from London, the Gulf and the mining countries', () => {
    const origins = engine
      .countryPartners('CH', 'import', { product: '710812', ...inYear(2023) }, 6)
      .map((p) => p.partner!);
    expect(origins[0]).toBe('GB');
    expect(
      origins.filter((o) => ['AE', 'US', 'AU', 'CA', 'HK', 'GH', 'PE', 'ZA'].includes(o)).length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('commodities end to end', () => {
  const supplier = (importer: string, product: string) =>
    engine.countryPartners(importer, 'import', { product, ...inYear(2023) }, 3).map((p) => p.partner!);

  it.each([
    // importer, product, imports B USD [min, max], leading suppliers (the first is one of them)
    ['US', '270900', 130, 220, ['CA']],
    ['CN', '270900', 250, 400, ['SA', 'RU', 'IQ']],
    ['IN', '270900', 80, 150, ['SA', 'IQ', 'RU', 'AE']],
    ['JP', '270900', 40, 90, ['SA', 'AE', 'KW', 'US']],
    ['CN', '120190', 45, 75, ['BR', 'US']],
    ['CN', '260111', 80, 150, ['AU']],
    ['CN', '8542', 150, 400, ['TW', 'KR']],
    ['CN', '2603', 25, 60, ['CL', 'PE']],
    ['JP', '271111', 25, 70, ['AU', 'QA', 'MY', 'US', 'RU']],
  ])('%s imports %s worth %d-%d B USD, led by %j', (importer, product, lo, hi, leaders) => {
    const imports = importsOf(importer, 2023, product) / B;
    expect(imports).toBeGreaterThanOrEqual(lo);
    expect(imports).toBeLessThanOrEqual(hi);
    expect(leaders).toContain(supplier(importer, product)[0]);
  });

  it('Canada sells most of its crude to the United States', () => {
    const toUs = value({ reporter: 'CA', partner: 'US', product: '270900', flow: 'export', ...inYear(2023) });
    expect(toUs / exportsOf('CA', 2023, '270900')).toBeGreaterThan(0.7);
    expect(toUs / importsOf('US', 2023, '270900')).toBeGreaterThan(0.4);
  });

  it.each([
    // exporter, product, share of its exports % [min, max]
    ['SA', '2709', 40, 80],
    ['NG', '2709', 45, 90],
    ['IQ', '2709', 70, 100],
    ['NO', '27', 55, 85],
    ['RU', '27', 40, 70],
    ['QA', '2711', 40, 85],
    ['AU', '2601', 18, 35],
    ['BR', '1201', 10, 22],
    ['CI', '1801', 15, 45],
    ['CL', '2603', 15, 35],
    ['CO', '0901', 4, 12],
  ])('%s: %s is %d-%d%% of its exports', (id, product, lo, hi) => {
    const share = (100 * exportsOf(id, 2023, product)) / exportsOf(id);
    expect(share).toBeGreaterThanOrEqual(lo);
    expect(share).toBeLessThanOrEqual(hi);
  });
});

describe('unit-value ladders by origin (2023 export unit values)', () => {
  const unitValue = (id: string, product: string) =>
    engine.summary({ reporter: id, product, flow: 'export', ...inYear(2023) }).unit_value ?? NaN;
  const ladder = (product: string, ...rungs: string[][]) => {
    // Every origin of a rung is priced above every origin of the rung below it.
    for (let k = 1; k < rungs.length; k++)
      for (const low of rungs[k - 1]!)
        for (const high of rungs[k]!)
          expect(unitValue(high, product), `${product}: ${high} above ${low}`).toBeGreaterThan(
            unitValue(low, product),
          );
  };

  it('green coffee: robusta (Vietnam, Uganda, Indonesia) < Brazil < washed arabica (Colombia, Ethiopia)', () =>
    ladder('090111', ['VN', 'UG', 'ID'], ['BR'], ['CO', 'ET']));
  it('cars: China < Korea, Mexico, Spain < Japan < US < Germany, Britain', () =>
    ladder('870323', ['CN'], ['KR', 'MX', 'ES'], ['JP'], ['US'], ['DE', 'GB']));
  it('wine: Spain, Chile < Australia, Italy < France', () =>
    ladder('220421', ['ES', 'CL'], ['AU', 'IT'], ['FR']));
  it('cheese: New Zealand, Germany < France, Italy < Switzerland', () =>
    ladder('0406', ['NZ', 'DE'], ['FR', 'IT'], ['CH']));
  it('tea: Kenya < India < Sri Lanka', () => ladder('090240', ['KE'], ['IN'], ['LK']));
});

describe('the largest bilateral pairs are led by the products that really lead them', () => {
  const leadingProducts = (exporter: string, importer: string, n: number) => {
    const byProduct = new Map<string, number>();
    for (const row of engine.trade(
      { reporter: exporter, partner: importer, flow: 'export', ...inYear(2023) },
      100_000,
    ))
      byProduct.set(row.hs6, (byProduct.get(row.hs6) ?? 0) + row.value_usd);
    return [...byProduct]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([code]) => code);
  };

  it.each([
    // exporter, importer, real leading HS6 codes; the pair's first product is one of them
    ['CN', 'US', ['851713', '847130']],
    ['CN', 'DE', ['851713', '847130', '850760', '854143', '851762', '854231', '854239']],
    ['CN', 'JP', ['851713', '847130', '851762']],
    ['CN', 'HK', ['851713', '847130', '854231', '854232']],
    ['CA', 'US', ['270900']],
    ['AU', 'CN', ['260111']],
    ['BR', 'CN', ['120190', '270900', '260111']],
    ['KR', 'CN', ['854232', '854231']],
    ['TW', 'CN', ['854231', '854232']],
    ['SA', 'CN', ['270900']],
    ['RU', 'CN', ['270900']],
    ['JP', 'US', ['870323', '870324']],
    ['VN', 'US', ['851713', '847130']],
    ['CH', 'US', ['300490', '300215', '710812']],
    ['IE', 'US', ['300215', '300490', '293499']],
    // Mexico's largest sales to the US are computers (servers), cars and pickups, not crude.
    ['MX', 'US', ['847150', '847130', '870323', '870421', '870431']],
    // Germany's are cars and medicaments (vaccines and antibodies included).
    ['DE', 'US', ['870323', '870324', '300490', '300215']],
    ['DE', 'CN', ['870323', '870324']],
    ['DE', 'FR', ['870323', '870324', '880240', '300490', '870380']],
    ['KR', 'US', ['870323', '870380']],
    ['TW', 'US', ['847150', '847130']],
    ['CN', 'KR', ['854231', '854232', '854239', '847130', '850760', '851713']],
    ['JP', 'CN', ['848620', '870323', '854239', '854231']],
    ['US', 'CA', ['870323', '870324', '270900', '870899', '271019', '870431']],
    ['US', 'MX', ['271019', '271012']],
    ['US', 'JP', ['271111', '300215', '300490', '100590', '270112']],
    ['US', 'DE', ['300215', '300490', '870324', '880240', '270900']],
    ['NL', 'DE', ['271121', '271019', '271012', '270900']],
  ])('%s → %s is led by one of %j', (exporter, importer, leaders) => {
    expect(leaders).toContain(leadingProducts(exporter, importer, 1)[0]);
  });

  const share = (exporter: string, importer: string, product: string) =>
    value({ reporter: exporter, partner: importer, product, flow: 'export', ...inYear(2023) }) /
    value({ reporter: exporter, partner: importer, flow: 'export', ...inYear(2023) });

  it('Mexico → US: crude is a small line (real ~3% of the pair), vehicles and computers lead', () => {
    expect(share('MX', 'US', '270900')).toBeLessThan(0.06);
    const top5 = leadingProducts('MX', 'US', 5);
    expect(
      top5.filter((code) => ['8471', '8703', '8704'].includes(code.slice(0, 4))).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('Canada → US: crude leads at about a quarter of the pair (15-35%), a car line among the three leading', () => {
    expect(share('CA', 'US', '270900')).toBeGreaterThan(0.15);
    expect(share('CA', 'US', '270900')).toBeLessThan(0.35);
    expect(leadingProducts('CA', 'US', 3).some((code) => ['870323', '870324'].includes(code))).toBe(true);
  });

  it('Russia → China: crude at least twice pipeline gas (2023: ~$60 B against ~$8 B)', () => {
    expect(share('RU', 'CN', '270900')).toBeGreaterThan(2 * share('RU', 'CN', '271121'));
  });

  it('China → US: phones and laptops together 12-35% of the pair (real ~18-20%)', () => {
    const both = share('CN', 'US', '851713') + share('CN', 'US', '847130');
    expect(both).toBeGreaterThan(0.12);
    expect(both).toBeLessThan(0.35);
  });

  it('China → Germany: electronics and machinery, no base metal among the five leading products', () => {
    const top5 = leadingProducts('CN', 'DE', 5);
    expect(top5.filter((code) => ['84', '85'].includes(code.slice(0, 2))).length).toBeGreaterThanOrEqual(3);
    expect(top5.some((code) => +code.slice(0, 2) >= 72 && +code.slice(0, 2) <= 81)).toBe(false);
  });
});

describe('small commodity exporters carry their flagship products at real scale', () => {
  // 2023 exports, M USD, real ranges widened for a synthetic world: [exporter, HS prefix, min, max].
  it.each([
    ['KE', '0901', 150, 600], // Kenya coffee, about 250-300
    ['KE', '0902', 950, 1700], // Kenya tea, about 1,300 (1,200-1,400 a year)
    ['KE', '0603', 350, 1200], // Kenya cut flowers, about 700
    ['ET', '0901', 600, 2200], // Ethiopia coffee, about 1,300
    ['UG', '0901', 450, 1500], // Uganda coffee, about 850
    ['CI', '1801', 2500, 7000], // Côte d'Ivoire cocoa beans, about 4,000
    ['GH', '1801', 800, 3500], // Ghana cocoa beans, about 1,500-2,000
    ['LK', '0902', 950, 1700], // Sri Lanka tea, about 1,300
    ['ZM', '74', 4000, 12000], // Zambia copper, about 7,500
    ['CL', '74', 15000, 40000], // Chile refined copper, about 20,000
    ['BD', '61', 12000, 35000], // Bangladesh knitted apparel, about 25,000
    ['BD', '62', 12000, 35000], // Bangladesh woven apparel, about 20,000
    ['NZ', '04', 8000, 20000], // New Zealand dairy, about 12,000
    ['BW', '7102', 2500, 8000], // Botswana diamonds, about 5,000
  ])('%s exports of %s: %d to %d M USD in 2023', (id, product, lo, hi) => {
    const millions = exportsOf(id, 2023, product) / 1e6;
    expect(millions).toBeGreaterThanOrEqual(lo);
    expect(millions).toBeLessThanOrEqual(hi);
  });

  it('Kenya leads the world exports of bulk black tea (090240); Kenya, Sri Lanka and China lead tea (0902)', () => {
    const top = (code: string, n: number) =>
      engine.productMarkets(code, inYear(2023), n).top_exporters.map((p) => p.exporter!);
    expect(top('090240', 1)).toEqual(['KE']);
    expect(top('0902', 4)).toEqual(expect.arrayContaining(['KE', 'LK', 'CN']));
  });

  it("Kenya's coffee is mostly green arabica (090111) and ranks among its ten leading lines", () => {
    expect(exportsOf('KE', 2023, '090111')).toBeGreaterThan(0.5 * exportsOf('KE', 2023, '0901'));
    const top = engine.countryProducts('KE', 'export', inYear(2023), 10);
    expect(JSON.stringify(top)).toContain('090111');
  });
});

describe('economies without a tabled basket export what such economies export', () => {
  // Every large manufacturer has a tabled basket; the others are small or commodity economies
  // (Libya, Suriname, Brunei, Niger, Yemen): chemicals, pharmaceuticals, machinery, electronics,
  // vehicles and instruments among their leading lines are the odd re-export, a small part of
  // their exports (the world once had Suriname's vaccines and Brunei's processors). Their real
  // flagships (Costa Rica's medical instruments, Slovenia's medicines) are tabled and left out.
  const ADVANCED = new Set(['29', '30', '84', '85', '86', '87', '88', '89', '90']);
  const flagship = new Set(
    FLAGSHIPS.split('\n').flatMap((line) => {
      const [code = '', ...rest] = line.trim().split(/\s+/);
      return rest.filter((_, k) => k % 2 === 0).map((id) => `${id} ${code.replace('!', '')}`);
    }),
  );
  const baskets = parseExportBaskets();
  const untabled = world.countries.list.filter(
    (c) => !c.isGroup && !baskets.has(c.id) && exportsOf(c.id, 2022) > 0.5 * B,
  );

  it('covers the untabled economies that export at least half a billion dollars', () => {
    expect(untabled.length).toBeGreaterThan(60);
  });

  it('none has a tenth of its exports in advanced products among its twenty leading lines (2022)', () => {
    const leaning = untabled
      .map((c) => {
        const advanced = engine
          .countryProducts(c.id, 'export', inYear(2022), 20)
          .filter((p) => ADVANCED.has(String(p.hs6).slice(0, 2)) && !flagship.has(`${c.id} ${p.hs6}`));
        const share = advanced.reduce((sum, p) => sum + p.value_usd, 0) / exportsOf(c.id, 2022);
        return { id: c.id, share, lines: advanced.map((p) => p.hs6).join(' ') };
      })
      .filter((c) => c.share > 0.1)
      .map((c) => `${c.id}: ${(100 * c.share).toFixed(1)}% in ${c.lines}`);
    expect(leaning).toEqual([]);
  });
});
