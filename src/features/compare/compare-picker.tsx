/**
 * The chosen countries or products as chips (each a link to its own view, with a Remove button),
 * and a field to add one more by name or code, resolved without a request (country names and ISO
 * codes from the local table, HS codes by their form). Input that names nothing stays in the
 * field with the reason; nothing typed is lost.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { lookupCountry } from '@/lib/command-query/country-lookup';
import { canonicalCountryId, isKnownCountryId } from '@/lib/country-ids';
import { parseProduct } from '@/lib/url-state';
import { MAX_COMPARED, type CompareKind } from './compare-state';

export interface Chip {
  id: string;
  name: ReactNode;
  href: string;
}

function resolve(kind: CompareKind, text: string): string | null {
  if (kind === 'products') return parseProduct(text) ?? null;
  const code = canonicalCountryId(text);
  if (code && isKnownCountryId(code)) return code;
  return lookupCountry(text)?.id ?? null;
}

export function ComparePicker({
  kind,
  chips,
  onChange,
}: {
  kind: CompareKind;
  chips: Chip[];
  onChange: (ids: string[]) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noun = kind === 'countries' ? 'country' : 'product';
  const full = chips.length >= MAX_COMPARED;

  function add(e: FormEvent) {
    e.preventDefault();
    const id = resolve(kind, text.trim());
    if (!id) {
      setError(
        kind === 'countries'
          ? `"${text.trim()}" is not a country name or ISO code.`
          : `"${text.trim()}" is not an HS code (2, 4 or 6 digits, or hs:HS6).`,
      );
      return;
    }
    if (chips.some((c) => c.id === id)) {
      setError(`${id} is already in the comparison.`);
      return;
    }
    setError(null);
    setText('');
    onChange([...chips.map((c) => c.id), id]);
  }

  return (
    <div className="compare-picker">
      <CompareChips kind={kind} chips={chips} onChange={onChange} />
      <form className="compare-picker__add" onSubmit={add}>
        <label htmlFor={inputId}>Add a {noun}</label>
        <input
          id={inputId}
          className="input"
          value={text}
          disabled={full}
          placeholder={
            kind === 'countries' ? 'Name or ISO code, e.g. Chile or CHL' : 'HS code, e.g. 0901 or 180100'
          }
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button" disabled={full || text.trim() === ''}>
          Add
        </button>
        {full ? (
          <p className="field__hint">At most {MAX_COMPARED} side by side: remove one to add another.</p>
        ) : null}
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** The compared ones as links, each with its remove button. */
function CompareChips({
  kind,
  chips,
  onChange,
}: {
  kind: CompareKind;
  chips: Chip[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <ul className="compare-chips" aria-label={`Compared ${kind}`}>
      {chips.map((chip) => (
        <li key={chip.id} className="compare-chip">
          <Link
            to={chip.href}
            className="text-clip"
            title={typeof chip.name === 'string' ? chip.name : undefined}
          >
            {chip.name}
          </Link>
          <button
            type="button"
            className="compare-chip__remove"
            aria-label={`Remove ${chip.id} from the comparison`}
            onClick={() => onChange(chips.filter((c) => c.id !== chip.id).map((c) => c.id))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
