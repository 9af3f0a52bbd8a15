import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chapterName } from './hs-codes';
import { headingName, productLabel } from './hs-nomenclature';
import { useProductLabel } from './use-product-label';

describe('useProductLabel', () => {
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
});
