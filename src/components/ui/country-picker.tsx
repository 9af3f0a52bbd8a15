/**
 * Country picker: a combobox over GET /countries (name, ISO alpha-2 or alpha-3), debounced
 * (300 ms), that shows the chosen country's name. Controlled: the parent keeps the text and the
 * chosen id, so nothing typed is lost while the form decides (resolveCountryText).
 */
import { useTradeSource } from '@/api/data-source-context';
import { countryQueries } from '@/api/queries/countries';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { parseCountryId } from '@/lib/url-state';
import { EntityCombobox, type ComboOption } from './entity-combobox';
import { useDebouncedValue } from './use-debounced-value';
import { ErrorMessage } from './error-message';

export const PICKER_DEBOUNCE_MS = 300;

export interface PickerProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (option: ComboOption) => void;
  problem?: string | null;
  placeholder?: string;
}

export interface CountryRowLike {
  id: string;
  name: string;
  iso3?: string | null;
  is_group?: boolean;
}

export function countryOption(row: CountryRowLike): ComboOption {
  return { id: row.id, name: row.name, detail: row.is_group ? `${row.id} · group` : row.iso3 ? `${row.id} · ${row.iso3}` : row.id };
}

/** How a chosen country reads in its field: "Germany (DE)". */
export function countryText(id: string, name: string | undefined): string {
  return name && name !== id ? `${name} (${id})` : id;
}

export type Resolution = { ok: true; id: string } | { ok: false; problem: string };

/**
 * What a typed country means: a code (alpha-2 or alpha-3, any case), the text a chosen country
 * shows ("Germany (DE)"), or a name the service's search finds exactly or alone.
 */
export async function resolveCountryText(text: string, search: (q: string) => Promise<readonly CountryRowLike[]>): Promise<Resolution> {
  const t = text.trim();
  const shown = /\(([A-Za-z]{2})\)$/.exec(t);
  if (shown) return { ok: true, id: shown[1]!.toUpperCase() };
  const code = /^[A-Za-z]{2,3}$/.test(t) ? parseCountryId(t) : undefined;
  const rows = await search(t);
  if (code && rows.some((r) => r.id === code)) return { ok: true, id: code };
  const lower = t.toLowerCase();
  const exact = rows.filter((r) => r.name.toLowerCase() === lower || r.iso3?.toLowerCase() === lower || r.id.toLowerCase() === lower);
  if (exact.length === 1) return { ok: true, id: exact[0]!.id };
  if (rows.length === 1) return { ok: true, id: rows[0]!.id };
  if (rows.length === 0) return { ok: false, problem: `No country matches "${t}".` };
  return { ok: false, problem: `"${t}" matches ${rows.length} countries: choose one from the list.` };
}

export function CountryPicker({ label, text, onTextChange, onChoose, problem, placeholder = 'Name or code, e.g. Brazil or BR' }: PickerProps) {
  const source = useTradeSource();
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const query = useSourceQuery({ ...countryQueries.search(source, { q, limit: 8 }), ...keepPrevious, enabled: q !== '' });
  const options = q !== '' ? (query.data?.data ?? []).map(countryOption) : [];
  let status: string;
  if (!source.ready) status = 'Search needs the live service’s base URL and API key (see Settings).';
  else if (text.trim() !== q || query.isFetching) status = 'Searching…';
  else if (query.isError) status = 'Search failed.';
  else if (options.length === 0) status = `No country matches "${q}".`;
  else status = `${options.length} ${options.length === 1 ? 'country' : 'countries'} found.`;
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
      hint="Type a country name or an ISO code; leave empty for all."
    />
  );
}
