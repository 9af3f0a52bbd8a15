/**
 * A year in a series' data table, as a button: the keyboard's way to select the year (a click on
 * the chart's point is the pointer's). Series span the service's whole coverage; the selected
 * years are pressed.
 */
import './year-button.css';

export interface YearButtonProps {
  year: number;
  selected: boolean;
  onSelect: (year: number) => void;
}

export function YearButton({ year, selected, onSelect }: YearButtonProps) {
  return (
    <button
      type="button"
      className="year-button"
      aria-pressed={selected}
      title={selected ? `${year} is selected` : `Select ${year}`}
      onClick={() => onSelect(year)}
    >
      {year}
    </button>
  );
}
