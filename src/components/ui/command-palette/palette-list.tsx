/**
 * The palette's grouped listbox: one labelled group per kind of result, the options numbered
 * across the groups in the order they are shown (the order the arrow keys follow).
 */
import { Highlight } from './highlight';
import type { PaletteGroup, PaletteItem } from './use-palette-results';

/** The DOM id of an option, for the input's aria-activedescendant. */
export function paletteOptionId(listId: string, item: PaletteItem): string {
  return `${listId}-${item.id}`;
}

export interface PaletteListProps {
  listId: string;
  groups: readonly PaletteGroup[];
  /** The options of every group, in the order shown. */
  items: readonly PaletteItem[];
  /** The highlighted option's index in `items`, or -1. */
  active: number;
  /** The text the results answer, marked in their labels. */
  query: string;
  onChoose: (item: PaletteItem) => void;
  onHighlight: (index: number) => void;
}

export function PaletteList({
  listId,
  groups,
  items,
  active,
  query,
  onChoose,
  onHighlight,
}: PaletteListProps) {
  return (
    <div id={listId} role="listbox" aria-label="Results" className="palette__list">
      {groups.map((group) => (
        <div
          key={group.id + group.label}
          role="group"
          aria-labelledby={`${listId}-${group.id}`}
          className="palette__group"
        >
          <div id={`${listId}-${group.id}`} role="presentation" className="palette__group-label">
            {group.label}
          </div>
          {group.items.map((item) => {
            const index = items.indexOf(item);
            return (
              // Options are reached with the arrow keys from the input (aria-activedescendant),
              // never focused themselves, as the combobox pattern says.
              // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus stays on the combobox input
              <div
                key={item.id}
                id={paletteOptionId(listId, item)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'palette__option is-active' : 'palette__option'}
                onMouseDown={(e) => {
                  e.preventDefault();
                  onChoose(item);
                }}
                onMouseEnter={() => onHighlight(index)}
              >
                <span className="palette__label text-clip" title={item.label}>
                  <Highlight text={item.label} query={query} />
                </span>
                {item.detail ? <span className="palette__detail">{item.detail}</span> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
