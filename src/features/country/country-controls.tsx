/**
 * The view's controls: flow, year range, limit, measure and the product/partner filters. All of
 * them write the URL (useUrlState), so every state is a shareable link and Back restores the
 * previous one. A control that does nothing for the current selection is disabled and says why.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isKnownCountryId } from '@/lib/country-ids';
import type { Coverage } from '@/lib/coverage';
import { parseCountryId, parseProduct, type UrlState } from '@/lib/url-state';
import { LIMIT_CHOICES, quantityApplies, type CountryViewState } from './view-state';

export interface CountryControlsProps {
  view: CountryViewState;
  /** The years offered: the service's coverage, a year without data marked as such. */
  coverage: Coverage;
  setState: (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;
}

/**
 * A value shown at once while the URL catches up: the router applies search changes in a
 * transition, and a controlled radio would otherwise snap back until it has.
 */
function useShownAtOnce<T>(actual: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T; from: T } | null>(null);
  if (pending && pending.from !== actual) setPending(null);
  return [pending && pending.from === actual ? pending.value : actual, (value: T) => setPending({ value, from: actual })];
}

export function CountryControls({ view, coverage, setState }: CountryControlsProps) {
  const years = coverage.years.map((y) => ({ value: y.year, label: y.hasData ? String(y.year) : `${y.year} (no data)` }));
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
          value={view.from}
          choices={years}
          onChange={(raw) => {
            const from = Number(raw);
            // Keep the range valid: a `from` after `to` moves `to` along instead of a 422.
            setState({ from, ...(from > view.to ? { to: from } : {}) });
          }}
        />
        <InlineSelect
          label="To"
          value={view.to}
          choices={years}
          onChange={(raw) => {
            const to = Number(raw);
            setState({ to, ...(to < view.from ? { from: to } : {}) });
          }}
        />
      </fieldset>

      <fieldset className="country-controls__group">
        <legend>Ranking</legend>
        <InlineSelect
          label="Show top"
          value={view.limit}
          choices={limits.map((n) => ({ value: n, label: String(n) }))}
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
        hint="ISO code, e.g. CN or CHN"
        value={view.partner}
        parse={parseKnownCountryId}
        invalid="Not a known country code: use ISO alpha-2 such as CN, or alpha-3 such as CHN."
        onApply={(partner) => setState({ partner })}
      />
    </form>
  );
}

/** A partner the service knows (alpha-2 or alpha-3, any case), as alpha-2. */
function parseKnownCountryId(input: string): string | undefined {
  const id = parseCountryId(input);
  return id !== undefined && isKnownCountryId(id) ? id : undefined;
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
  value: number;
  choices: readonly { value: number; label: string }[];
  /** The chosen option's raw value. */
  onChange: (raw: string) => void;
}

/** A labelled select of numbers (years, limits). */
function InlineSelect({ label, value, choices, onChange }: InlineSelectProps) {
  return (
    <label className="country-controls__inline">
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
