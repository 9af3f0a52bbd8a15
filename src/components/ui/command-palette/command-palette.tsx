/**
 * The command palette: one dialog that reaches any country, product, pair or comparison from the
 * keyboard. An ARIA 1.2 combobox (input + grouped listbox, aria-activedescendant): ArrowDown /
 * ArrowUp move, Enter opens the highlighted result (or the first), Escape closes, Tab stays in
 * the dialog, and focus returns where it was on close. With an empty input it lists the views
 * opened last in this browser.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ComboboxInput } from '../combobox-input';
import { ErrorMessage } from '../error-message';
import { PaletteList, paletteOptionId } from './palette-list';
import { paletteStatus, recentGroups } from './palette-status';
import { readRecentViews } from './recent-views';
import { usePaletteChoice } from './use-palette-choice';
import { usePaletteResults } from './use-palette-results';
import './command-palette.css';

export interface CommandPaletteProps {
  onClose: () => void;
  initialText?: string;
}

export function CommandPalette({ onClose, initialText = '' }: CommandPaletteProps) {
  const inputId = useId();
  const listId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(initialText);
  const { q, groups, error, loading, retry } = usePaletteResults(text);

  const recent = useMemo(() => readRecentViews(), []);
  const shown = text.trim() === '' ? recentGroups(recent) : groups;
  const items = shown.flatMap((g) => g.items);

  const { active, setActive, choose, onInputKeyDown, onTextChanged } = usePaletteChoice({
    items,
    text,
    loading,
    onClose,
  });

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const status = paletteStatus({
    text: text.trim(),
    hasRecent: recent.length > 0,
    failed: Boolean(error && q !== ''),
    loading,
    count: items.length,
  });

  return (
    <PaletteDialog titleId={titleId} inputRef={inputRef} closeRef={closeRef} onClose={onClose}>
      <div className="palette__bar">
        <h2 id={titleId} className="visually-hidden">
          Go to a country, product, pair or comparison
        </h2>
        <label htmlFor={inputId} className="visually-hidden">
          Search countries, products and views
        </label>
        <ComboboxInput
          ref={inputRef}
          id={inputId}
          className="input palette__input"
          type="text"
          listId={listId}
          expanded={items.length > 0}
          activeId={active >= 0 && items[active] ? paletteOptionId(listId, items[active]) : undefined}
          placeholder="Kenya coffee, DE 8703, Brazil to China…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onTextChanged();
          }}
          onKeyDown={onInputKeyDown}
        />
        <button ref={closeRef} type="button" className="button palette__close" onClick={onClose}>
          Close
        </button>
      </div>
      <PaletteList
        listId={listId}
        groups={shown}
        items={items}
        active={active}
        query={q}
        onChoose={choose}
        onHighlight={setActive}
      />
      {error && q !== '' ? (
        // In the dialog, not instead of it: the text typed stays, Retry asks again.
        <ErrorMessage className="palette__error" what="The search failed." error={error} onRetry={retry} />
      ) : null}
      <p className="palette__status" role="status" aria-live="polite">
        {status}
      </p>
    </PaletteDialog>
  );
}

interface PaletteDialogProps {
  titleId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/** The modal dialog around the palette, over a backdrop, with its own keys (Escape, Tab). */
function PaletteDialog({ titleId, inputRef, closeRef, onClose, children }: PaletteDialogProps) {
  // The dialog's own keys, from the input, the close button or Retry.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Keep focus in the dialog: the input and the close button.
      e.preventDefault();
      (document.activeElement === inputRef.current ? closeRef.current : inputRef.current)?.focus();
    }
  }

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
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
