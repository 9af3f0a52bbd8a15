/**
 * Country search: an ARIA 1.2 combobox (input + listbox) over GET /countries. Typing is
 * debounced (300 ms, as users know from OEC) so a word costs one request, not one per key.
 * Keyboard: ArrowDown/ArrowUp move, Enter opens the highlighted country, Escape closes the
 * list (a second Escape clears the input).
 *
 * The field is here; the request (typed client, query hooks, error wording) is in
 * country-search-query.tsx and loads on intent: pointer or focus on the search, or a key typed
 * (the home page carries no client). The field is the same element throughout, so
 * nothing typed while that code loads is lost; the first word waits for the debounce anyway.
 */
import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { CountrySearchQueryProps, SearchFound } from './country-search-query';
import { useDebouncedValue } from './use-debounced-value';
import { useListboxKeys } from './use-listbox-keys';
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
  /** Accessible name of the input. */
  label?: string;
  /** Show the label visibly (home page) or only to assistive technology (header). */
  visibleLabel?: boolean;
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
  expanded: boolean;
  codeFailed: boolean;
  found: SearchFound | null;
  /** The text is still settling, or its request is in flight. */
  waiting: boolean;
  q: string;
  count: number;
}

/**
 * What the open list says: a failed search says why in the result list, as every error surface
 * does (a long rate limit included), with the request ID and a Retry. So does search code that
 * could not be fetched. A closed list says nothing.
 */
function searchFeedback({ expanded, codeFailed, found, waiting, q, count }: FeedbackInput): {
  failure: SearchFailure | null;
  status: string;
} {
  if (!expanded) return { failure: null, status: '' };
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

/** The search's state: the text, its debounced word and matches, the highlight, what it says. */
function useCountrySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { Query, codeFailed, loadCode, wantCode } = useSearchCode();
  const [found, setFound] = useState<SearchFound | null>(null);

  // Previous results stay while the next ones load (keepPreviousData), so the list does not jump.
  const results = q.length > 0 && found ? found.results : [];
  const waiting = text.trim() !== q || (q.length > 0 && !codeFailed && (found === null || found.fetching));
  const expanded = open && text.trim().length > 0;

  function choose(index: number) {
    const row = results[index];
    if (!row) return;
    setOpen(false);
    setText('');
    resetHighlight();
    void navigate(paths.country.getHref(row.id));
  }
  const { active, setActive, resetHighlight, onKeyDown } = useListboxKeys({
    count: results.length,
    expanded,
    setOpen,
    choose,
    enterChoosesFirst: true,
    onEscapeClosed: () => setText(''),
  });

  const { failure, status } = searchFeedback({
    expanded,
    codeFailed,
    found,
    waiting,
    q,
    count: results.length,
  });
  return {
    text,
    q,
    results,
    expanded,
    active,
    failure,
    status,
    Query,
    setFound,
    setOpen,
    setActive,
    choose,
    onKeyDown,
    wantCode,
    retry: codeFailed ? loadCode : () => found?.retry(),
    typed(value: string) {
      wantCode();
      setText(value);
      setOpen(true);
      resetHighlight();
    },
  };
}

export function CountrySearch({
  label = 'Search countries',
  visibleLabel = false,
  limit = 8,
}: CountrySearchProps) {
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { text, q, results, expanded, active, failure, status, Query, setFound, ...search } =
    useCountrySearch();
  const activeId = active >= 0 && results[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="country-search" ref={rootRef} onPointerEnter={search.wantCode}>
      {Query ? <Query q={q} limit={limit} onFound={setFound} /> : null}
      <label htmlFor={inputId} className={visibleLabel ? 'country-search__label' : 'visually-hidden'}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Country name or ISO code"
        value={text}
        onChange={(e) => search.typed(e.target.value)}
        onKeyDown={search.onKeyDown}
        onFocus={() => {
          search.wantCode();
          search.setOpen(true);
        }}
        // Focus moving to the failure's Retry keeps the list open (it would vanish under the click).
        onBlur={(e) => {
          if (!rootRef.current?.contains(e.relatedTarget)) search.setOpen(false);
        }}
      />
      <CountryOptions
        listId={listId}
        label={label}
        results={results}
        active={active}
        hidden={!expanded || results.length === 0}
        onChoose={search.choose}
        onHighlight={search.setActive}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {failure ? (
        <SearchFailureMessage
          status={status}
          failure={failure}
          onRetry={() => {
            search.retry();
            inputRef.current?.focus();
          }}
        />
      ) : expanded && status && results.length === 0 ? (
        <p className="country-search__message" aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}

interface CountryOptionsProps {
  listId: string;
  label: string;
  results: SearchFound['results'];
  active: number;
  hidden: boolean;
  onChoose: (index: number) => void;
  onHighlight: (index: number) => void;
}

function CountryOptions({
  listId,
  label,
  results,
  active,
  hidden,
  onChoose,
  onHighlight,
}: CountryOptionsProps) {
  return (
    <ul id={listId} role="listbox" aria-label={label} className="country-search__list" hidden={hidden}>
      {results.map((row, i) => (
        <li
          key={row.id}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'country-search__option is-active' : 'country-search__option'}
          // mousedown, not click: it fires before the input's blur closes the list
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(i);
          }}
          onMouseEnter={() => onHighlight(i)}
        >
          <span className="text-clip" title={row.name}>
            {row.name}
          </span>
          <span className="country-search__code">
            {row.id}
            {row.is_group ? ' · group' : ''}
          </span>
        </li>
      ))}
    </ul>
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
    <div className="country-search__message country-search__message--error" data-testid="search-error">
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
