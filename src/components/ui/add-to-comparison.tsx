/**
 * "Add to comparison" on a country or product view: a link to /compare with this one added to
 * the comparison of the same kind the user opened last in this browser (from the palette's list
 * of recent views; nothing is sent anywhere), or a new comparison with it alone.
 */
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { readRecentViews } from './command-palette/recent-views';

const MAX_IN_COMPARISON = 6;

/** The href of the comparison with `id` added (last one of this kind, kept to six, `id` last). */
export function addToComparisonHref(
  kind: 'countries' | 'products',
  id: string,
  recent = readRecentViews(),
): string {
  let ids: string[] = [];
  for (const view of recent) {
    const url = new URL(view.href, 'http://local');
    const list = url.pathname === '/compare' ? url.searchParams.get(kind) : null;
    if (list) {
      ids = list.split(',').filter(Boolean);
      break;
    }
  }
  const next = [...ids.filter((x) => x !== id), id].slice(-MAX_IN_COMPARISON);
  return kind === 'countries'
    ? paths.compare.getHref({ countries: next })
    : paths.compare.getHref({ products: next });
}

export function AddToComparison({
  kind,
  id,
  name,
}: {
  kind: 'countries' | 'products';
  id: string;
  name: string;
}) {
  return (
    <Link className="add-to-comparison" to={addToComparisonHref(kind, id)}>
      Add to comparison<span className="visually-hidden"> ({name})</span>
    </Link>
  );
}
