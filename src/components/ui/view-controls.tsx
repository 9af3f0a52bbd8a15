/**
 * The pieces every view's controls are made of: a segmented radio (flow, measure), a labelled
 * number select, and the fieldsets the views share built from them (the flow, the years over the
 * service's coverage, the ranking length), plus a text filter applied on Enter. All of them write
 * the URL through the view's setState, so every state is a shareable link.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Flow } from '@/api/service-conventions';
import type { Coverage } from '@/lib/coverage';
import type { UrlState } from '@/lib/url-state';
import './view-controls.css';

/** A view's URL setter, as useUrlState gives it. */
export type SetViewState = (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;

/**
 * A value shown at once while the URL catches up: the router applies search changes in a
 * transition, and a controlled radio would otherwise snap back until it has.
 */
export function useShownAtOnce<T>(actual: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  if (pending && pending.from !== actual) setPending(null);
  return [
    pending && pending.from === actual ? pending.value : actual,
    (value: T) => setPending({ value, from: actual }),
  ];
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
export function SegmentedOption({
  name,
  value,
  checked,
  disabled,
  describedBy,
  onSelect,
  children,
}: SegmentedOptionProps) {
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
  value: number;
  choices: readonly { value: number; label: string }[];
  /** The chosen option's raw value. */
  onChange: (raw: string) => void;
}

/** A labelled select of numbers (years, limits). */
function InlineSelect({ label, value, choices, onChange }: InlineSelectProps) {
  return (
    <label className="view-controls__inline">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface FlowFieldProps {
  legend: string;
  /** What each side is called here ("Exports", or "Exporters" where the side is a list of countries). */
  labels: Record<Flow, string>;
  flow: Flow;
  setState: SetViewState;
}

/** Which side of trade a view shows, as a segmented radio. */
export function FlowField({ legend, labels, flow, setState }: FlowFieldProps) {
  const id = useId();
  const [shown, show] = useShownAtOnce(flow);
  return (
    <fieldset className="view-controls__group">
      <legend>{legend}</legend>
      <div className="segmented">
        {(['export', 'import'] as const).map((f) => (
          <SegmentedOption
            key={f}
            name={`${id}-flow`}
            value={f}
            checked={shown === f}
            onSelect={() => {
              show(f);
              setState({ flow: f });
            }}
          >
            {labels[f]}
          </SegmentedOption>
        ))}
      </div>
    </fieldset>
  );
}

export interface YearRangeFieldProps {
  /** The years offered: the service's coverage, a year without data marked as such. */
  coverage: Coverage;
  from: number;
  to: number;
  setState: SetViewState;
}

/** The selected years, From and To over the service's coverage; the range is kept valid (never a 422). */
export function YearRangeField({ coverage, from, to, setState }: YearRangeFieldProps) {
  const years = coverage.years.map((y) => ({
    value: y.year,
    label: y.hasData ? String(y.year) : `${y.year} (no data)`,
  }));
  return (
    <fieldset className="view-controls__group">
      <legend>Years</legend>
      <InlineSelect
        label="From"
        value={from}
        choices={years}
        onChange={(raw) => {
          const next = Number(raw);
          // A `from` after `to` moves `to` along instead of asking for a reversed range.
          setState({ from: next, ...(next > to ? { to: next } : {}) });
        }}
      />
      <InlineSelect
        label="To"
        value={to}
        choices={years}
        onChange={(raw) => {
          const next = Number(raw);
          setState({ to: next, ...(next < from ? { from: next } : {}) });
        }}
      />
    </fieldset>
  );
}

export interface LimitFieldProps {
  legend: string;
  limit: number;
  /** The usual lengths; a URL's other length is offered too, in order. */
  choices: readonly number[];
  setState: SetViewState;
}

/** How many rows a ranking shows. */
export function LimitField({ legend, limit, choices, setState }: LimitFieldProps) {
  const limits = choices.includes(limit) ? [...choices] : [...choices, limit].sort((a, b) => a - b);
  return (
    <fieldset className="view-controls__group">
      <legend>{legend}</legend>
      <InlineSelect
        label="Show top"
        value={limit}
        choices={limits.map((n) => ({ value: n, label: String(n) }))}
        onChange={(raw) => setState({ limit: Number(raw) })}
      />
    </fieldset>
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
