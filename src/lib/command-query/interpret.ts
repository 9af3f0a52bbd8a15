/**
 * What a phrase typed into the command palette asks for: "Kenya coffee", "coffee Kenya",
 * "DE 8703", "cars from Japan", "Brazil to China", "compare BR AR CL", "hs:870323".
 *
 * Two pure steps, so that both are tested on tables of phrasings:
 * 1. `interpret(text)` splits the phrase into the countries it names (longest names first, so
 *    "Trinidad and Tobago" is one country and "South Africa" is not Africa), HS codes, a
 *    relation word (from / to / vs), a flow word (exports / imports) and the words left over,
 *    which name a product ("coffee") and are looked up with GET /products.
 * 2. `planDestinations(interpretation, product)` turns that, with the product the catalog
 *    search found for the words, into views, the most likely first.
 * Junk (nothing recognised and no words) plans nothing, and `productQuery` is empty or a
 * string the service accepts, so the palette never sends a request the API would reject.
 */
import type { Flow } from '@/api/service-conventions';
import { lookupCountry, normalise, type CountryMatch } from './country-lookup';
import { everydayProduct } from './everyday-products';
import { knownPrefix } from '../hs/hs-nomenclature';
import { possessive } from '../phrases';

type Relation = 'from' | 'to' | 'vs';

export interface Interpretation {
  /** Countries named, in the order typed, without repeats. */
  countries: CountryMatch[];
  /** HS codes typed (bare digits: 2, 4 or 6 of them), in order, without repeats. */
  productCodes: string[];
  /** The words that name no country or code: the product search (empty: none). */
  productQuery: string;
  relation: Relation | null;
  flow: Flow | null;
  /** "compare" or "vs" was typed. */
  compare: boolean;
  /** Years typed ("since 2015", "2015 to 2020", "in 2020"); a year is never read as HS code. */
  years: { from?: number; to?: number };
  /** The leftover words are an everyday name (everyday-products.ts): that product, no search. */
  named: { code: string; name: string } | null;
  /** Only words that ask for the HS index ("products", "HS", "browse"). */
  index: boolean;
}

/** The service's limit on a search text is generous; a palette query longer than this is junk. */
export const MAX_QUERY_LENGTH = 100;

const RELATIONS: Record<string, Relation> = {
  from: 'from',
  by: 'from',
  out: 'from',
  to: 'to',
  into: 'to',
  towards: 'to',
  vs: 'vs',
  versus: 'vs',
  v: 'vs',
  against: 'vs',
};
const FLOWS: Record<string, Flow> = {
  export: 'export',
  exports: 'export',
  exporter: 'export',
  exporters: 'export',
  exported: 'export',
  sells: 'export',
  import: 'import',
  imports: 'import',
  importer: 'import',
  importers: 'import',
  imported: 'import',
  buys: 'import',
};
const COMPARE_WORDS = new Set(['compare', 'comparison']);
/** Words that carry no meaning for the lookup. */
const FILLER = new Set([
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
]);

const CODE_RE = /^(?:hs:)?(\d{6})$|^(\d{2}|\d{4})$/i;
/** Words that ask for the HS index when they are all there is. */
const INDEX_WORDS = new Set(['hs', 'product', 'products', 'browse', 'index', 'catalog', 'catalogue', 'all']);
const SINCE_WORDS = new Set(['since', 'from', 'after']);
const UNTIL_WORDS = new Set(['to', 'until', 'till', 'through', 'before']);

/**
 * A year, not an HS code: four digits 1950–2099 that name no HS heading (chapters 19 and 20 have
 * headings 1901–1905 and 2001–2009, so "2015" is a year and "2009" a heading).
 */
function yearOf(word: string): number | null {
  if (!/^(19[5-9]\d|20\d\d)$/.test(word) || knownPrefix(word)) return null;
  return Number(word);
}
/** Words of the longest country name: "South Georgia and the South Sandwich Islands". */
const LONGEST_NAME_WORDS = 7;

