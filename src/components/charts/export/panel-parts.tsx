/**
 * The "Get this chart" panel's frame and fields: the native modal dialog with its title and
 * Close, a titled section, and a read-only value with a copy button.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

/** The native modal dialog, open from mount, with its title, its Close and the chart's subtitle. */
export function PanelDialog({
  title,
  subtitle,
  onClose,
  children,
}: {
  title: string;
  subtitle: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useModalDialog(dialogRef, onClose);
  return (
    <dialog
      ref={dialogRef}
      className="get-chart"
      aria-labelledby={titleId}
      data-testid="get-chart-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') close();
      }}
    >
      <header className="get-chart__header">
        <h2 id={titleId}>Get this chart: {title}</h2>
        <button type="button" className="button button--secondary" onClick={close}>
          Close
        </button>
      </header>
      <p className="get-chart__subtitle">{subtitle}</p>
      {children}
    </dialog>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="get-chart__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A read-only value with a copy button and a visible confirmation. */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(`${label} copied.`);
    } catch {
      setStatus('Copying is not allowed here: select the text and copy it with Ctrl+C (⌘C).');
    }
  };
  return (
    <div className="get-chart__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          readOnly
          value={value}
          rows={Math.min(8, value.split('\n').length + 1)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : (
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      )}
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        Copy {label.toLowerCase()}
      </button>
      <span role="status" className="get-chart__status">
        {status}
      </span>
    </div>
  );
}

/** Opens the native modal dialog on mount and reports its closing; returns the way to close it. */
function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const onCancel = () => onClose();
    dialog.addEventListener('close', onCancel);
    return () => dialog.removeEventListener('close', onCancel);
  }, [dialogRef, onClose]);

  // A native dialog's close() fires `close` (handled above); without one, close directly.
  return () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };
}
