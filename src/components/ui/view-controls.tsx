/**
 * The pieces every view's controls are made of: a segmented radio (flow, measure), a labelled
 * number select (years, limits) and a text filter applied on Enter. All of them write the URL
 * through the view's setState, so every state is a shareable link.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { COVERAGE_FIRST_YEAR, COVERAGE_LAST_YEAR } from '@/lib/url-state';
import './view-controls.css';

/** Every year a range may name. */
export const YEARS = Array.from(
  { length: COVERAGE_LAST_YEAR - COVERAGE_FIRST_YEAR + 1 },
  (_, i) => COVERAGE_FIRST_YEAR + i,
);

/**
 * A value shown at once while the URL catches up: the router applies search changes in a
 * transition, and a controlled radio would otherwise snap back until it has.
 */
export function useShownAtOnce<T>(actual: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  if (pending && pending.from !== actual) setPending(null);
  return [pending && pending.from === actual ? pending.value : actual, (value: T) => setPending({ value, from: actual })];
}

export interface SegmentedOptionProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onSelect: () => void;
  children: ReactNode;
}

/** One radio of a segmented control, its visible text as its label. */
export function SegmentedOption({ name, value, checked, disabled, describedBy, onSelect, children }: SegmentedOptionProps) {
  return (
    <label className="segmented__option">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onSelect}
      />
      <span>{children}</span>
    </label>
  );
}

interface InlineSelectProps {
  label: string;
  value: number | '';
  choices: readonly number[];
  /** Text of a leading empty choice (value ''), when the control may be unset. */
  emptyChoice?: string;
  /** The chosen option's raw value ('' for the empty choice). */
  onChange: (raw: string) => void;
}

/** A labelled select of numbers (years, limits). */
export function InlineSelect({ label, value, choices, emptyChoice, onChange }: InlineSelectProps) {
  return (
    <label className="view-controls__inline">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {emptyChoice !== undefined ? <option value="">{emptyChoice}</option> : null}
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FilterFieldProps {
  label: string;
  hint: string;
  value: string | undefined;
  parse: (input: string) => string | undefined;
  invalid: string;
  onApply: (value: string | undefined) => void;
}

/** A text filter applied on Enter or with its button; a malformed entry is refused with a message. */
export function FilterField({ label, hint, value, parse, invalid, onApply }: FilterFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  // Follow the URL when it changes from elsewhere (Back, a link), without an effect.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
    setError(null);
  }

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const text = draft.trim();
    if (text === '') {
      setError(null);
      onApply(undefined);
      return;
    }
    const parsed = parse(text);
    if (!parsed) {
      setError(invalid);
      return;
    }
    setError(null);
    onApply(parsed);
  };

  return (
    <div className="view-controls__group view-controls__filter">
      <label htmlFor={id}>{label}</label>
      <div className="view-controls__filter-row">
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(e);
          }}
        />
        <button type="button" className="button button--secondary" onClick={() => apply()}>
          Apply
        </button>
        {value ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft('');
              onApply(undefined);
            }}
          >
            Clear<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
