import { useTheme } from '@/components/ui/theme';

/**
 * Cycles light → dark → system. The visible text is the accessible name (WCAG 2.5.3: what you
 * see is what you say to voice control); the title says what a press does.
 */
export function ThemeToggle() {
  const { choice, theme, setChoice } = useTheme();
  const next = choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
  const current = choice === 'system' ? `system (${theme})` : choice;
  return (
    <button
      type="button"
      className="button button--secondary theme-toggle"
      onClick={() => setChoice(next)}
      title={`Theme: ${current}. Press to switch to ${next}.`}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> Theme:{' '}
      {choice === 'system' ? 'Auto' : choice === 'dark' ? 'Dark' : 'Light'}
    </button>
  );
}
