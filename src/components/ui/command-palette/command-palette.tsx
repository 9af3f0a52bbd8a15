/**
 * The command palette: one dialog that reaches any country, product, pair or comparison from the
 * keyboard. An ARIA 1.2 combobox (input + grouped listbox, aria-activedescendant): ArrowDown /
 * ArrowUp move, Enter opens the highlighted result (or the first), Escape closes, Tab stays in
 * the dialog, and focus returns where it was on close. With an empty input it lists the views
 * opened last in this browser.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../error-message';
import { useListboxKeys } from '../use-listbox-keys';
import { Highlight } from './highlight';
import { readRecentViews, rememberView } from './recent-views';
import { usePaletteResults, type PaletteGroup, type PaletteItem } from './use-palette-results';
import './command-palette.css';

export interface CommandPaletteProps {
  onClose: () => void;
  initialText?: string;
}

export function CommandPalette({ onClose, initialText = '' }: CommandPaletteProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(initialText);
  const { q, groups, error, loading, retry } = usePaletteResults(text);

  const recent = useMemo(() => readRecentViews(), []);
  const shown: PaletteGroup[] =
    text.trim() === ''
      ? recent.length > 0
        ? [
            {
              id: 'views',
              label: 'Recently opened',
              items: recent.map((v, i) => ({ id: `recent-${i}`, href: v.href, label: v.label, detail: '' })),
            },
          ]
        : []
      : groups;
  const items = shown.flatMap((g) => g.items);
  const optionId = (item: PaletteItem) => `${listId}-${item.id}`;

  // Enter typed before the results arrived opens the first result once they have.
  const enterPending = useRef(false);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function choose(item: PaletteItem | undefined) {
    if (!item) return;
    rememberView({ href: item.href, label: item.label });
    onClose();
    void navigate(item.href);
  }

  useEffect(() => {
    if (!enterPending.current || loading) return;
    enterPending.current = false;
    choose(items[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when loading settles, with that render's items
  }, [loading]);

  // The list is open whenever it has options: Escape closes the dialog (below), not the list.
  const {
    active: activeIndex,
    setActive,
    resetHighlight,
    onKeyDown: onListKeyDown,
  } = useListboxKeys({
    count: items.length,
    expanded: items.length > 0,
    choose: (index) => choose(items[index]),
    enterChoosesFirst: true,
    highlightFirst: true,
  });

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && loading && text.trim() !== '') {
      e.preventDefault();
      enterPending.current = true;
    } else onListKeyDown(e);
  }

  // The dialog's own keys, from the input or the close button.
  function onDialogKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Keep focus in the dialog: the input and the close button.
      e.preventDefault();
      (document.activeElement === inputRef.current ? closeRef.current : inputRef.current)?.focus();
    }
  }

  let status: string;
  if (text.trim() === '')
    status = recent.length > 0 ? 'Recently opened views.' : 'Type a country, a product, an HS code or both.';
  else if (error && q !== '') status = 'The search failed.';
  else if (loading) status = 'Searching…';
  else if (items.length === 0) status = `Nothing matches "${text.trim()}".`;
  else status = `${items.length} ${items.length === 1 ? 'result' : 'results'}.`;

  return (
    // A press outside the dialog closes it, as Escape does from the keyboard (onKeyDown below).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- pointer-only twin of Escape
    <div className="palette-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys (Escape closes it, Tab stays in it) */}
      <div
        className="palette"
        data-command-palette
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onDialogKeyDown}
      >
        <div className="palette__bar">
          <h2 id={titleId} className="visually-hidden">
            Go to a country, product, pair or comparison
          </h2>
          <label htmlFor={inputId} className="visually-hidden">
            Search countries, products and views
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="input palette__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={
              activeIndex >= 0 && items[activeIndex] ? optionId(items[activeIndex]) : undefined
            }
            autoComplete="off"
            spellCheck={false}
            placeholder="Kenya coffee, DE 8703, Brazil to China…"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              resetHighlight();
              enterPending.current = false;
            }}
            onKeyDown={onInputKeyDown}
          />
          <button ref={closeRef} type="button" className="button palette__close" onClick={onClose}>
            Close
          </button>
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="palette__list">
          {shown.map((group) => (
            <div
              key={group.id + group.label}
              role="group"
              aria-labelledby={`${listId}-${group.id}`}
              className="palette__group"
            >
              <div id={`${listId}-${group.id}`} role="presentation" className="palette__group-label">
                {group.label}
              </div>
              {group.items.map((item) => {
                const index = items.indexOf(item);
                return (
                  // Options are reached with the arrow keys from the input (aria-activedescendant),
                  // never focused themselves, as the combobox pattern says.
                  // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus stays on the combobox input
                  <div
                    key={item.id}
                    id={optionId(item)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={index === activeIndex ? 'palette__option is-active' : 'palette__option'}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(item);
                    }}
                    onMouseEnter={() => setActive(index)}
                  >
                    <span className="palette__label text-clip" title={item.label}>
                      <Highlight text={item.label} query={q} />
                    </span>
                    {item.detail ? <span className="palette__detail">{item.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {error && q !== '' ? (
          // In the dialog, not instead of it: the text typed stays, Retry asks again.
          <ErrorMessage className="palette__error" what="The search failed." error={error} onRetry={retry} />
        ) : null}
        <p className="palette__status" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}
