/**
 * Changes the selection. Values go through url-state's parser before they reach the URL, so a
 * typo is reported next to the form instead of becoming a request the service would reject.
 * The form is keyed by the URL by its parent, so Back/forward refill it.
 */
import { useState, type FormEvent } from 'react';
import { parse, type UrlNotice, type UrlState } from '@/lib/url-state';
import type { FlowsViewState } from './flow-state';

const FIELDS = ['reporter', 'partner', 'product', 'flow', 'from', 'to', 'limit'] as const;

export function FlowForm({ view, onSubmit }: { view: FlowsViewState; onSubmit: (patch: Partial<UrlState>) => void }) {
  const [problems, setProblems] = useState<UrlNotice[]>([]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const params = new URLSearchParams();
    for (const f of FIELDS) {
      const v = data.get(f);
      if (typeof v === 'string' && v.trim() !== '') params.set(f, v.trim());
    }
    const { state, notices } = parse(params);
    setProblems(notices);
    if (notices.length > 0) return;
    // Every field is written: an emptied field removes its parameter.
    onSubmit(Object.fromEntries(FIELDS.map((f) => [f, state[f]])));
  };

  return (
    <form className="flows-view__form" aria-label="Selection" onSubmit={submit} noValidate>
      <label>
        Reporter <input name="reporter" defaultValue={view.reporter ?? ''} placeholder="e.g. BR" size={5} />
      </label>
      <label>
        Partner <input name="partner" defaultValue={view.partner ?? ''} placeholder="e.g. CN" size={5} />
      </label>
      <label>
        Product (HS) <input name="product" defaultValue={view.product ?? ''} placeholder="e.g. 090111" size={8} />
      </label>
      <label>
        Flow{' '}
        <select name="flow" defaultValue={view.flow}>
          <option value="export">Exports</option>
          <option value="import">Imports</option>
        </select>
      </label>
      <label>
        From <input name="from" inputMode="numeric" defaultValue={view.from ?? ''} size={5} />
      </label>
      <label>
        To <input name="to" inputMode="numeric" defaultValue={view.to ?? ''} size={5} />
      </label>
      <label>
        Rows <input name="limit" inputMode="numeric" defaultValue={view.limit} size={4} />
      </label>
      <button type="submit" className="button">
        Show
      </button>
      {problems.length > 0 ? (
        <ul role="alert" className="notice notice--danger">
          {problems.map((p) => (
            <li key={p.param}>{p.message}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
