// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterName } from './hs-codes';
import { headingName, productLabel } from './hs-nomenclature';
import { useProductLabel } from './use-product-label';

describe('useProductLabel', () => {
  // Each test starts with the headings table not yet loaded (module state).
  let useLabel: typeof useProductLabel;
  beforeEach(async () => {
    vi.resetModules();
    useLabel = (await import('./use-product-label')).useProductLabel;
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('loads the headings table only for a heading, then names every heading at once', async () => {
    renderHook(() => useLabel('09', null));
    renderHook(() => useLabel('090111', 'Coffee'));
    await settle();
    // Neither a chapter nor an HS6 code loaded the table: a heading starts by its code.
    let firstLabel: string | undefined;
    const first = renderHook(() => {
      const label = useLabel('0901', null);
      firstLabel ??= label;
      return label;
    });
    expect(firstLabel).toBe('HS 0901');
    await waitFor(() => expect(first.result.current).toBe(productLabel('0901')));
    // Once loaded, a heading's label is named on its first render.
    let initial: string | undefined;
    renderHook(() => {
      const label = useLabel('8703', null);
      initial ??= label;
      return label;
    });
    expect(initial).toBe(productLabel('8703'));
  });

  it('names a heading a label changes to (from a chapter), once the table has loaded', async () => {
    const label = renderHook(({ code }) => useLabel(code, null), { initialProps: { code: '09' } });
    await settle();
    label.rerender({ code: '0901' });
    await waitFor(() => expect(label.result.current).toBe(productLabel('0901')));
  });

  it('cuts a name at its first semicolon and trims it', () => {
    expect(renderHook(() => useLabel('090111', '  Coffee ; husks')).result.current).toBe(
      'Coffee (HS 090111)',
    );
  });

  it('names a chapter and an HS6 code at once, as productLabel does', () => {
    const chapter = renderHook(() => useProductLabel('09', null));
    expect(chapter.result.current).toBe(productLabel('09'));
    expect(chapter.result.current).toContain(chapterName('09')!.split(';')[0]!);
    const hs6 = renderHook(() => useProductLabel('090111', 'Coffee, not roasted'));
    expect(hs6.result.current).toBe('Coffee, not roasted (HS 090111)');
    expect(renderHook(() => useProductLabel(undefined, null)).result.current).toBeUndefined();
  });

  it('names a heading once the headings table has loaded, the code alone until then', async () => {
    const heading = renderHook(() => useProductLabel('0901', null));
    expect([`HS 0901`, productLabel('0901')]).toContain(heading.result.current);
    await waitFor(() => expect(heading.result.current).toBe(productLabel('0901')));
    expect(heading.result.current).toContain(headingName('0901')!.split(';')[0]!);
  });

  it('names a chapter or heading of another HS revision by its code alone, an HS6 code by the catalog', async () => {
    // Let the headings table load first, so the code alone is not a heading still loading.
    const loaded = renderHook(() => useProductLabel('8524', null));
    await waitFor(() => expect(loaded.result.current).toBe(productLabel('8524')));
    expect(renderHook(() => useProductLabel('8524', null, 1992)).result.current).toBe('HS 8524');
    expect(renderHook(() => useProductLabel('85', null, 1992)).result.current).toBe('HS 85');
    expect(renderHook(() => useProductLabel('852410', 'Gramophone records', 1992)).result.current).toBe(
      'Gramophone records (HS 852410)',
    );
    expect(renderHook(() => useProductLabel('85', null, 2022)).result.current).toBe(productLabel('85'));
  });
});
