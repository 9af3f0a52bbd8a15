/**
 * The product view's controls: the side the map and the concentration show, the years (over the
 * service's coverage), the ranking length and the reporter that narrows the series. The blocks
 * are the ones every view shares (components/ui/view-controls.tsx); all of them write the URL,
 * so every state is a shareable link and Back restores the previous one. (The measure switch
 * sits on the series chart it changes.)
 */
import {
  FilterField,
  FlowField,
  LimitField,
  YearRangeField,
  type SetViewState,
} from '@/components/ui/view-controls';
import type { Coverage } from '@/lib/coverage';
import { parseCountryId } from '@/lib/url-state';
import { RANKING_LIMITS, type ProductViewState } from './product-state';

export interface ProductControlsProps {
  view: ProductViewState;
  /** The years offered: the service's coverage, a year without data marked as such. */
  coverage: Coverage;
  setState: SetViewState;
}

const SIDE_LABELS = { export: 'Exporters', import: 'Importers' } as const;

export function ProductControls({ view, coverage, setState }: ProductControlsProps) {
  return (
    <form className="view-controls" aria-label="View settings" onSubmit={(e) => e.preventDefault()}>
      <FlowField legend="Map and concentration" labels={SIDE_LABELS} flow={view.flow} setState={setState} />
      <YearRangeField coverage={coverage} from={view.from} to={view.to} setState={setState} />
      <LimitField legend="Rankings" limit={view.limit} choices={RANKING_LIMITS} setState={setState} />
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
