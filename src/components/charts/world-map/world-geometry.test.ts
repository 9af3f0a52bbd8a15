import { describe, expect, it } from 'vitest';
import { feature } from 'topojson-client';
import atlas from 'world-atlas/countries-110m.json';
import { numericToAlpha2 } from 'i18n-iso-countries';
import isoCodes from 'i18n-iso-countries/codes.json';
import { numericToAlpha2Over, toAlpha2Features, unwrapPolygon } from './world-geojson';

describe('world geometry on a plane', () => {
  it('keeps a polygon crossing the antimeridian in one piece', () => {
    const crossing: [number, number][][] = [
      [
        [179, 65],
        [-179, 65],
        [-179, 66],
        [179, 66],
        [179, 65],
      ],
    ];
    expect(unwrapPolygon(crossing)[0]!.map(([lon]) => lon)).toEqual([179, 181, 181, 179, 179]);
    const normal: [number, number][][] = [
      [
        [10, 50],
        [12, 50],
        [12, 52],
        [10, 50],
      ],
    ];
    expect(unwrapPolygon(normal)).toBe(normal);
  });

  it('leaves Antarctica out and no country spans the whole map', () => {
    const topology = atlas as unknown as Parameters<typeof feature>[0];
    const objects = (topology as unknown as { objects: Record<string, Parameters<typeof feature>[1]> })
      .objects;
    const collection = feature(topology, objects.countries!) as unknown as Parameters<
      typeof toAlpha2Features
    >[0];
    const converted = toAlpha2Features(collection, (n) => numericToAlpha2(n));
    expect(converted.features.some((f) => f.properties?.name === 'AQ')).toBe(false);
    for (const f of converted.features) {
      const g = f.geometry as { type: string; coordinates: unknown };
      const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as [number, number][][][];
      for (const polygon of polygons) {
        const lons = polygon[0]!.map(([lon]) => lon);
        expect(Math.max(...lons) - Math.min(...lons)).toBeLessThanOrEqual(180);
      }
    }
  });

  it('converts Natural Earth numeric ids to alpha-2', () => {
    const topology = atlas as unknown as Parameters<typeof feature>[0];
    const objects = (topology as unknown as { objects: Record<string, Parameters<typeof feature>[1]> })
      .objects;
    const collection = feature(topology, objects.countries!) as unknown as Parameters<
      typeof toAlpha2Features
    >[0];
    const converted = toAlpha2Features(collection, (n) => numericToAlpha2(n));
    const names = converted.features.map((f) => f.properties?.name);
    for (const id of ['BR', 'DE', 'US', 'CN', 'KE', 'XK']) expect(names).toContain(id);
    expect(converted.features.find((f) => f.properties?.name === 'BR')?.properties?.label).toBe('Brazil');
  });

  it("looks numeric ids up as i18n-iso-countries' numericToAlpha2 does, over the package's table", () => {
    const lookup = numericToAlpha2Over(isoCodes);
    const ids = [
      ...isoCodes.map((row) => row[2]!),
      ...isoCodes.map((row) => String(Number(row[2]))),
      '76',
      '4',
      '0',
      '',
      '999',
      '1000',
      'abc',
    ];
    for (const id of ids) expect(lookup(id), id).toBe(numericToAlpha2(id));
    expect(lookup('76')).toBe('BR');
  });
});
