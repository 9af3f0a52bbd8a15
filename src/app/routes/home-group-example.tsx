/**
 * The home page's country-group card. The group's id is the service's (learned from its
 * `/countries` answers, lib/country-groups.ts): once known the card is a plain link; before, it
 * looks the group up by name when chosen (group-finder.tsx, loaded then).
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { countryGroups, subscribeCountryGroups } from '@/lib/country-groups';
import { paths } from '@/lib/paths';

const GroupFinder = lazy(() => import('./group-finder').then((m) => ({ default: m.GroupFinder })));

export function HomeGroupExample({ name, why }: { name: string; why: string }) {
  const groups = useSyncExternalStore(subscribeCountryGroups, countryGroups, countryGroups);
  const known = groups.find((g) => g.name.toLowerCase() === name.toLowerCase());
  const [looking, setLooking] = useState(false);
  const body = (
    <>
      <strong>{name}</strong>
      <br />
      <span className="field__hint">{why}</span>
    </>
  );
  if (known)
    return (
      <Link className="card" to={paths.country.getHref(known.id)}>
        {body}
      </Link>
    );
  return (
    <div>
      <button type="button" className="card" onClick={() => setLooking(true)}>
        {body}
      </button>
      {looking ? (
        <Suspense fallback={<p role="status">Looking up {name} at the service…</p>}>
          <GroupFinder name={name} />
        </Suspense>
      ) : null}
    </div>
  );
}
