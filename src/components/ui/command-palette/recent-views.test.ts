import { describe, expect, it } from 'vitest';
import { MAX_RECENT_VIEWS, readRecentViews, RECENT_VIEWS_KEY, rememberView } from './recent-views';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('recent views', () => {
  it('keeps the last ten views, newest first, each once', () => {
    const store = memory();
    for (let i = 0; i < 12; i += 1) rememberView({ href: `/countries/C${i}`, label: `C${i}` }, store);
    rememberView({ href: '/countries/C5', label: 'C5 again' }, store);
    const views = readRecentViews(store);
    expect(views).toHaveLength(MAX_RECENT_VIEWS);
    expect(views[0]).toEqual({ href: '/countries/C5', label: 'C5 again' });
    expect(views.filter((v) => v.href === '/countries/C5')).toHaveLength(1);
    expect(views.map((v) => v.href)).not.toContain('/countries/C0');
  });

  it('remembers views only, not settings, home or embeds', () => {
    const store = memory();
    rememberView({ href: '/settings', label: 'Settings' }, store);
    rememberView({ href: '/', label: 'Home' }, store);
    rememberView({ href: '/embed/countries/BR/top-partners', label: 'Embed' }, store);
    rememberView({ href: '/flows?reporter=BR', label: 'Flows' }, store);
    expect(readRecentViews(store)).toEqual([{ href: '/flows?reporter=BR', label: 'Flows' }]);
  });

  it('survives damaged or hostile storage', () => {
    const store = memory();
    store.m.set(RECENT_VIEWS_KEY, '{not json');
    expect(readRecentViews(store)).toEqual([]);
    store.m.set(
      RECENT_VIEWS_KEY,
      JSON.stringify([
        { href: 'javascript:alert(1)', label: 'x' },
        { href: '/products/09', label: 'Coffee' },
        5,
      ]),
    );
    expect(readRecentViews(store)).toEqual([{ href: '/products/09', label: 'Coffee' }]);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberView({ href: '/products/09', label: 'Coffee' }, throwing)).not.toThrow();
    expect(readRecentViews(null)).toEqual([]);
  });
});
