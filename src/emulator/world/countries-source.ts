/**
 * Derives the compact country table from the `world-countries` package (Node only: used by the
 * generator script and by the test that keeps the generated table in sync).
 */
import countries from 'world-countries';

export function countryLinesFromPackage(): string[] {
  return [...countries]
    .sort((a, b) => (a.cca2 < b.cca2 ? -1 : a.cca2 > b.cca2 ? 1 : 0))
    .map((c) =>
      [
        c.cca2,
        c.cca3,
        c.name.common,
        c.region,
        c.subregion,
        c.latlng[0],
        c.latlng[1],
        c.area,
        c.independent ? 1 : 0,
      ].join('|'),
    );
}
