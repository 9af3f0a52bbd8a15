/**
 * The product view's controls: the side the map and the concentration show, the years, the
 * ranking length and the reporter that narrows the series. All of them write the URL, so every
 * state is a shareable link and Back restores the previous one. (The measure switch sits on the
 * series chart it changes.)
 */
import { useId } from 'react';
import { FilterField, InlineSelect, SegmentedOption, useShownAtOnce, YEARS } from '@/components/ui/view-controls';
import { parseCountryId, type UrlState } from '@/lib/url-state';
import { RANKING_LIMITS, type ProductViewState } from './view-state';

export interface ProductControlsProps {
  view: ProductViewState;
  setState: (patch: Partial<UrlState>, options?: { replace?: boolean }) => void;
}

export function ProductControls({ view, setState }: ProductControlsProps) {
  const id = useId();
  const [flowShown, showFlow] = useShownAtOnce(view.flow);
  const limits: number[] = RANKING_LIMITS.includes(view.limit as (typeof RANKING_LIMITS)[number])
    ? [...RANKING_LIMITS]
    : [...RANKING_LIMITS, view.limit].sort((a, b) => a - b);
  return (
    <form className="view-controls" aria-label="View settings" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="view-controls__group">
        <legend>Map and concentration</legend>
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
              {flow === 'export' ? 'Exporters' : 'Importers'}
            </SegmentedOption>
          ))}
        </div>
      </fieldset>
      <fieldset className="view-controls__group">
        <legend>Years</legend>
        <InlineSelect
          label="From"
          value={view.from ?? ''}
          choices={YEARS}
          emptyChoice="first year"
          onChange={(raw) => {
            const from = raw ? Number(raw) : undefined;
            setState({ from, ...(from !== undefined && from > view.to ? { to: from } : {}) });
          }}
        />
        <InlineSelect
          label="To"
          value={view.to}
          choices={YEARS}
          onChange={(raw) => {
            const to = Number(raw);
            setState({ to, ...(view.from !== undefined && to < view.from ? { from: to } : {}) });
          }}
        />
      </fieldset>
      <fieldset className="view-controls__group">
        <legend>Rankings</legend>
        <InlineSelect label="Show top" value={view.limit} choices={limits} onChange={(raw) => setState({ limit: Number(raw) })} />
      </fieldset>
      <FilterField
        label="Series of one country"
        hint={`ISO alpha-2 code, e.g. BR; the series then shows its ${view.flow === 'export' ? 'exports' : 'imports'}`}
        value={view.reporter}
        parse={parseCountryId}
        invalid="Not a country code: use ISO alpha-2 such as BR or DE."
        onApply={(reporter) => setState({ reporter })}
      />
    </form>
  );
}
