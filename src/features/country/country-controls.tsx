/**
 * The view's controls: flow, year range, limit, measure and the product/partner filters. All of
 * them write the URL (useUrlState), so every state is a shareable link and Back restores the
 * previous one. A control that does nothing for the current selection is disabled and says why.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { COVERAGE_FIRST_YEAR, COVERAGE_LAST_YEAR, parseCountryId, parseProduct, type UrlState } from '@/lib/url-state';
import { LIMIT_CHOICES, quantityApplies, type CountryViewState } from './view-state';

export interface CountryControlsProps {
  view: CountryViewState;
  setState: (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;
}

const YEARS = Array.from(
  { length: COVERAGE_LAST_YEAR - COVERAGE_FIRST_YEAR + 1 },
  (_, i) => COVERAGE_FIRST_YEAR + i,
);

/**
 * A value shown at once while the URL catches up: the router applies search changes in a
 * transition, and a controlled radio would otherwise snap back until it has.
 */
function useShownAtOnce<T>(actual: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  if (pending && pending.from !== actual) setPending(null);
  return [pending && pending.from === actual ? pending.value : actual, (value: T) => setPending({ value, from: actual })];
}

export function CountryControls({ view, setState }: CountryControlsProps) {
  const id = useId();
  const [flowShown, showFlow] = useShownAtOnce(view.flow);
  const [measureShown, showMeasure] = useShownAtOnce(view.measure);
  const quantityOk = quantityApplies(view.product);
  const limits: number[] = LIMIT_CHOICES.includes(view.limit as (typeof LIMIT_CHOICES)[number])
    ? [...LIMIT_CHOICES]
    : [...LIMIT_CHOICES, view.limit].sort((a, b) => a - b);

  return (
    <form className="country-controls" aria-label="View settings" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="country-controls__group">
        <legend>Flow</legend>
        <div className="segmented">
          {(['export', 'import'] as const).map((flow) => (
            <SegmentedOption
              key={flow}
              name={`${id}-flow`}
              value={flow}
              checked={flowShown === flow}
              onSelect={() => {
                showFlow(flow);
                setState({ flow });
              }}
            >
              {flow === 'export' ? 'Exports' : 'Imports'}
            </SegmentedOption>
          ))}
        </div>
      </fieldset>

      <fieldset className="country-controls__group">
        <legend>Years</legend>
        <InlineSelect
          label="From"
          value={view.from ?? ''}
          choices={YEARS}
          emptyChoice="first year"
          onChange={(raw) => {
            const from = raw ? Number(raw) : undefined;
            // Keep the range valid: a `from` after `to` moves `to` along instead of a 422.
            setState({ from, ...(from !== undefined && view.to !== undefined && from > view.to ? { to: from } : {}) });
          }}
        />
        <InlineSelect
          label="To"
          value={view.to}
          choices={YEARS}
          onChange={(raw) => {
            // Always a year: the default (the last complete year) is one of the options.
            const to = Number(raw);
            setState({ to, ...(view.from !== undefined && to < view.from ? { from: to } : {}) });
          }}
        />
      </fieldset>

      <fieldset className="country-controls__group">
        <legend>Ranking</legend>
        <InlineSelect
          label="Show top"
          value={view.limit}
          choices={limits}
          onChange={(raw) => setState({ limit: Number(raw) })}
        />
      </fieldset>

      <fieldset className="country-controls__group">
        <legend>Series measure</legend>
        <div className="segmented">
          <SegmentedOption
            name={`${id}-measure`}
            value="value"
            checked={measureShown === 'value'}
            onSelect={() => {
              showMeasure('value');
              setState({ measure: undefined });
            }}
          >
            Value (USD)
          </SegmentedOption>
          <SegmentedOption
            name={`${id}-measure`}
            value="quantity"
            checked={measureShown === 'quantity'}
            disabled={!quantityOk}
            describedBy={quantityOk ? undefined : `${id}-measure-hint`}
            onSelect={() => {
              showMeasure('quantity');
              setState({ measure: 'quantity' });
            }}
          >
            Quantity
          </SegmentedOption>
        </div>
        {quantityOk ? null : (
          <p id={`${id}-measure-hint`} className="field__hint">
            Quantity needs one HS6 product (units differ between products): set a 6-digit product filter.
          </p>
        )}
      </fieldset>

      <FilterField
        label="Product filter (series and partners)"
        hint="HS6 code or a 2- or 4-digit prefix, e.g. 0901"
        value={view.product}
        parse={parseProduct}
        invalid="Not a product code: use 6 digits (HS6) or a 2- or 4-digit prefix."
        onApply={(product) =>
          setState({ product, ...(product === undefined || product.length !== 6 ? { measure: undefined } : {}) })
        }
      />
      <FilterField
        label="Partner filter (series)"
        hint="ISO alpha-2 code, e.g. CN"
        value={view.partner}
        parse={parseCountryId}
        invalid="Not a country code: use ISO alpha-2 such as CN or DE."
        onApply={(partner) => setState({ partner })}
      />
    </form>
  );
}

interface SegmentedOptionProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onSelect: () => void;
  children: ReactNode;
}

/** One radio of a segmented control, its visible text as its label. */
function SegmentedOption({ name, value, checked, disabled, describedBy, onSelect, children }: SegmentedOptionProps) {
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
function InlineSelect({ label, value, choices, emptyChoice, onChange }: InlineSelectProps) {
  return (
    <label className="country-controls__inline">
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
function FilterField({ label, hint, value, parse, invalid, onApply }: FilterFieldProps) {
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
    <div className="country-controls__group country-controls__filter">
      <label htmlFor={id}>{label}</label>
      <div className="country-controls__filter-row">
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
