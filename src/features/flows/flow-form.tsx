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
import { clampToCoverage, type Coverage } from '@/lib/coverage';
import { parse, type UrlNotice, type UrlState } from '@/lib/url-state';
import { TRADE_LIMIT_MAX, type FlowsViewState } from './flows-state';

type PickerField = 'reporter' | 'partner' | 'product';
const PLAIN_FIELDS = ['flow', 'from', 'to', 'limit'] as const;
type PlainField = (typeof PLAIN_FIELDS)[number];

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

/** A notice that changed a value (clamped, swapped) rather than dropping it: the value is still there. */
function isCorrection(notice: UrlNotice, state: UrlState): boolean {
  return state[notice.param] !== undefined;
}

export function FlowForm({ view, coverage, names, onSubmit }: FlowFormProps) {
  const queryClient = useQueryClient();
  const source = useTradeSource();
  const [pickers, setPickers] = useState<Record<PickerField, PickerDraft>>(() => ({
    reporter: { text: view.reporter ? countryText(view.reporter, names.reporter) : '', id: view.reporter },
    partner: { text: view.partner ? countryText(view.partner, names.partner) : '', id: view.partner },
    product: { text: view.product ? productText(view.product, names.product) : '', id: view.product },
  }));
  const [plain, setPlain] = useState<Record<PlainField, string>>(() => ({
    flow: view.flow,
    from: view.from === undefined ? '' : String(view.from),
    to: String(view.to),
    limit: String(view.limit),
  }));
  const [problems, setProblems] = useState<Partial<Record<PickerField | PlainField, string>>>({});
  const [busy, setBusy] = useState(false);

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

  const searchCountries = async (q: string) =>
    (await queryClient.fetchQuery(countryQueries.search(source, { q, limit: 10 }))).data;
  const searchProducts = async (q: string) =>
    (await queryClient.fetchQuery(productQueries.search(source, { q, limit: 10 }))).data;

  const resolve = async (field: PickerField): Promise<Resolution | null> => {
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

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    const found: Partial<Record<PickerField | PlainField, string>> = {};
    const params = new URLSearchParams();
    for (const field of ['reporter', 'partner', 'product'] as const) {
      const r = await resolve(field);
      if (r === null) continue;
      if (r.ok) params.set(field, r.id);
      else found[field] = r.problem;
    }
    for (const field of PLAIN_FIELDS) if (plain[field].trim() !== '') params.set(field, plain[field].trim());
    const parsed = parse(params, { limitMax: TRADE_LIMIT_MAX });
    const inCoverage = clampToCoverage(parsed.state, coverage);
    const state = inCoverage.state;
    const notices = [...parsed.notices, ...inCoverage.notices];
    for (const n of notices)
      if (!isCorrection(n, state)) found[n.param as PickerField | PlainField] = n.message;
    setBusy(false);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Every field is written: an emptied field removes its parameter.
    const patch: Partial<UrlState> = {};
    for (const f of ['reporter', 'partner', 'product', ...PLAIN_FIELDS] as const)
      (patch as Record<string, unknown>)[f] = state[f];
    onSubmit(
      patch,
      notices.filter((n) => isCorrection(n, state)),
    );
  };

  const problemOf = (field: PickerField | PlainField) => problems[field] ?? null;
  const plainField = (field: 'from' | 'to' | 'limit', label: string, size: number) => (
    <div className="flows-form__field">
      <label htmlFor={`flows-form-${field}`}>{label}</label>
      <input
        id={`flows-form-${field}`}
        name={field}
        inputMode="numeric"
        value={plain[field]}
        size={size}
        aria-invalid={problemOf(field) ? true : undefined}
        aria-describedby={problemOf(field) ? `flows-form-${field}-problem` : undefined}
        onChange={(e) => setPlain((p) => ({ ...p, [field]: e.target.value }))}
      />
      {problemOf(field) ? (
        <span id={`flows-form-${field}-problem`} className="entity-combobox__problem">
          {problemOf(field)}
        </span>
      ) : null}
    </div>
  );

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
        <select
          name="flow"
          value={plain.flow}
          onChange={(e) => setPlain((p) => ({ ...p, flow: e.target.value }))}
        >
          <option value="export">Exports</option>
          <option value="import">Imports</option>
        </select>
      </label>
      {plainField('from', 'From', 5)}
      {plainField('to', 'To', 5)}
      {plainField('limit', 'Rows', 6)}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Looking up…' : 'Show'}
      </button>
      {Object.keys(problems).length > 0 ? (
        <p role="alert" className="notice notice--danger flows-form__summary">
          Nothing was applied: {Object.keys(problems).length === 1 ? 'one field needs' : 'some fields need'}{' '}
          attention (see above). What you typed is kept.
        </p>
      ) : null}
    </form>
  );
}
