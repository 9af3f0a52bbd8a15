/**
 * Derives the compact country table from the `world-countries` package (Node only: used by the
 * generator script and by the test that keeps the generated table in sync).
 */
import countries from 'world-countries';

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Other names a user may type: the official name and the package's alternative spellings
 * ("Côte d'Ivoire", "UK", "USA", "Russian Federation", "Viet Nam", "Republic of Turkey"), kept
 * only when they are Latin script (an English UI; this keeps the table small) and differ, once
 * accents and case are folded, from the common name, the code and each other.
 */
function alternativeNames(c: (typeof countries)[number]): string[] {
  const seen = new Set([fold(c.name.common), fold(c.cca2)]);
  const out: string[] = [];
  for (const name of [c.name.official, ...c.altSpellings]) {
    const key = fold(name);
    if (seen.has(key) || !/^[\x20-\x7e]+$/.test(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

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
        alternativeNames(c).join(';'),
      ].join('|'),
    );
}
