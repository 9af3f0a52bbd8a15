/**
 * The keyboard of a combobox's list (ARIA 1.2, aria-activedescendant), shared by the fields that
 * show one: ArrowDown/ArrowUp open the list and move the highlight round it, Enter chooses the
 * highlighted option (or, where the field says so, the first), Escape closes the list and, once
 * it is closed, lets the field decide (clear the text, or keep it).
 */
import { useState, type KeyboardEvent } from 'react';

/** The highlight after one step; -1 is "none" (an empty list has none). */
export function stepHighlight(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (step === 1) return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

export interface ListboxKeysOptions {
  /** How many options the list shows now. */
  count: number;
  /** Whether the list is on screen (open, with text typed). */
  expanded: boolean;
  setOpen: (open: boolean) => void;
  choose: (index: number) => void;
  /** Enter with nothing highlighted chooses the first option (a search), or lets the form submit. */
  enterChoosesFirst?: boolean;
  /** Escape on a closed list (a second Escape). */
  onEscapeClosed?: () => void;
}

export function useListboxKeys({
  count,
  expanded,
  setOpen,
  choose,
  enterChoosesFirst = false,
  onEscapeClosed,
}: ListboxKeysOptions) {
  const [active, setActive] = useState(-1);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => stepHighlight(i, count, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      const index = active >= 0 ? active : enterChoosesFirst ? 0 : -1;
      if (expanded && count > 0 && index >= 0) {
        e.preventDefault();
        choose(index);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      } else onEscapeClosed?.();
      setActive(-1);
    }
  }

  return { active, setActive, onKeyDown };
}
