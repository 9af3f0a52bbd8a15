/**
 * Light/dark theme. The user's explicit choice wins; otherwise the system's
 * prefers-color-scheme applies and is followed live. The choice (not a secret) is kept in
 * localStorage; the resolved theme is written to <html data-theme> for the CSS custom properties.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ColorScheme } from '@/components/charts/options/palette';

export type ThemeChoice = ColorScheme | 'system';

const STORAGE_KEY = 'tradescope.theme';

interface ThemeContextValue {
  choice: ThemeChoice;
  theme: ColorScheme;
  setChoice: (choice: ThemeChoice) => void;
  /** A page that imposes its theme (an embed's `theme=`), without touching the user's choice. */
  setOverride?: (choice: ThemeChoice | null) => void;
}

const ThemeContext = createContext<ThemeContextValue>({
  choice: 'system',
  theme: 'light',
  setChoice: () => {},
});

function readChoice(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const [system, setSystem] = useState<ColorScheme>(systemTheme);

  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!mq) return;
    const onChange = () => setSystem(mq.matches ? 'dark' : 'light');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  const [override, setOverride] = useState<ThemeChoice | null>(null);
  const effective = override ?? choice;
  const theme = effective === 'system' ? system : effective;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const setChoice = useCallback((next: ThemeChoice) => {
    setChoiceState(next);
    try {
      if (next === 'system') localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be disabled (private mode); the choice then lasts for this page only.
    }
  }, []);

  const value = useMemo(() => ({ choice, theme, setChoice, setOverride }), [choice, theme, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/**
 * Imposes a theme on the page while mounted (an embed's `theme=light|dark|auto`; `system`
 * follows the reader's system whatever the app's stored choice). Children render once it
 * applies, so charts draw once, in the right theme.
 */
export function ThemeOverride({ choice, children }: { choice: ThemeChoice; children: ReactNode }) {
  const { setOverride, theme } = useContext(ThemeContext);
  const [system] = useState(systemTheme);
  useEffect(() => {
    setOverride?.(choice);
    return () => setOverride?.(null);
  }, [choice, setOverride]);
  const wanted = choice === 'system' ? system : choice;
  return theme === wanted || !setOverride ? children : null;
}
