import './figure.css';

/** A compact figure whose exact value shows on hover and focus (CSS tooltip) and to screen readers. */
export function Figure({ shown, exact }: { shown: string; exact?: string }) {
  if (!exact || exact === shown) return <span className="figure__value">{shown}</span>;
  return (
    // The exact value shows on keyboard focus as on hover, so the compact figure takes focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is how a keyboard user reads the exact value
    <span className="figure__value figure__value--exact" tabIndex={0} title={exact} data-exact={exact}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{exact}</span>
    </span>
  );
}
