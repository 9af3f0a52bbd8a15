/**
 * The keyboard of a combobox's list (ARIA 1.2, aria-activedescendant), shared by the fields that
 * show one (country search, entity pickers, command palette): ArrowDown/ArrowUp open the list
 * and move the highlight round it, Enter chooses the highlighted option (or, where the field says
 * so, the first), Escape closes the list and, once it is closed, lets the field decide (clear the
 * text, or keep it). A grouped list (the palette) is stepped through as one list, in the order its
 * options are shown.
 */
import { useState, type KeyboardEvent } from 'react';

/** The highlight after one step; -1 is "none" (an empty list has none). */
export function stepHighlight(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (step === 1) return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * The option shown highlighted. A list that always highlights one (`highlightFirst`) shows the
 * first until the arrows move it, and keeps the highlight on the last option when the list
 * shrinks under it; other lists show exactly what the arrows or the pointer chose, or none (-1).
 */
export function shownHighlight(active: number, count: number, highlightFirst: boolean): number {
  if (!highlightFirst) return active;
  return count === 0 ? -1 : Math.min(Math.max(active, 0), count - 1);
}

export interface ListboxKeysOptions {
  /** How many options the list shows now (all groups together). */
  count: number;
  /** Whether the list is on screen (open, with text typed). */
  expanded: boolean;
  /** Opens or closes the list; a list that is open whenever it has options (the palette) has none. */
  setOpen?: (open: boolean) => void;
  choose: (index: number) => void;
  /** Enter with nothing highlighted chooses the first option (a search), or lets the form submit. */
  enterChoosesFirst?: boolean;
  /** The first option is highlighted until the arrows move the highlight (see shownHighlight). */
  highlightFirst?: boolean;
  /** Escape on a closed list (a second Escape). */
  onEscapeClosed?: () => void;
}

export function useListboxKeys({
  count,
  expanded,
  setOpen,
  choose,
  enterChoosesFirst = false,
  highlightFirst = false,
  onEscapeClosed,
}: ListboxKeysOptions) {
  const [chosen, setActive] = useState(-1);
  const active = shownHighlight(chosen, count, highlightFirst);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen?.(true);
      setActive((i) =>
        stepHighlight(shownHighlight(i, count, highlightFirst), count, e.key === 'ArrowDown' ? 1 : -1),
      );
    } else if (e.key === 'Enter') {
      const index = active >= 0 ? active : enterChoosesFirst ? 0 : -1;
      if (expanded && count > 0 && index >= 0) {
        e.preventDefault();
        choose(index);
      }
    } else if (e.key === 'Escape') {
      if (expanded && setOpen) {
        e.preventDefault();
        setOpen(false);
      } else onEscapeClosed?.();
      setActive(-1);
    }
  }

  /** Back to the list's resting highlight (none, or the first): new text, a new list. */
  const resetHighlight = () => setActive(-1);

  return { active, setActive, resetHighlight, onKeyDown };
}
