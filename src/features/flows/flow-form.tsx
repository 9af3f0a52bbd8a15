/**
 * Changes the selection. Countries and products are chosen with pickers (by name or code); the
 * rest are plain fields. Nothing typed is lost: on "Show" every field is either applied,
 * corrected visibly (a year outside the coverage, a reversed range, a row limit above the
 * service's 10,000: the corrected value is applied and the form says what changed), or kept in
 * its field with the reason (a name that matches no country, a malformed year), and then nothing
 * is applied, so no request the service would reject goes out.
 *
 * The parent keys the form by the URL, so Back/forward refill it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTradeSource } from '@/api/use-trade-source';
import { countryQueries } from '@/api/queries/countries';
import { productQueries } from '@/api/queries/products';
import { CountryPicker, countryText, resolveCountryText } from '@/components/ui/country-picker';
import type { Resolution } from '@/components/ui/search-picker';
import type { ComboOption } from '@/components/ui/entity-combobox';
import { ProductPicker, productText, resolveProductText } from '@/components/ui/product-picker';
import type { Coverage } from '@/lib/coverage';
import type { UrlNotice, UrlState } from '@/lib/url-state';
import type { FlowsViewState } from './flows-state';
import {
  checkFlowForm,
  PLAIN_FIELDS,
  type FormField,
  type FormProblems,
  type PickerField,
  type PlainField,
} from './flow-form-check';

interface PickerDraft {
  text: string;
  /** Set when the text is a chosen entity (or the URL's); cleared when the user types. */
  id: string | undefined;
}

export interface FlowFormProps {
  view: FlowsViewState;
  /** The years the service has data for: a year outside them is corrected, with a notice. */
  coverage: Coverage;
  names: { reporter?: string; partner?: string; product?: string };
  onSubmit: (patch: Partial<UrlState>, corrections: UrlNotice[]) => void;
}

/** The pickers' drafts: what is typed, and the entity when one was chosen. */
function usePickerDrafts({ view, names }: Pick<FlowFormProps, 'view' | 'names'>) {
  const [pickers, setPickers] = useState<Record<PickerField, PickerDraft>>(() => ({
    reporter: { text: view.reporter ? countryText(view.reporter, names.reporter) : '', id: view.reporter },
    partner: { text: view.partner ? countryText(view.partner, names.partner) : '', id: view.partner },
    product: { text: view.product ? productText(view.product, names.product) : '', id: view.product },
  }));
  const setText = (field: PickerField) => (text: string) =>
    setPickers((p) => ({ ...p, [field]: { text, id: undefined } }));
  const choose = (field: PickerField) => (o: ComboOption) =>
    setPickers((p) => ({
      ...p,
      [field]: {
        text: field === 'product' ? productText(o.id, o.name) : countryText(o.id, o.name),
        id: o.id,
      },
    }));
  return { pickers, setText, choose };
}

