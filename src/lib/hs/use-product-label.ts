/**
 * A product filter's label ("Coffee (HS 0901)") for a view that should not carry the headings
 * table (about 45 KB gzip) on its first load: chapters and HS6 codes are named at once, a heading
 * once the table has loaded (on demand, then kept); until then it reads "HS 0901", the code alone,
 * as any label without a name does.
 */
import { useEffect, useState } from 'react';
import { nomenclatureNamesApply, productLabelWith } from './hs-codes';

type HeadingName = (heading: string) => string | null;

let loaded: HeadingName | null = null;
const loadHeadings = () =>
  import('./hs-nomenclature').then((m) => {
    loaded = m.headingName;
    return loaded;
  });

/**
 * `code`: the filter (2, 4 or 6 digits), undefined without one; `hs6Name`: the catalog's name of
 * an HS6 code; `hsVersion`: the catalog's revision of the code (another than the nomenclature's:
 * the code alone).
 */
export function useProductLabel(
  code: string | undefined,
  hs6Name: string | null,
  hsVersion: number | null = null,
): string | undefined {
  const headingName = useHeadingName(code?.length === 4);
  return code === undefined
    ? undefined
    : productLabelWith(code, hs6Name, headingName, nomenclatureNamesApply(hsVersion));
}

/**
 * The headings table's lookup once it has loaded (null until then), loaded only when `needed`:
 * for labels of several codes at once (a comparison of products).
 */
export function useHeadingName(needed: boolean): HeadingName | null {
  const [headingName, setHeadingName] = useState<HeadingName | null>(() => loaded);
  useEffect(() => {
    if (!needed || headingName) return;
    // The table is the same for every label, so it is kept even when the filter has changed since
    // (and React ignores the update of a label no longer mounted).
    void loadHeadings().then((name) => setHeadingName(() => name));
  }, [needed, headingName]);
  return headingName;
}
