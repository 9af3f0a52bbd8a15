/**
 * Country search: the app's combobox (entity-combobox.tsx) over GET /countries. Typing is
 * debounced (300 ms, as users know from OEC) so a word costs one request, not one per key.
 * Keyboard: ArrowDown/ArrowUp move, Enter opens the highlighted country (or the first), Escape
 * closes the list (a second Escape clears the input).
 *
 * The field is here; the request (typed client, query hooks, error wording) is in
 * country-search-query.tsx and loads on intent: pointer or focus on the search, or a key typed
 * (the home page carries no client). The field is the same element throughout, so
 * nothing typed while that code loads is lost; the first word waits for the debounce anyway.
 */
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { CountrySearchQueryProps, SearchFound } from './country-search-query';
import { EntityCombobox, type ComboOption } from './entity-combobox';
import { useDebouncedValue } from './use-debounced-value';
import { paths } from '@/lib/paths';
import { RequestId } from './request-id';
import './country-search.css';

type QueryComponent = ComponentType<CountrySearchQueryProps>;
let queryModule: Promise<QueryComponent> | null = null;

/** The request's code, fetched once; a failed fetch is tried again on the next intent. */
function loadQuery(): Promise<QueryComponent> {
  queryModule ??= import('./country-search-query').then(
    (m) => m.CountrySearchQuery,
    (error: unknown) => {
      queryModule = null;
      throw error;
    },
  );
  return queryModule;
}

export interface CountrySearchProps {
  /** The field's visible label and accessible name. */
  label?: string;
  limit?: number;
}

const DEBOUNCE_MS = 300;

type SearchFailure = NonNullable<SearchFound['failure']>;

const CODE_FAILURE: SearchFailure = {
  sentence: 'The search could not be loaded: the network did not answer. Try again, or reload the page.',
  requestId: null,
  canRetry: true,
};

/** The request's code: null until a user reaches for the search (then loading, or failed). */
function useSearchCode() {
  const [Query, setQuery] = useState<QueryComponent | null>(null);
  const [codeFailed, setCodeFailed] = useState(false);
  const loadCode = useCallback(() => {
    setCodeFailed(false);
    loadQuery().then(
      (component) => setQuery(() => component),
      () => setCodeFailed(true),
    );
  }, []);
  const wantCode = () => {
    if (!Query) loadCode();
  };
  return { Query, codeFailed, loadCode, wantCode };
}

interface FeedbackInput {
  /** Text is typed (a search without text says nothing). */
  typed: boolean;
  codeFailed: boolean;
  found: SearchFound | null;
  /** The text is still settling, or its request is in flight. */
  waiting: boolean;
  q: string;
  count: number;
}

/**
 * What the search says: a failed search says why under the field, as every error surface does (a
 * long rate limit included), with the request ID and a Retry, until the text is cleared. So does
 * search code that could not be fetched. The field says its status only while its list is open.
 */
function searchFeedback({ typed, codeFailed, found, waiting, q, count }: FeedbackInput): {
  failure: SearchFailure | null;
  status: string;
} {
  if (!typed) return { failure: null, status: '' };
  if (codeFailed) return { failure: CODE_FAILURE, status: CODE_FAILURE.sentence };
  const ready = found?.ready ?? true;
  const failure = found && ready && !waiting ? found.failure : null;
  let status: string;
  if (!ready) status = 'Search needs the live service’s base URL and API key (see Settings).';
  else if (waiting) status = 'Searching…';
  else if (failure) status = `Search failed. ${failure.sentence}`;
  else if (count === 0) status = `No country matches "${q}".`;
  else status = `${count} ${count === 1 ? 'country' : 'countries'} found.`;
  return { failure, status };
}

const toOption = (row: SearchFound['results'][number]): ComboOption => ({
  id: row.id,
  name: row.name,
  detail: row.is_group ? `${row.id} · group` : row.id,
});

/** The search's state: the text, its debounced word and matches, what it says. */
function useCountrySearch() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { Query, codeFailed, loadCode, wantCode } = useSearchCode();
  const [found, setFound] = useState<SearchFound | null>(null);

  // Previous results stay while the next ones load (keepPreviousData), so the list does not jump.
  const results = q.length > 0 && found ? found.results : [];
  const waiting = text.trim() !== q || (q.length > 0 && !codeFailed && (found === null || found.fetching));
  const { failure, status } = searchFeedback({
    typed: text.trim() !== '',
    codeFailed,
    found,
    waiting,
    q,
    count: results.length,
  });
  return {
    text,
    setText,
    q,
    options: results.map(toOption),
    failure,
    status,
    Query,
    setFound,
    wantCode,
    retry: codeFailed ? loadCode : () => found?.retry(),
  };
}

export function CountrySearch({ label = 'Search countries', limit = 8 }: CountrySearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const { text, setText, q, options, failure, status, Query, setFound, wantCode, retry } = useCountrySearch();

  return (
    // Pointer on the search, or focus in its field, asks for its request code (see useSearchCode);
    // not focus on the failure's Retry, which would hide the failure under it.
    <div
      className="country-search"
      onPointerEnter={wantCode}
      onFocus={(e) => {
        if (e.target === inputRef.current) wantCode();
      }}
    >
      {Query ? <Query q={q} limit={limit} onFound={setFound} /> : null}
      <EntityCombobox
        label={label}
        type="search"
        inputRef={inputRef}
        text={text}
        onTextChange={(value) => {
          wantCode();
          setText(value);
        }}
        onChoose={(option) => {
          setText('');
          void navigate(paths.country.getHref(option.id));
        }}
        options={options}
        status={status}
        placeholder="Country name or ISO code"
        enterChoosesFirst
        onEscapeClosed={() => setText('')}
        error={
          failure ? (
            <SearchFailureMessage
              status={status}
              failure={failure}
              onRetry={() => {
                retry();
                inputRef.current?.focus();
              }}
            />
          ) : null
        }
      />
    </div>
  );
}

/** The failure under the field, said once (the status line speaks it), with the request ID and Retry. */
function SearchFailureMessage({
  status,
  failure,
  onRetry,
}: {
  status: string;
  failure: SearchFailure;
  onRetry: () => void;
}) {
  return (
    <div className="country-search__error" data-testid="search-error">
      <p aria-hidden="true">{status}</p>
      <p>
        <RequestId id={failure.requestId} />
      </p>
      {failure.canRetry ? (
        <button
          type="button"
          className="button button--secondary"
          // mousedown would blur the field and close the list under the click
          onMouseDown={(e) => e.preventDefault()}
          onClick={onRetry}
        >
          Retry the search
        </button>
      ) : null}
    </div>
  );
}
