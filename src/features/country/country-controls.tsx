/**
 * The view's controls: flow, year range, limit, measure and the product/partner filters. All of
 * them write the URL (useUrlState), so every state is a shareable link and Back restores the
 * previous one. A control that does nothing for the current selection is disabled and says why.
 */
import { useId } from 'react';
import {
  FilterField,
  FlowField,
  LimitField,
  SegmentedOption,
  useShownAtOnce,
  YearRangeField,
  type SetViewState,
} from '@/components/ui/view-controls';
import { isKnownCountryId } from '@/lib/country-ids';
import type { Coverage } from '@/lib/coverage';
import { parseCountryId } from '@/lib/url-state';
import { ProductFilterField } from './product-filter-field';
import { LIMIT_CHOICES, quantityApplies, type CountryViewState } from './country-state';

export interface CountryControlsProps {
  view: CountryViewState;
  /** The years offered: the service's coverage, a year without data marked as such. */
  coverage: Coverage;
  setState: SetViewState;
  /** The product filter as named ("Coffee (HS 0901)"), for its field. */
  productLabel?: string;
}

const FLOW_LABELS = { export: 'Exports', import: 'Imports' } as const;

export function CountryControls({ view, coverage, setState, productLabel }: CountryControlsProps) {
  const id = useId();
  const [measureShown, showMeasure] = useShownAtOnce(view.measure);
  const quantityOk = quantityApplies(view.product);

  return (
    <form className="view-controls" aria-label="View settings" onSubmit={(e) => e.preventDefault()}>
      <FlowField legend="Flow" labels={FLOW_LABELS} flow={view.flow} setState={setState} />
      <YearRangeField coverage={coverage} from={view.from} to={view.to} setState={setState} />
      <LimitField legend="Ranking" limit={view.limit} choices={LIMIT_CHOICES} setState={setState} />

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

      <ProductFilterField
        value={view.product}
        label={productLabel}
        onApply={(product) =>
          setState({
            product,
            ...(product === undefined || product.length !== 6 ? { measure: undefined } : {}),
          })
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
