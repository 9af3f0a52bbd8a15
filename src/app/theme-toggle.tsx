import { useTheme } from '../components/ui/theme';

/** Cycles light → dark → system; the label says the current choice and what a press does. */
export function ThemeToggle() {
  const { choice, theme, setChoice } = useTheme();
  const next = choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
  const current = choice === 'system' ? `system (${theme})` : choice;
  return (
    <button
      type="button"
      className="button button--secondary theme-toggle"
      onClick={() => setChoice(next)}
      aria-label={`Theme: ${current}. Switch to ${next}.`}
      title={`Theme: ${current}`}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> {choice === 'system' ? 'Auto' : choice === 'dark' ? 'Dark' : 'Light'}
    </button>
  );
}
