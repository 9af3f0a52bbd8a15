/**
 * The header's theme toggle: light → dark → system, the choice kept across visits (localStorage,
 * nothing else), the resolved theme on <html>, and the system's scheme followed when no choice.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/ui/theme';
import { ThemeToggle } from './theme-toggle';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

const STORAGE_KEY = 'tradescope.theme';

/** A prefers-color-scheme query the test can switch (jsdom has no matchMedia). */
function systemScheme(initial: 'light' | 'dark') {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial === 'dark',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(scheme: 'light' | 'dark') {
      query.matches = scheme === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

/** One visit: the app mounted afresh, reading whatever the previous visit stored. */
function visit() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}
const toggle = () => screen.getByRole('button', { name: /Theme:/ });
const htmlTheme = () => document.documentElement.dataset.theme;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('theme toggle', () => {
  it('cycles light → dark → system, and each choice survives a new visit', async () => {
    systemScheme('light');
    const user = userEvent.setup();
    visit();
    expect(toggle()).toHaveTextContent('Theme: Auto');

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Theme: Light');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('light');

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Theme: Dark');
    expect(htmlTheme()).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('dark');

    cleanup();
    document.documentElement.dataset.theme = '';
    visit();
    expect(toggle()).toHaveTextContent('Theme: Dark');
    expect(htmlTheme()).toBe('dark');

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Theme: Auto');
    // System is the absence of a choice: nothing stays stored.
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    cleanup();
    visit();
    expect(toggle()).toHaveTextContent('Theme: Auto');
    expect(htmlTheme()).toBe('light');
  });

  it('with no choice follows the system scheme, live', () => {
    const system = systemScheme('dark');
    visit();
    expect(htmlTheme()).toBe('dark');
    expect(toggle()).toHaveAttribute('title', 'Theme: system (dark). Press to switch to light.');
    system.set('light');
    return vi.waitFor(() => expect(htmlTheme()).toBe('light'), WAIT_FOR_STATE);
  });

  it('an explicit choice wins over the system scheme', () => {
    const system = systemScheme('dark');
    localStorage.setItem(STORAGE_KEY, 'light');
    visit();
    expect(htmlTheme()).toBe('light');
    system.set('dark');
    expect(htmlTheme()).toBe('light');
  });

  it('treats an unknown stored value as no choice', () => {
    systemScheme('dark');
    localStorage.setItem(STORAGE_KEY, 'purple');
    visit();
    expect(toggle()).toHaveTextContent('Theme: Auto');
    expect(htmlTheme()).toBe('dark');
  });
});
