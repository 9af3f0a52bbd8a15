/**
 * The measure of a yearly series: value, quantity or unit value. Quantity (and so unit value)
 * only adds up within one unit, i.e. for one HS6 code: elsewhere those choices are disabled and
 * a hint says why, instead of drawing a chart of mixed units.
 */
import { useId } from 'react';
import { SegmentedOption, useShownAtOnce } from '@/components/ui/view-controls';
import type { SeriesMeasure } from './options/series-option';

export interface MeasureSwitchProps {
  measure: SeriesMeasure;
  onChange: (measure: SeriesMeasure) => void;
  quantityApplies: boolean;
  unavailableReason: string;
  /** The measures offered, in order (the country view has no unit value). */
  measures?: readonly SeriesMeasure[];
}

const MEASURE_LABELS: Record<SeriesMeasure, string> = {
  value: 'Value (USD)',
  quantity: 'Quantity',
  unit_value: 'Unit value',
};

export function MeasureSwitch({
  measure,
  onChange,
  quantityApplies,
  unavailableReason,
  measures = ['value', 'quantity', 'unit_value'],
}: MeasureSwitchProps) {
  const id = useId();
  const [shown, show] = useShownAtOnce(measure);
  return (
    <fieldset className="view-controls__group measure-switch">
      <legend>Measure</legend>
      <div className="segmented">
        {measures.map((m) => (
          <SegmentedOption
            key={m}
            name={`${id}-measure`}
            value={m}
            checked={shown === m}
            disabled={m !== 'value' && !quantityApplies}
            describedBy={m !== 'value' && !quantityApplies ? `${id}-hint` : undefined}
            onSelect={() => {
              show(m);
              onChange(m);
            }}
          >
            {MEASURE_LABELS[m]}
          </SegmentedOption>
        ))}
      </div>
      {quantityApplies ? null : (
        <p id={`${id}-hint`} className="field__hint">
          {unavailableReason}
        </p>
      )}
    </fieldset>
  );
}
