/**
 * What the palette lists for a text: the interpretation's views (most likely first), countries
 * (named locally, plus GET /countries for words the local table does not know) and products
 * (typed codes, plus GET /products for the words). The text is debounced; previous results stay
 * while the next load (keepPrevious); a stale request is cancelled by TanStack Query when its key
 * is no longer observed. Only a non-empty text of at most MAX_QUERY_LENGTH characters is ever
 * sent, so the service never answers 422.
 */
import { useMemo } from 'react';
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import { productQueries } from '@/api/queries/products';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import {
  interpret,
  MAX_QUERY_LENGTH,
  pickProduct,
  planDestinations,
  type Destination,
} from '@/lib/command-query/interpret';
import { useDebouncedValue } from '../use-debounced-value';
import { destinationHref } from './destination-href';
import { everydayHeadingApplies } from './everyday-heading';

const PALETTE_DEBOUNCE_MS = 250;
const LIMIT = 6;

export interface PaletteItem {
  id: string;
  href: string;
  label: string;
  detail: string;
}

export interface PaletteGroup {
  id: 'views' | 'countries' | 'products';
  label: string;
  items: PaletteItem[];
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One item per country, in order, each once (the interpretation's first, then the service's). */
function countryItemsOf(countries: readonly { id: string; name: string }[]): PaletteItem[] {
  const seen = new Set<string>();
  const items: PaletteItem[] = [];
  for (const c of countries) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    items.push({
      id: `country-${c.id}`,
      href: destinationHref({ kind: 'country', cid: c.id, label: c.name }),
      label: c.name,
      detail: c.id,
    });
  }
  return items;
}

/** The codes typed first (as "HS code"), then the service's matches not already among them. */
function productItemsOf(
  codes: readonly string[],
  rows: readonly { hs6: string; name: string }[],
): PaletteItem[] {
  const item = (code: string, label: string): PaletteItem => ({
    id: `product-${code}`,
    href: destinationHref({ kind: 'product', pid: code, label: '' }),
    label,
    detail: code,
  });
  return [
    ...codes.map((code) => item(code, `HS ${code}`)),
    ...rows.filter((row) => !codes.includes(row.hs6)).map((row) => item(row.hs6, row.name)),
  ];
}

export function usePaletteResults(text: string) {
  const q = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);
  const typing = text.trim() !== q;
  const it = useMemo(() => interpret(q), [q]);
  const source = useTradeSource();
  const words = it.productQuery;
  const productSearch = it.productCodes[0] ?? words;
  const sendable = (s: string) => s !== '' && s.length <= MAX_QUERY_LENGTH;

  const countries = useSourceQuery({
    ...countryQueries.search(source, { q: words, limit: LIMIT }),
    ...keepPrevious,
    enabled: sendable(words) && it.countries.length === 0,
  });
  const products = useSourceQuery({
    ...productQueries.search(source, { q: productSearch, limit: 20 }),
    ...keepPrevious,
    enabled: sendable(productSearch),
  });
  // The everyday name's heading as the service lists it: its revision says whether the name
  // applies (everyday-heading.ts); the same request opens the product view if chosen.
  const namedCode = it.productCodes.length === 0 ? it.named?.code : undefined;
  const heading = useSourceQuery({
    ...productQueries.detail(source, namedCode ?? ''),
    enabled: namedCode !== undefined,
  });

  const groups = useMemo((): PaletteGroup[] => {
    if (q === '') return [];
    const productRows = sendable(productSearch) ? (products.data?.data ?? []) : [];
    const countryRows = sendable(words) && it.countries.length === 0 ? (countries.data?.data ?? []) : [];
    // The everyday names point at HS 2022 headings; a service coding in another revision may
    // hold those goods under other codes, so its own answer for the words is taken instead.
    const headingApplies =
      namedCode !== undefined &&
      everydayHeadingApplies(
        { status: heading.status, matches: heading.data?.data.matches, error: heading.error },
        productRows,
      );
    const known = headingApplies ? it : { ...it, named: null };
    // Words the local table did not know but the service did ("brasil"): a country after all.
    const interpretation =
      known.countries.length === 0 && countryRows[0] && countryRows[0].name.toLowerCase() === words
        ? { ...known, countries: [{ id: countryRows[0].id, name: countryRows[0].name }], productQuery: '' }
        : known;
    const product =
      it.productCodes.length === 0 && interpretation.productQuery
        ? pickProduct(
            productRows,
            new Map(productRows.map((r) => [r.hs6.slice(0, 4), capitalise(words)])),
            words,
          )
        : null;
    const views: Destination[] = planDestinations(interpretation, product);

    const countryItems = countryItemsOf([...interpretation.countries, ...countryRows]);
    const productItems = productItemsOf(it.productCodes, productRows.slice(0, LIMIT));
    const viewItems = views.map((d, i) => ({
      id: `view-${i}`,
      href: destinationHref(d),
      label: d.label,
      detail: d.kind === 'flows' ? 'flows' : d.kind,
    }));
    return [
      { id: 'views' as const, label: 'Views', items: viewItems },
      { id: 'countries' as const, label: 'Countries', items: countryItems },
      { id: 'products' as const, label: 'Products', items: productItems },
    ].filter((g) => g.items.length > 0);
  }, [
    q,
    it,
    words,
    productSearch,
    countries.data,
    products.data,
    namedCode,
    heading.status,
    heading.data,
    heading.error,
  ]);

  const error = countries.error ?? products.error ?? null;
  const loading = typing || countries.isFetching || products.isFetching || heading.isFetching;
  const retry = () => {
    if (countries.isError) void countries.refetch();
    if (products.isError) void products.refetch();
  };
  return { q, groups, error, loading, retry };
}
