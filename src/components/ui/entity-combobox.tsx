/**
 * A controlled ARIA 1.2 combobox (input + listbox) for choosing one entity by name or code: the
 * parent owns the text and the search (country-picker.tsx, product-picker.tsx). Keyboard:
 * ArrowDown/ArrowUp move through the options, Enter chooses the highlighted one, Escape closes
 * the list (a second Escape restores nothing: the text stays, the parent decides what it means).
 * A problem (a name that matches nothing) is shown under the field and tied to it with
 * aria-describedby, and the typed text is kept.
 */
import { useId, useState, type ReactNode } from 'react';
import { useListboxKeys } from './use-listbox-keys';
import './entity-combobox.css';

export interface ComboOption {
  id: string;
  name: string;
  /** Shown after the name, muted: the code, "group"… */
  detail?: string;
}

export interface EntityComboboxProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (option: ComboOption) => void;
  options: readonly ComboOption[];
  /** Said to screen readers (and shown when there are no options): "Searching…", "No match". */
  status: string;
  placeholder?: string;
  problem?: string | null;
  /** Extra description (what the field accepts). */
  hint?: string;
  name?: string;
  /**
   * The search's error surface (an ErrorMessage: rate limit, request ID, Retry), shown under the
   * field while the search stands failed, open list or not, so its Retry can be reached.
   */
  error?: ReactNode;
}

export function EntityCombobox({
  label,
  text,
  onTextChange,
  onChoose,
  options,
  status,
  placeholder,
  problem,
  hint,
  name,
  error,
}: EntityComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const problemId = useId();
  const [open, setOpen] = useState(false);
  const expanded = open && text.trim().length > 0;
  const showList = expanded && options.length > 0;

  const choose = (i: number) => {
    const option = options[i];
    if (!option) return;
    onChoose(option);
    setOpen(false);
    resetHighlight();
  };
  // Enter with nothing highlighted submits the form as usual; Escape keeps the text.
  const { active, setActive, resetHighlight, onKeyDown } = useListboxKeys({
    count: options.length,
    expanded,
    setOpen,
    choose,
  });

  const activeId = showList && active >= 0 && options[active] ? `${listId}-${active}` : undefined;
  const describedBy =
    [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="entity-combobox">
      <label htmlFor={inputId} className="entity-combobox__label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          resetHighlight();
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          setOpen(true);
          e.currentTarget.select();
        }}
        onBlur={() => setOpen(false)}
      />
      {hint ? (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      ) : null}
      <ul id={listId} role="listbox" aria-label={label} className="entity-combobox__list" hidden={!showList}>
        {options.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'entity-combobox__option is-active' : 'entity-combobox__option'}
            // mousedown, not click: it fires before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <span className="entity-combobox__name text-clip" title={o.name}>
              {o.name}
            </span>
            {o.detail ? <span className="entity-combobox__detail">{o.detail}</span> : null}
          </li>
        ))}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite">
        {expanded ? status : ''}
      </div>
      {expanded && !showList && status ? (
        <p className="entity-combobox__message" aria-hidden="true">
          {status}
        </p>
      ) : null}
      {error}
      {problem ? (
        <p id={problemId} className="entity-combobox__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
