/**
 * What the country and product pickers share: a combobox over a debounced service search that
 * lists the matches and says, in its live status, what the search is doing. Each picker owns its
 * search request (a `queryOptions` factory through useSourceQuery, as every read of the service)
 * and its wording; this renders the rest. Controlled: the parent keeps the text and the chosen
 * id, so nothing typed is lost while the form decides.
 */
import { EntityCombobox, type ComboOption } from './entity-combobox';
import { ErrorMessage } from './error-message';
import { useDebouncedValue } from './use-debounced-value';

const PICKER_DEBOUNCE_MS = 300;

/** The props a form gives a picker. */
export interface PickerProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (option: ComboOption) => void;
  problem?: string | null;
  placeholder?: string;
}

/** What a typed entry means: an id, or why it means none. */
export type Resolution = { ok: true; id: string } | { ok: false; problem: string };

/** The text a picker searches for: trimmed, once typing pauses for PICKER_DEBOUNCE_MS. */
export function usePickerSearchText(text: string): string {
  return useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
}

interface SearchPickerProps<TRow>
  extends Required<Pick<PickerProps, 'placeholder'>>, Omit<PickerProps, 'placeholder'> {
  /** The searched text (usePickerSearchText), '' for none. */
  q: string;
  /** Whether the data source can answer (live mode needs a base URL and a key). */
  ready: boolean;
  /** The search request's state. */
  query: {
    data?: { data: readonly TRow[] };
    isFetching: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  toOption: (row: TRow) => ComboOption;
  /** What is searched for, singular and plural: "country", "countries". */
  noun: readonly [string, string];
  hint: string;
}

export function SearchPicker<TRow>(props: SearchPickerProps<TRow>) {
  const { q, ready, query, toOption, noun, text } = props;
  const options = q !== '' ? (query.data?.data ?? []).map(toOption) : [];
  let status: string;
  if (!ready) status = 'Search needs the live service’s base URL and API key (see Settings).';
  else if (text.trim() !== q || query.isFetching) status = 'Searching…';
  else if (query.isError) status = 'Search failed.';
  else if (options.length === 0) status = `No ${noun[0]} matches "${q}".`;
  else status = `${options.length} ${options.length === 1 ? noun[0] : noun[1]} found.`;
  return (
    <EntityCombobox
      label={props.label}
      text={text}
      onTextChange={props.onTextChange}
      onChoose={props.onChoose}
      options={options}
      status={status}
      placeholder={props.placeholder}
      problem={props.problem}
      error={
        q !== '' && query.isError ? (
          <ErrorMessage
            what="The search failed."
            error={query.error}
            onRetry={() => void query.refetch()}
            className="entity-combobox__error"
          />
        ) : null
      }
      hint={props.hint}
    />
  );
}
