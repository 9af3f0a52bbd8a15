/**
 * The product's identity: its code and name, the breadcrumb of the HS hierarchy (section >
 * chapter > heading > HS6, each level a link), the HS version, the quantity unit of an HS6 code
 * and (as children) the selection and the data-source line. Names above HS6 come from the
 * nomenclature (src/lib/hs); the HS6 name and the version from GET /products/{pid}.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToComparison } from '@/components/ui/add-to-comparison';
import { unitLabel } from '@/lib/format';
import {
  breadcrumb,
  formatHsCode,
  hsLevel,
  NOMENCLATURE_HS_VERSION,
  nomenclatureNamesApply,
} from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';

const LEVEL_NAMES = { section: 'Section', chapter: 'Chapter', heading: 'Heading', hs6: 'HS6' } as const;

export interface ProductHeaderProps {
  pid: string;
  /** The HS6 code's catalog name (null while loading, or for a prefix). */
  hs6Name: string | null;
  hsVersion: number | null;
  unit: string | null;
  /** Number of HS6 codes the pid selects, from the catalog. */
  codeCount: number | null;
  /** The view's search, kept on the breadcrumb's links. */
  search: string;
  children?: ReactNode;
}

/**
 * "Coffee, not roasted, not decaffeinated" for an HS6 code, the nomenclature's name above it
 * (none for a product of another HS revision than the nomenclature's).
 */
export function productName(pid: string, hs6Name: string | null, hsVersion: number | null): string | null {
  const crumbs = breadcrumb(pid, hs6Name, nomenclatureNamesApply(hsVersion));
  return crumbs[crumbs.length - 1]?.name ?? null;
}

/** Why a product of another HS revision has codes without names above HS6. */
function OtherRevisionNote({ hsVersion }: { hsVersion: number | null }) {
  return (
    <p className="product-header__note" data-testid="hs-version-note">
      This service codes its products in HS {hsVersion}. The dashboard knows the names of HS{' '}
      {NOMENCLATURE_HS_VERSION}’s chapters and headings only, and codes were renumbered between the two, so
      chapters and headings are shown by their codes alone.
    </p>
  );
}

export function ProductHeader({
  pid,
  hs6Name,
  hsVersion,
  unit,
  codeCount,
  search,
  children,
}: ProductHeaderProps) {
  const namesApply = nomenclatureNamesApply(hsVersion);
  const crumbs = breadcrumb(pid, hs6Name, namesApply);
  const name = productName(pid, hs6Name, hsVersion);
  const level = hsLevel(pid);
  return (
    <header className="product-header">
      <nav aria-label="HS hierarchy" className="product-header__breadcrumb">
        <ol>
          <li>
            <Link to={paths.products.getHref(search)}>All products</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.level}>
              {c.pid === pid ? (
                <span aria-current="page">
                  {LEVEL_NAMES[c.level]} {c.level === 'section' ? c.code : formatHsCode(c.code)}
                </span>
              ) : (
                <Link
                  to={c.pid ? paths.product.getHref(c.pid, search) : paths.products.getHref(search, c.code)}
                >
                  {LEVEL_NAMES[c.level]} {c.level === 'section' ? c.code : formatHsCode(c.code)}
                  {c.name ? <span className="product-header__crumb-name">: {c.name}</span> : null}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>
        <span className="code">{formatHsCode(pid)}</span> {name ?? (level === 'hs6' ? 'HS6 product' : '')}
      </h1>
      <dl className="product-header__meta">
        <div>
          <dt>Level</dt>
          <dd>
            {level === 'hs6'
              ? 'HS6 subheading'
              : level === 'heading'
                ? 'Heading (4 digits)'
                : 'Chapter (2 digits)'}
          </dd>
        </div>
        {codeCount !== null && level !== 'hs6' ? (
          <div>
            <dt>HS6 codes</dt>
            <dd>{codeCount}</dd>
          </div>
        ) : null}
        <div>
          <dt>HS version</dt>
          <dd>{hsVersion ?? 'n/a'}</dd>
        </div>
        {level === 'hs6' ? (
          <div>
            <dt>Quantity unit</dt>
            <dd>{unit ? unitLabel(unit) : 'not known'}</dd>
          </div>
        ) : null}
      </dl>
      {namesApply ? null : <OtherRevisionNote hsVersion={hsVersion} />}
      <p>
        <AddToComparison kind="products" id={pid} name={name ?? formatHsCode(pid)} />
      </p>
      {children}
    </header>
  );
}
