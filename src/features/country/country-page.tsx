/**
 * `/countries/:cid`. Expects a canonical (upper-case, well-formed) cid: the route module
 * redirects other forms. The page is the full country view (country-view.tsx): every request
 * starts together, each chart has its own states, and a 404 on the detail is a not-found page.
 */
import { CountryView } from './country-view';

export function CountryPage({ cid }: { cid: string }) {
  return <CountryView cid={cid} />;
}
