/**
 * World geometry for the partner map as GeoJSON: Natural Earth 1:110m countries from the
 * maintained `world-atlas` package (TopoJSON), converted with `topojson-client`. Pure code with
 * no DOM or ECharts, so that it runs in a Web Worker (world-geometry.worker.ts): the conversion
 * takes tens of milliseconds, which the main thread should not spend.
 *
 * world-atlas identifies countries by ISO 3166-1 numeric code; the service uses alpha-2. Each
 * feature's `name` is rewritten to its alpha-2 code so that map series data can name regions
 * by the ids the service returns.
 */

/** Natural Earth features without an ISO numeric code that do have a common alpha-2. */
const UNCODED_ALPHA2: Record<string, string> = { Kosovo: 'XK' };

interface GeoFeature {
  type: 'Feature';
  id?: string | number;
  properties: { name: string; label?: string } | null;
  geometry: unknown;
}
export interface GeoCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

/**
 * Antarctica has no trade and, drawn flat, takes a fifth of the map's height: left out.
 */
const OMITTED = new Set(['AQ']);

type Ring = [number, number][];

/**
 * world-atlas is made for spherical projections, which cut polygons at the antimeridian. ECharts
 * draws lon/lat on a plane, so a polygon crossing 180° (Russia's Chukotka, Fiji) would be
 * drawn as a stripe across the whole map. Such polygons get their western longitudes shifted
 * by 360° so they stay in one piece just east of 180°.
 */
export function unwrapPolygon(rings: Ring[]): Ring[] {
  const outer = rings[0] ?? [];
  let min = Infinity;
  let max = -Infinity;
  for (const [lon] of outer) {
    if (lon < min) min = lon;
    if (lon > max) max = lon;
  }
  if (max - min <= 180) return rings;
  return rings.map((ring) => ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat] as [number, number]));
}

function unwrapGeometry(geometry: unknown): unknown {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (g?.type === 'Polygon') return { ...g, coordinates: unwrapPolygon(g.coordinates as Ring[]) };
  if (g?.type === 'MultiPolygon')
    return { ...g, coordinates: (g.coordinates as Ring[][]).map((polygon) => unwrapPolygon(polygon)) };
  return geometry;
}

/** Pure conversion step, exported for tests: renames features to alpha-2 where one exists. */
export function toAlpha2Features(
  collection: GeoCollection,
  numericToAlpha2: (numeric: string) => string | undefined,
): GeoCollection {
  const features: GeoFeature[] = [];
  for (const f of collection.features) {
    const label = f.properties?.name ?? '';
    const alpha2 = f.id !== undefined ? numericToAlpha2(String(f.id)) : UNCODED_ALPHA2[label];
    if (alpha2 && OMITTED.has(alpha2)) continue;
    features.push({
      ...f,
      geometry: unwrapGeometry(f.geometry),
      properties: { name: alpha2 ?? label, label },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * i18n-iso-countries' `numericToAlpha2` (the code padded to three digits, then looked up) over the
 * package's ISO table itself, so the worker does not carry the package's CommonJS index, its
 * locale helpers and diacritics table. Tested equal to the package's function.
 */
export function numericToAlpha2Over(
  table: readonly (readonly string[])[],
): (numeric: string) => string | undefined {
  const alpha2ByNumeric = new Map(table.map(([alpha2, , numeric]) => [numeric, alpha2]));
  return (numeric) => alpha2ByNumeric.get(`000${numeric}`.slice(-3));
}

/** Loads the TopoJSON and the converters (dynamic imports: separate chunks) and converts. */
export async function buildWorldGeoJson(): Promise<GeoCollection> {
  const [atlas, topojson, isoTable] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
    import('i18n-iso-countries/codes.json'),
  ]);
  const topology = (atlas.default ?? atlas) as unknown as Parameters<typeof topojson.feature>[0];
  const objects = (topology as unknown as { objects: Record<string, unknown> }).objects;
  const countries = topojson.feature(topology, objects.countries as Parameters<typeof topojson.feature>[1]);
  return toAlpha2Features(countries as unknown as GeoCollection, numericToAlpha2Over(isoTable.default));
}
