/**
 * Product picker: a combobox over GET /products (HS code prefix or name), debounced (300 ms),
 * that shows the chosen product's name. Accepts any level: a 2-digit chapter, a 4-digit heading
 * or an HS6 code (with or without `hs:`). Controlled, like the country picker.
 */
import { useTradeSource } from '@/api/data-source-context';
import { productQueries } from '@/api/queries/products';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { parseProduct } from '@/lib/url-state';
import type { PickerProps, Resolution } from './country-picker';
import { PICKER_DEBOUNCE_MS } from './country-picker';
import { EntityCombobox, type ComboOption } from './entity-combobox';
import { useDebouncedValue } from './use-debounced-value';
import { ErrorMessage } from './error-message';

export interface ProductRowLike {
  hs6: string;
  name: string;
}

export function productOption(row: ProductRowLike): ComboOption {
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
export async function resolveProductText(text: string, search: (q: string) => Promise<readonly ProductRowLike[]>): Promise<Resolution> {
  const t = text.trim();
  const code = parseProduct(t) ?? parseProduct(t.split(/\s/, 1)[0] ?? '');
  if (code && (parseProduct(t) || /^\d{6}\s/.test(t))) return { ok: true, id: code };
  const rows = await search(t);
  const lower = t.toLowerCase();
  const exact = rows.filter((r) => r.name.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, id: exact[0]!.hs6 };
  if (rows.length === 1) return { ok: true, id: rows[0]!.hs6 };
  if (rows.length === 0) return { ok: false, problem: `No product matches "${t}".` };
  return { ok: false, problem: `"${t}" matches ${rows.length} or more products: choose one from the list, or type an HS code.` };
}

export function ProductPicker({ label, text, onTextChange, onChoose, problem, placeholder = 'HS code or name, e.g. 0901 or coffee' }: PickerProps) {
  const source = useTradeSource();
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const query = useSourceQuery({ ...productQueries.search(source, { q, limit: 10 }), ...keepPrevious, enabled: q !== '' });
  const options = q !== '' ? (query.data?.data ?? []).map(productOption) : [];
  let status: string;
  if (!source.ready) status = 'Search needs the live service’s base URL and API key (see Settings).';
  else if (text.trim() !== q || query.isFetching) status = 'Searching…';
  else if (query.isError) status = 'Search failed.';
  else if (options.length === 0) status = `No product matches "${q}".`;
  else status = `${options.length} ${options.length === 1 ? 'product' : 'products'} found.`;
  return (
    <EntityCombobox
      label={label}
      text={text}
      onTextChange={onTextChange}
      onChoose={onChoose}
      options={options}
      status={status}
      placeholder={placeholder}
      problem={problem}
      error={
        q !== '' && query.isError ? (
          <ErrorMessage what="The search failed." error={query.error} onRetry={() => void query.refetch()} className="entity-combobox__error" />
        ) : null
      }
      hint="Type an HS code (2, 4 or 6 digits) or a product name; leave empty for all products."
    />
  );
}
