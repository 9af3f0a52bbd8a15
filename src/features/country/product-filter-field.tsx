/**
 * The country view's product filter: the same picker and the same matcher as the flow explorer's
 * (components/ui/product-picker.tsx `resolveProductText`), so "coffee", "0901" and a product
 * chosen from the list all work, and a name that matches several products asks for a choice.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { productQueries } from '@/api/queries/products';
import { useTradeSource } from '@/api/use-trade-source';
import type { ComboOption } from '@/components/ui/entity-combobox';
import { ProductPicker, productText, resolveProductText } from '@/components/ui/product-picker';

export interface ProductFilterFieldProps {
  /** The filter in the URL (an HS code), undefined for all products. */
  value: string | undefined;
  /** The filter as named, when known ("Coffee (HS 0901)"), for the field's text. */
  label?: string;
  onApply: (product: string | undefined) => void;
}

export function ProductFilterField({ value, label, onApply }: ProductFilterFieldProps) {
  const source = useTradeSource();
  const queryClient = useQueryClient();
  const shown = value ? (label ?? value) : '';
  const [draft, setDraft] = useState({ text: shown, id: value });
  const [problem, setProblem] = useState<string | null>(null);
  // Follow the URL when it changes from elsewhere (Back, a link, the name arriving), without an effect.
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setDraft({ text: shown, id: value });
    setProblem(null);
  }

  const apply = async (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    if (draft.text.trim() === '') {
      setProblem(null);
      onApply(undefined);
      return;
    }
    if (draft.id) {
      setProblem(null);
      onApply(draft.id);
      return;
    }
    const search = async (q: string) =>
      (await queryClient.fetchQuery(productQueries.search(source, { q, limit: 10 }))).data;
    try {
      const found = await resolveProductText(draft.text, search);
      setProblem(found.ok ? null : found.problem);
      if (found.ok) onApply(found.id);
    } catch (error) {
      setProblem(
        `Could not look "${draft.text.trim()}" up: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  return (
    // Listens for Enter bubbling from the picker's input, which is the interactive element.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- key delegation from the input inside
    <div
      className="view-controls__group view-controls__filter view-controls__filter--product"
      onKeyDown={(e) => {
        // Enter in the field applies what was typed (the list's Enter on an option has chosen it already).
        if (e.key === 'Enter' && !e.defaultPrevented && e.target instanceof HTMLInputElement) void apply(e);
      }}
    >
      <ProductPicker
        label="Product filter (key figures, series and partners)"
        text={draft.text}
        chosen={draft.id !== undefined}
        onTextChange={(text) => setDraft({ text, id: undefined })}
        onChoose={(o: ComboOption) => {
          setDraft({ text: productText(o.id, o.name), id: o.id });
          setProblem(null);
          onApply(o.id);
        }}
        problem={problem}
      />
      <div className="view-controls__filter-row">
        <button type="button" className="button button--secondary" onClick={() => void apply()}>
          Apply<span className="visually-hidden"> product filter</span>
        </button>
        {value ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft({ text: '', id: undefined });
              onApply(undefined);
            }}
          >
            Clear<span className="visually-hidden"> product filter</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