/** A picker's entity: the chosen one, or the one its text names (looked up), or why not. */
function usePickerResolver(pickers: Record<PickerField, PickerDraft>) {
  const queryClient = useQueryClient();
  const source = useTradeSource();
  const searchCountries = async (q: string) =>
    (await queryClient.fetchQuery(countryQueries.search(source, { q, limit: 10 }))).data;
  const searchProducts = async (q: string) =>
    (await queryClient.fetchQuery(productQueries.search(source, { q, limit: 10 }))).data;
  return async (field: PickerField): Promise<Resolution | null> => {
    const d = pickers[field];
    if (d.id) return { ok: true, id: d.id };
    if (d.text.trim() === '') return null;
    try {
      return field === 'product'
        ? await resolveProductText(d.text, searchProducts)
        : await resolveCountryText(d.text, searchCountries);
    } catch (error) {
      return {
        ok: false,
        problem: `Could not look "${d.text.trim()}" up: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  };
}

/** The form's drafts, problems and "Show": resolve the pickers, check every field, apply or keep. */
function useFlowFormModel({ view, coverage, names, onSubmit }: FlowFormProps) {
  const { pickers, setText, choose } = usePickerDrafts({ view, names });
  const resolve = usePickerResolver(pickers);
  const [plain, setPlain] = useState<Record<PlainField, string>>(() => ({
    flow: view.flow,
    from: view.from === undefined ? '' : String(view.from),
    to: String(view.to),
    limit: String(view.limit),
  }));
  const [problems, setProblems] = useState<FormProblems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    const pickerProblems: FormProblems = {};
    const params = new URLSearchParams();
    for (const field of ['reporter', 'partner', 'product'] as const) {
      const r = await resolve(field);
      if (r === null) continue;
      if (r.ok) params.set(field, r.id);
      else pickerProblems[field] = r.problem;
    }
    for (const field of PLAIN_FIELDS) if (plain[field].trim() !== '') params.set(field, plain[field].trim());
    const checked = checkFlowForm(params, coverage);
    const found = { ...pickerProblems, ...checked.problems };
    setBusy(false);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(checked.patch, checked.corrections);
  };
  const setPlainField = (field: PlainField, value: string) => setPlain((p) => ({ ...p, [field]: value }));
  const problemOf = (field: FormField) => problems[field] ?? null;
  return { pickers, setText, choose, plain, setPlainField, problems, problemOf, busy, submit };
}

/** A numeric field (a year, the row limit), with the reason under it when it is kept. */
function NumberField({
  field,
  label,
  size,
  value,
  problem,
  onChange,
}: {
  field: 'from' | 'to' | 'limit';
  label: string;
  size: number;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flows-form__field">
      <label htmlFor={`flows-form-${field}`}>{label}</label>
      <input
        id={`flows-form-${field}`}
        name={field}
        inputMode="numeric"
        value={value}
        size={size}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `flows-form-${field}-problem` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <span id={`flows-form-${field}-problem`} className="entity-combobox__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

export function FlowForm(props: FlowFormProps) {
  const { pickers, setText, choose, plain, setPlainField, problems, problemOf, busy, submit } =
    useFlowFormModel(props);
  const numberField = (field: 'from' | 'to' | 'limit', label: string, size: number) => (
    <NumberField
      field={field}
      label={label}
      size={size}
      value={plain[field]}
      problem={problemOf(field)}
      onChange={(value) => setPlainField(field, value)}
    />
  );
  const problemCount = Object.keys(problems).length;

  return (
    <form className="flows-view__form" aria-label="Selection" onSubmit={(e) => void submit(e)} noValidate>
      <CountryPicker
        label="Reporter"
        text={pickers.reporter.text}
        onTextChange={setText('reporter')}
        onChoose={choose('reporter')}
        problem={problemOf('reporter')}
      />
      <CountryPicker
        label="Partner"
        text={pickers.partner.text}
        onTextChange={setText('partner')}
        onChoose={choose('partner')}
        problem={problemOf('partner')}
      />
      <ProductPicker
        label="Product (HS)"
        text={pickers.product.text}
        onTextChange={setText('product')}
        onChoose={choose('product')}
        problem={problemOf('product')}
      />
      <label className="flows-form__field">
        Flow
        <select name="flow" value={plain.flow} onChange={(e) => setPlainField('flow', e.target.value)}>
          <option value="export">Exports</option>
          <option value="import">Imports</option>
        </select>
      </label>
      {numberField('from', 'From', 5)}
      {numberField('to', 'To', 5)}
      {numberField('limit', 'Rows', 6)}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Looking up…' : 'Show'}
      </button>
      {problemCount > 0 ? (
        <p role="alert" className="notice notice--danger flows-form__summary">
          Nothing was applied: {problemCount === 1 ? 'one field needs' : 'some fields need'} attention (see
          above). What you typed is kept.
        </p>
      ) : null}
    </form>
  );
}
