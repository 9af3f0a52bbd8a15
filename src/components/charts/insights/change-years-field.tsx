/** The two years a "what changed" chart compares, over the service's coverage; written to the URL. */
import { InlineSelect, type SetViewState } from '@/components/ui/view-controls';
import type { Coverage } from '@/lib/coverage';

export interface ChangeYearsFieldProps {
  coverage: Coverage;
  years: { before: number; after: number; notice: string | null };
  setState: SetViewState;
}

export function ChangeYearsField({ coverage, years, setState }: ChangeYearsFieldProps) {
  const choices = coverage.years.map((y) => ({
    value: y.year,
    label: y.hasData ? String(y.year) : `${y.year} (no data)`,
  }));
  return (
    <div className="view-controls__group">
      <InlineSelect
        label="Compare"
        value={years.before}
        choices={choices}
        onChange={(raw) => setState({ change_from: Number(raw) })}
      />
      <InlineSelect
        label="with"
        value={years.after}
        choices={choices}
        onChange={(raw) => setState({ change_to: Number(raw) })}
      />
      {years.notice ? <p role="status">{years.notice}</p> : null}
    </div>
  );
}