export function interpret(text: string): Interpretation {
  const result: Interpretation = {
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
  // Only the start of a pasted text is read: trimming a huge one would cost time for nothing.
  const typed = text.slice(0, MAX_QUERY_LENGTH * 2).trim();
  if (typed.length > MAX_QUERY_LENGTH) return result;
  // Original tokens (to tell "IN" from "in") and their normalised forms, aligned. Tokens split at
  // spaces, commas, semicolons, slashes and arrows ("Chile->China"); those with nothing left after
  // normalising (the empty ones between two separators, or punctuation such as "-" or "&") are
  // dropped, so that they neither split a country's name nor count towards its length.
  const original = typed.split(/[\s,;/]|->/).filter((token) => normalise(token) !== '');
  // normalise keeps digits and "hs:" (lower case), so codes pass through it unchanged.
  const words = original.map(normalise);
  const leftover: string[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    const country = longestCountryAt(original, i);
    if (country) {
      if (!result.countries.some((c) => c.id === country.match.id)) result.countries.push(country.match);
      i += country.length;
      continue;
    }
    const year = yearOf(word);
    const next = yearOf(words[i + 1] ?? '');
    if (next !== null && (SINCE_WORDS.has(word) || UNTIL_WORDS.has(word))) {
      // "since 2015", "from 2015", "to 2020": a year, not a relation to a country.
      result.years[SINCE_WORDS.has(word) ? 'from' : 'to'] = next;
      i += 2;
      continue;
    }
    const code = year === null ? CODE_RE.exec(word) : null;
    if (year !== null) {
      // A bare year: the first starts the range, a second ends it ("2015 2020", "in 2020").
      if (result.years.from === undefined) result.years.from = year;
      else result.years.to ??= year;
    } else if (code) {
      const digits = code[1] ?? code[2]!;
      if (!result.productCodes.includes(digits)) result.productCodes.push(digits);
    } else if (word in RELATIONS) {
      result.relation ??= RELATIONS[word]!;
      if (RELATIONS[word] === 'vs') result.compare = true;
    } else if (word in FLOWS) {
      result.flow ??= FLOWS[word]!;
    } else if (COMPARE_WORDS.has(word)) {
      result.compare = true;
    } else if (!FILLER.has(word)) {
      leftover.push(word);
    }
    i += 1;
  }
  const productQuery = leftover.join(' ').slice(0, MAX_QUERY_LENGTH);
  // A lone year ("kenya coffee 2020") is that year; with "since" it runs to the latest.
  const { from, to } = result.years;
  if (from !== undefined && to === undefined && !words.some((w) => SINCE_WORDS.has(w)))
    result.years.to = from;
  const named = everydayProduct(productQuery);
  const index =
    result.countries.length === 0 &&
    result.productCodes.length === 0 &&
    words.length > 0 &&
    words.every((w) => INDEX_WORDS.has(w));
  return { ...result, named, index, productQuery };
}

interface Found {
  match: CountryMatch;
  length: number;
}

function longestCountryAt(original: readonly string[], start: number): Found | null {
  // Stryker disable next-line ArithmeticOperator,MethodExpression: equivalent, a longer slice past the end is the same tokens; and a window of more than LONGEST_NAME_WORDS tokens (each at least one word) names no country
  for (let n = Math.min(LONGEST_NAME_WORDS, original.length - start); n >= 1; n -= 1) {
    const match = lookupCountry(original.slice(start, start + n).join(' '));
    if (match) return { match, length: n };
  }
  return null;
}

/** The product the catalog search found for the leftover words. */
export interface ResolvedProduct {
  code: string;
  name: string;
}

/**
 * The catalog rows of `GET /products?q=<words>` (HS6, best first) as one product: the heading
 * (4 digits) when the leading rows share it ("coffee" is heading 0901, not one of its HS6
 * codes), else the first row's code. Null when there are no rows.
 */
export function pickProduct(
  rows: readonly { hs6: string; name: string }[],
  headingNames?: ReadonlyMap<string, string>,
  words = '',
): ResolvedProduct | null {
  rows = wholeWordsFirst(rows, words);
  const first = rows[0];
  if (!first) return null;
  const heading = first.hs6.slice(0, 4);
  const sameHeading = rows.slice(0, 5).filter((r) => r.hs6.startsWith(heading)).length;
  if (sameHeading >= 2) return { code: heading, name: headingNames?.get(heading) ?? first.name };
  return { code: first.hs6, name: first.name };
}

/** Years typed with the phrase, carried by every view. */
interface DestinationYears {
  from?: number;
  to?: number;
}

export type Destination = DestinationYears &
  (
    | { kind: 'country'; cid: string; product?: string; flow?: Flow; label: string }
    | { kind: 'product'; pid: string; reporter?: string; flow?: Flow; label: string }
    | { kind: 'flows'; reporter: string; partner: string; product?: string; flow: Flow; label: string }
    | { kind: 'compare'; countries?: string[]; products?: string[]; label: string }
    | { kind: 'index'; label: string }
  );

const MAX_COMPARED = 6;

/** Views for an interpretation, the most likely first; empty when nothing was recognised. */
export function planDestinations(it: Interpretation, product: ResolvedProduct | null = null): Destination[] {
  if (it.index) return [{ kind: 'index', label: 'Browse all products (HS index)' }];
  const planned = planViews(it, product);
  const { from, to } = it.years;
  if (from === undefined && to === undefined) return planned;
  // The years typed go with every view that has years (all of them here).
  return planned.map((d) => ({ ...d, from, to }));
}

function planViews(it: Interpretation, product: ResolvedProduct | null): Destination[] {
  const codes = it.productCodes;
  // The product asked for: the first code typed, else an everyday name's, else the catalog's
  // answer for the words.
  const found = it.named ?? product;
  const target: ProductTarget | null = codes[0]
    ? { code: codes[0], name: `HS ${codes[0]}` }
    : found && { code: found.code, name: `${found.name} (HS ${found.code})` };
  const [a, b] = it.countries;
  const out: Destination[] = [];

  if (it.countries.length >= 3 || (it.compare && it.countries.length === 2)) {
    const ids = it.countries.slice(0, MAX_COMPARED).map((c) => c.id);
    out.push({
      kind: 'compare',
      countries: ids,
      label: `Compare ${it.countries
        .slice(0, MAX_COMPARED)
        .map((c) => c.name)
        .join(', ')}`,
    });
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, this branch has at least two countries (the check is for the type checker)
    if (a && b) out.push(pair(a, b, it, target));
    return out;
  }
  if (a && b) {
    // "Brazil to China" / "Brazil China": what the first sends the second; "cars from Japan to
    // Germany" reads the same way. "... from B to A" is rare enough to keep the typed order.
    out.push(pair(a, b, it, target));
    out.push({ kind: 'compare', countries: [a.id, b.id], label: `Compare ${a.name} and ${b.name}` });
    return out;
  }
  if (a) {
    if (target) {
      // "coffee to Germany" and "Germany imports coffee" ask about imports; otherwise exports.
      const flow: Flow = it.flow ?? (it.relation === 'to' ? 'import' : 'export');
      const verb = flow === 'export' ? 'exports' : 'imports';
      out.push({
        kind: 'country',
        cid: a.id,
        product: target.code,
        flow,
        label: `${a.name}: ${verb} of ${target.name}`,
      });
      out.push({
        kind: 'product',
        pid: target.code,
        reporter: a.id,
        flow,
        label: `${target.name}: world trade, with ${possessive(a.name)} series`,
      });
      out.push({ kind: 'country', cid: a.id, label: a.name });
      return out;
    }
    const flow = it.flow ?? undefined;
    out.push({ kind: 'country', cid: a.id, ...(flow ? { flow } : {}), label: a.name });
    return out;
  }
  if (codes.length >= 2 || (it.compare && codes.length >= 1 && found)) {
    const all = [...codes, ...(found && !codes.includes(found.code) ? [found.code] : [])].slice(
      0,
      MAX_COMPARED,
    );
    out.push({ kind: 'compare', products: all, label: `Compare HS ${all.join(', ')}` });
    for (const code of all) out.push({ kind: 'product', pid: code, label: `HS ${code}` });
    return out;
  }
  if (target)
    out.push({
      kind: 'product',
      pid: target.code,
      ...(it.flow ? { flow: it.flow } : {}),
      label: target.name,
    });
  return out;
}

interface ProductTarget {
  code: string;
  /** As a label says it: "HS 0901" or "Coffee (HS 0901)". */
  name: string;
}

function pair(
  a: CountryMatch,
  b: CountryMatch,
  it: Interpretation,
  target: ProductTarget | null,
): Destination {
  // "from" before the second country with an import verb ("Germany imports from China") is the
  // reporter's imports; otherwise the first country's exports to the second.
  const flow: Flow = it.flow ?? 'export';
  const arrow = flow === 'export' ? '→' : '←';
  const what = target ? `, ${target.name}` : '';
  return {
    kind: 'flows',
    reporter: a.id,
    partner: b.id,
    flow,
    ...(target ? { product: target.code } : {}),
    label: `${a.name} ${arrow} ${b.name}${what}`,
  };
}

/**
 * The catalog's rows with those naming every typed word as a whole word first ("oil": "Petroleum
 * oils…" before "…soil…"; "gold": "Gold…" before "Goldsmiths' wares"), the service's order kept
 * within each group.
 */
function wholeWordsFirst<T extends { name: string }>(rows: readonly T[], words: string): readonly T[] {
  const typed = words.toLowerCase().split(/\s+/).filter(Boolean);
  if (typed.length === 0) return rows;
  const whole = (row: T) => {
    const names = new Set(row.name.toLowerCase().split(/[^a-z0-9]+/));
    // A plural counts: "oil" is a whole word of "oils".
    return typed.every((w) => names.has(w) || names.has(`${w}s`) || names.has(`${w}es`));
  };
  return [...rows.filter(whole), ...rows.filter((r) => !whole(r))];
}
