/**
 * Catalog and country searches. Order (open-points.md): exact id/code first, then id/code prefix
 * matches, then name matches; alphabetical within each group (codes by code, names by name).
 * Name matching is case- and accent-insensitive and needs every word of the query in one name
 * (anywhere in the common name; for products, the official description or the everyday names of
 * world/hs-traded.ts). Countries also match on their official name and alternative
 * spellings ("cote", "czech republic", "uk", "usa", "russian federation", "turkey", "viet nam"),
 * there only at word starts: those lists carry romanised native names ("Chosŏn Minjujuŭi Inmin
 * Konghwaguk") whose inner letters would make "uk" find North Korea. Answers carry the common name.
 */
import type { CountryRow, ProductRow } from './engine-types';
import { byCodePoint } from './code-point-order';

function normalise(s: string): string {
  // Stryker disable next-line MethodExpression: names and queries are normalised alike, so upper case matches the same; it would only reorder names that differ by one of [\]^_` against a letter
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function words(q: string): string[] {
  // Stryker disable next-line Regex: splitting at each separator instead of each run only adds empty words, which filter(Boolean) drops
  return normalise(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * What the searches read: the product catalog (sorted by code) and the country list. A World is
 * one; the DuckDB engine builds one from its reference tables.
 */
export interface SearchSource {
  catalog: { products: readonly { hs6: string; name: string; commonNames?: string }[] };
  countries: {
    list: readonly {
      id: string;
      iso3: string | null;
      name: string;
      altNames: readonly string[];
      isGroup: boolean;
    }[];
  };
}

export function makeSearch(world: SearchSource) {
  const products = world.catalog.products;
  const productNames = products.map((p) => normalise(p.name));
  // Official descriptions plus everyday names ("soybeans", "laptops"), for matching only.
  const productText = products.map((p, i) =>
    p.commonNames ? `${productNames[i]} ${normalise(p.commonNames)}` : productNames[i]!,
  );
  const countries = world.countries.list;
  const countryNames = countries.map((c) => normalise(c.name));
  const countryAltWords = countries.map((c) => c.altNames.map(words));
  const nameMatches = (i: number, ws: string[]): boolean =>
    ws.every((w) => countryNames[i]!.includes(w)) ||
    countryAltWords[i]!.some((alt) => ws.every((w) => alt.some((a) => a.startsWith(w))));
  const byName = (a: { name: string; key: string }, b: { name: string; key: string }): number =>
    byCodePoint(a.name, b.name) || byCodePoint(a.key, b.key);

  function searchProducts(q: string, limit: number): ProductRow[] {
    // Stryker disable next-line MethodExpression: the code pattern allows spaces and words() drops them, so an untrimmed query matches the same
    const trimmed = q.trim();
    // Stryker disable next-line StringLiteral: any non-digit text in place of '' for a name query equals no code and starts none, as '' does
    const codeQuery = /^(hs:)?[\d.\s]+$/i.test(trimmed) ? trimmed.replace(/\D/g, '') : '';
    const exact: number[] = [];
    const prefix: number[] = [];
    const named: number[] = [];
    const ws = words(trimmed);
    for (let i = 0; i < products.length; i++) {
      const code = products[i]!.hs6;
      // Stryker disable next-line ConditionalExpression: an exact code also starts with itself and sorts first among the codes that do, so as a prefix match it would still come first
      if (codeQuery && code === codeQuery) exact.push(i);
      else if (codeQuery && code.startsWith(codeQuery)) prefix.push(i);
      else if (ws.length && ws.every((w) => productText[i]!.includes(w))) named.push(i);
    }
    named.sort((a, b) =>
      byName(
        { name: productNames[a]!, key: products[a]!.hs6 },
        { name: productNames[b]!, key: products[b]!.hs6 },
      ),
    );
    // exact and prefix are already in code order (the catalog is sorted by code).
    return [...exact, ...prefix, ...named]
      .slice(0, limit)
      .map((i) => ({ hs6: products[i]!.hs6, hs_version: 2022, name: products[i]!.name }));
  }

  function searchCountries(q: string, limit: number): CountryRow[] {
    const up = q.trim().toUpperCase();
    const ws = words(q);
    const groups: number[][] = [[], [], []];
    for (let i = 0; i < countries.length; i++) {
      const c = countries[i]!;
      const iso3 = c.iso3 ?? '';
      if (up && (c.id === up || iso3 === up)) groups[0]!.push(i);
      // Ids and alpha-3 codes are letters only: a query with anything else starts none of them.
      else if (up && (c.id.startsWith(up) || iso3.startsWith(up))) groups[1]!.push(i);
      else if (ws.length && nameMatches(i, ws)) groups[2]!.push(i);
    }
    const order = (a: number, b: number): number =>
      byName(
        { name: countryNames[a]!, key: countries[a]!.id },
        { name: countryNames[b]!, key: countries[b]!.id },
      );
    return groups
      .flatMap((g) => g.sort(order))
      .slice(0, limit)
      .map((i) => {
        const c = countries[i]!;
        return { id: c.id, iso3: c.iso3, name: c.name, is_group: c.isGroup };
      });
  }

  return { searchProducts, searchCountries };
}
