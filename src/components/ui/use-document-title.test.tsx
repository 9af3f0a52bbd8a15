import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageLabelOf, useDocumentTitle } from './use-document-title';

describe('document title', () => {
  it('names the page before the app, and gives the page label back from it', () => {
    const initialProps: { title: string | null } = { title: 'Germany' };
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps });
    expect(document.title).toBe('Germany — Tradescope');
    expect(pageLabelOf(document.title)).toBe('Germany');
    rerender({ title: null });
    expect(document.title).toBe('Tradescope');
    expect(pageLabelOf(document.title)).toBe('');
    expect(pageLabelOf('Product 090111 — Tradescope')).toBe('Product 090111');
  });
});
