/**
 * Choosing in the palette: the listbox keyboard shared by every combobox (the first result
 * highlighted until the arrows move it; Escape is the dialog's), a choice remembered as a recent
 * view and opened, and an Enter typed before the results arrived kept until they have.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useListboxKeys } from '../use-listbox-keys';
import { rememberView } from './recent-views';
import type { PaletteItem } from './use-palette-results';

export interface PaletteChoiceOptions {
  /** The options of every group, in the order shown. */
  items: readonly PaletteItem[];
  /** The text typed (a search is pending only for a text). */
  text: string;
  loading: boolean;
  onClose: () => void;
}

export function usePaletteChoice({ items, text, loading, onClose }: PaletteChoiceOptions) {
  const navigate = useNavigate();
  // Enter typed before the results arrived opens the first result once they have.
  const enterPending = useRef(false);

  function choose(item: PaletteItem | undefined) {
    if (!item) return;
    rememberView({ href: item.href, label: item.label });
    onClose();
    void navigate(item.href);
  }

  useEffect(() => {
    if (!enterPending.current || loading) return;
    enterPending.current = false;
    choose(items[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when loading settles, with that render's items
  }, [loading]);

  // The list is open whenever it has options: Escape closes the dialog, not the list.
  const { active, setActive, resetHighlight, onKeyDown } = useListboxKeys({
    count: items.length,
    expanded: items.length > 0,
    choose: (index) => choose(items[index]),
    enterChoosesFirst: true,
    highlightFirst: true,
  });

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && loading && text.trim() !== '') {
      e.preventDefault();
      enterPending.current = true;
    } else onKeyDown(e);
  }

  /** New text: the highlight rests on the first result again, and a waiting Enter is dropped. */
  function onTextChanged() {
    resetHighlight();
    enterPending.current = false;
  }

  return { active, setActive, choose, onInputKeyDown, onTextChanged };
}
