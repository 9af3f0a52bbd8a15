/**
 * Country picker: a search picker (search-picker.tsx) over GET /countries (name, ISO alpha-2 or
 * alpha-3) that shows the chosen country's name, and what typed text means (resolveCountryText).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { parseCountryId } from '@/lib/url-state';
import type { ComboOption } from './entity-combobox';
import { SearchPicker, usePickerSearchText, type PickerProps, type Resolution } from './search-picker';

export interface CountryRowLike {
  id: string;
  name: string;
  iso3?: string | null;
  is_group?: boolean;
}

function countryOption(row: CountryRowLike): ComboOption {
  return {
    id: row.id,
    name: row.name,
    detail: row.is_group ? `${row.id} · group` : row.iso3 ? `${row.id} · ${row.iso3}` : row.id,
  };
}

/** How a chosen country reads in its field: "Germany (DE)". */
export function countryText(id: string, name: string | undefined): string {
  return name && name !== id ? `${name} (${id})` : id;
}

/**
 * What a typed country means: a code (alpha-2 or alpha-3, any case), the text a chosen country
 * shows ("Germany (DE)"), or a name the service's search finds exactly or alone.
 */
export async function resolveCountryText(
  text: string,
  search: (q: string) => Promise<readonly CountryRowLike[]>,
): Promise<Resolution> {
  const t = text.trim();
  const shown = /\(([A-Za-z]{2})\)$/.exec(t);
  if (shown) return { ok: true, id: shown[1]!.toUpperCase() };
  const code = /^[A-Za-z]{2,3}$/.test(t) ? parseCountryId(t) : undefined;
  const rows = await search(t);
  if (code && rows.some((r) => r.id === code)) return { ok: true, id: code };
  const lower = t.toLowerCase();
  const exact = rows.filter(
    (r) => r.name.toLowerCase() === lower || r.iso3?.toLowerCase() === lower || r.id.toLowerCase() === lower,
  );
  if (exact.length === 1) return { ok: true, id: exact[0]!.id };
  if (rows.length === 1) return { ok: true, id: rows[0]!.id };
  if (rows.length === 0) return { ok: false, problem: `No country matches "${t}".` };
  return { ok: false, problem: `"${t}" matches ${rows.length} countries: choose one from the list.` };
}

export function CountryPicker({ placeholder = 'Name or code, e.g. Brazil or BR', ...props }: PickerProps) {
  const source = useTradeSource();
  const q = usePickerSearchText(props.text);
  const query = useSourceQuery({
    ...countryQueries.search(source, { q, limit: 8 }),
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
      toOption={countryOption}
      noun={['country', 'countries']}
      hint="Type a country name or an ISO code; leave empty for all."
    />
  );
}
