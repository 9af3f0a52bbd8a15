/**
 * Product picker: a search picker (search-picker.tsx) over GET /products (HS code prefix or name)
 * that shows the chosen product's name. Accepts any level: a 2-digit chapter, a 4-digit heading
 * or an HS6 code (with or without `hs:`).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { productQueries } from '@/api/queries/products';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { parseProduct } from '@/lib/url-state';
import type { ComboOption } from './entity-combobox';
import { SearchPicker, usePickerSearchText, type PickerProps, type Resolution } from './search-picker';

export interface ProductRowLike {
  hs6: string;
  name: string;
}

function productOption(row: ProductRowLike): ComboOption {
  return { id: row.hs6, name: row.name, detail: row.hs6 };
}

/** How a chosen product reads in its field: "090111 Coffee, not roasted…". */
export function productText(code: string, name: string | undefined): string {
  return name ? `${code} ${name}` : code;
}

/**
 * What a typed product means: a code (2, 4 or 6 digits, `hs:` allowed), the text a chosen product
 * shows ("090111 Coffee…"), or a name the catalog search finds exactly or alone. Codes are checked
 * against the catalog by the view (its detail request), not here.
 */
export async function resolveProductText(
  text: string,
  search: (q: string) => Promise<readonly ProductRowLike[]>,
): Promise<Resolution> {
  const t = text.trim();
  const code = parseProduct(t) ?? parseProduct(t.split(/\s/, 1)[0] ?? '');
  if (code && (parseProduct(t) || /^\d{6}\s/.test(t))) return { ok: true, id: code };
  const rows = await search(t);
  const lower = t.toLowerCase();
  const exact = rows.filter((r) => r.name.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, id: exact[0]!.hs6 };
  if (rows.length === 1) return { ok: true, id: rows[0]!.hs6 };
  if (rows.length === 0) return { ok: false, problem: `No product matches "${t}".` };
  return {
    ok: false,
    problem: `"${t}" matches ${rows.length} or more products: choose one from the list, or type an HS code.`,
  };
}

export function ProductPicker({
  placeholder = 'HS code or name, e.g. 0901 or coffee',
  chosen = false,
  ...props
}: PickerProps & {
  /** The text names the current choice (not typed): nothing to search for until it changes. */
  chosen?: boolean;
}) {
  const source = useTradeSource();
  const q = usePickerSearchText(chosen ? '' : props.text);
  const query = useSourceQuery({
    ...productQueries.search(source, { q, limit: 10 }),
    ...keepPrevious,
    enabled: q !== '',
  });
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder}
      q={q}
      ready={source.ready}
      query={query}
      toOption={productOption}
      noun={['product', 'products']}
      hint="Type an HS code (2, 4 or 6 digits) or a product name; leave empty for all products."
    />
  );
}
