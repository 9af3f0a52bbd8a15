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

export function CountrySearch({
  label = 'Search countries',
  visibleLabel = false,
  limit = 8,
}: CountrySearchProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  // The request's code: null until a user reaches for the search (then loading, or failed).
  const [Query, setQuery] = useState<QueryComponent | null>(null);
  const [codeFailed, setCodeFailed] = useState(false);
  const [found, setFound] = useState<SearchFound | null>(null);
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

  // A failed search says why in the result list, as every error surface does (a long rate limit
  // included), with the request ID and a Retry. So does search code that could not be fetched.
  const codeFailure = codeFailed
    ? {
        sentence:
          'The search could not be loaded: the network did not answer. Try again, or reload the page.',
        requestId: null,
        canRetry: true,
      }
    : null;
  const ready = found?.ready ?? true;
  const failure = expanded ? (codeFailure ?? (found && ready && !waiting ? found.failure : null)) : null;
  const retry = codeFailure ? loadCode : () => found?.retry();
  let status = '';
  if (expanded) {
    if (codeFailure) status = codeFailure.sentence;
    else if (!ready) status = 'Search needs the live service’s base URL and API key (see Settings).';
    else if (waiting) status = 'Searching…';
    else if (failure) status = `Search failed. ${failure.sentence}`;
    else if (results.length === 0) status = `No country matches "${q}".`;
    else status = `${results.length} ${results.length === 1 ? 'country' : 'countries'} found.`;
  }
  const activeId = active >= 0 && results[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="country-search" ref={rootRef} onPointerEnter={wantCode}>
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
        onChange={(e) => {
          wantCode();
          setText(e.target.value);
          setOpen(true);
          resetHighlight();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          wantCode();
          setOpen(true);
        }}
        // Focus moving to the failure's Retry keeps the list open (it would vanish under the click).
        onBlur={(e) => {
          if (!rootRef.current?.contains(e.relatedTarget)) setOpen(false);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="country-search__list"
        hidden={!expanded || results.length === 0}
      >
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
              choose(i);
            }}
            onMouseEnter={() => setActive(i)}
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
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {failure ? (
        <div className="country-search__message country-search__message--error" data-testid="search-error">
          <p aria-hidden="true">{status}</p>
          <p>
            <RequestId id={failure.requestId} />
          </p>
          {failure.canRetry ? (
            <button
              type="button"
              className="button button--secondary"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                retry();
                inputRef.current?.focus();
              }}
            >
              Retry the search
            </button>
          ) : null}
        </div>
      ) : expanded && status && results.length === 0 ? (
        <p className="country-search__message" aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}
