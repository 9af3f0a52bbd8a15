/**
 * The view's controls: flow, year range, limit, measure and the product/partner filters. All of
 * them write the URL (useUrlState), so every state is a shareable link and Back restores the
 * previous one. A control that does nothing for the current selection is disabled and says why.
 */
import { useId } from 'react';
import { FilterField, SegmentedOption, useShownAtOnce } from '@/components/ui/view-controls';
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
    <form className="view-controls" aria-label="View settings" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="view-controls__group">
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

      <fieldset className="view-controls__group">
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

      <fieldset className="view-controls__group">
        <legend>Ranking</legend>
        <InlineSelect
          label="Show top"
          value={view.limit}
          choices={limits.map((n) => ({ value: n, label: String(n) }))}
          onChange={(raw) => setState({ limit: Number(raw) })}
        />
      </fieldset>

      <fieldset className="view-controls__group">
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
