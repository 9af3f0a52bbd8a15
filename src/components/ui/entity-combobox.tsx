/**
 * A controlled ARIA 1.2 combobox (input + listbox) for choosing one entity by name or code: the
 * parent owns the text and the search (the country and product pickers through search-picker.tsx,
 * the home page's country search). Keyboard: ArrowDown/ArrowUp move through the options, Enter
 * chooses the highlighted one (or the first, where the field says so), Escape closes the list (a
 * second Escape is the field's: a picker keeps its text, the search clears it).
 * A problem (a name that matches nothing) is shown under the field and tied to it with
 * aria-describedby, and the typed text is kept.
 */
import { useId, useState, type ReactNode, type Ref } from 'react';
import { ComboboxInput } from './combobox-input';
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
  /** `search` where the field only finds (the browser shows its clear button). */
  type?: 'text' | 'search';
  inputRef?: Ref<HTMLInputElement>;
  /** Enter with nothing highlighted chooses the first option (a search) instead of submitting. */
  enterChoosesFirst?: boolean;
  /** Escape on a closed list (the second Escape). */
  onEscapeClosed?: () => void;
}

/** The list's state: open while the field has focus and text, the highlight, the choice. */
function useEntityList({
  text,
  options,
  onChoose,
  onTextChange,
  enterChoosesFirst,
  onEscapeClosed,
}: Pick<
  EntityComboboxProps,
  'text' | 'options' | 'onChoose' | 'onTextChange' | 'enterChoosesFirst' | 'onEscapeClosed'
>) {
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
  // By default Enter with nothing highlighted submits the form as usual, and Escape keeps the text.
  const { active, setActive, resetHighlight, onKeyDown } = useListboxKeys({
    count: options.length,
    expanded,
    setOpen,
    choose,
    enterChoosesFirst,
    onEscapeClosed,
  });
  const typed = (value: string) => {
    onTextChange(value);
    setOpen(true);
    resetHighlight();
  };
  return { expanded, showList, active, setActive, setOpen, choose, onKeyDown, typed };
}

/** The ids of the parts that are there, for aria-describedby (none: no attribute). */
const idList = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

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
  type = 'text',
  inputRef,
  ...keys
}: EntityComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const problemId = useId();
  const { expanded, showList, active, setActive, setOpen, choose, onKeyDown, typed } = useEntityList({
    text,
    options,
    onChoose,
    onTextChange,
    ...keys,
  });

  const activeId = showList && active >= 0 && options[active] ? `${listId}-${active}` : undefined;
  const describedBy = idList(hint ? hintId : null, problem ? problemId : null);

  return (
    <div className="entity-combobox">
      <label htmlFor={inputId} className="entity-combobox__label">
        {label}
      </label>
      <ComboboxInput
        ref={inputRef}
        id={inputId}
        name={name}
        type={type}
        className="input"
        listId={listId}
        expanded={showList}
        activeId={activeId}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          setOpen(true);
          e.currentTarget.select();
        }}
        onBlur={() => setOpen(false)}
      />
      <EntityOptions
        listId={listId}
        label={label}
        options={options}
        active={active}
        hidden={!showList}
        onChoose={choose}
        onHighlight={setActive}
      />
      <FieldMessages
        status={expanded ? status : ''}
        showStatus={expanded && !showList && !error}
        error={error}
        problem={problem}
        problemId={problemId}
        hint={hint}
        hintId={hintId}
      />
    </div>
  );
}

interface EntityOptionsProps {
  listId: string;
  label: string;
  options: readonly ComboOption[];
  active: number;
  hidden: boolean;
  onChoose: (index: number) => void;
  onHighlight: (index: number) => void;
}

function EntityOptions({
  listId,
  label,
  options,
  active,
  hidden,
  onChoose,
  onHighlight,
}: EntityOptionsProps) {
  return (
    <ul id={listId} role="listbox" aria-label={label} className="entity-combobox__list" hidden={hidden}>
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
            onChoose(i);
          }}
          onMouseEnter={() => onHighlight(i)}
        >
          <span className="entity-combobox__name text-clip" title={o.name}>
            {o.name}
          </span>
          {o.detail ? <span className="entity-combobox__detail">{o.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

interface FieldMessagesProps {
  /** Said to screen readers while the list is open. */
  status: string;
  /** Also shown, when the open list has no options to show and no error surface says more. */
  showStatus: boolean;
  error: ReactNode;
  problem: string | null | undefined;
  problemId: string;
  hint: string | undefined;
  hintId: string;
}

/** What the field says under it: the status, the search's error surface, the problem (and its hint, to screen readers). */
function FieldMessages({ status, showStatus, error, problem, problemId, hint, hintId }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {showStatus && status ? (
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
    </>
  );
}
