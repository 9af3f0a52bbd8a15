/**
 * The input of every combobox in the app (the entity pickers and the country search through
 * entity-combobox.tsx, the command palette): ARIA 1.2's combobox with a list popup, whose options
 * are highlighted with aria-activedescendant while focus stays here. Its keys come from
 * useListboxKeys; its list is the caller's (flat or grouped).
 */
import type { InputHTMLAttributes, Ref } from 'react';

type OwnAttributes =
  | 'role'
  | 'aria-autocomplete'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-activedescendant'
  | 'autoComplete'
  | 'spellCheck';

export interface ComboboxInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes> {
  /** The id of the listbox the input controls. */
  listId: string;
  /** Whether the list is shown. */
  expanded: boolean;
  /** The highlighted option's id, if any. */
  activeId: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function ComboboxInput({ listId, expanded, activeId, ...input }: ComboboxInputProps) {
  return (
    <input
      {...input}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={activeId}
      // Names and codes, not words: the browser's own suggestions and spelling marks get in the way.
      autoComplete="off"
      spellCheck={false}
    />
  );
}
