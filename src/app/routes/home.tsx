import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { CountrySearch } from '@/components/ui/country-search';
import { paths } from '@/lib/paths';
import { HomeGroupExample } from './home-group-example';

/** Entry points: a few economies of different size and shape, and a country group (by name: its id is the service's). */
const EXAMPLES = [
  { cid: 'DE', label: 'Germany', why: 'A large, diversified exporter' },
  { cid: 'BR', label: 'Brazil', why: 'Commodities and manufacturing' },
  { cid: 'KE', label: 'Kenya', why: 'A smaller economy: tea, flowers, coffee' },
];
const GROUP_EXAMPLE = { name: 'European Union', why: 'A country group as reporter' };

export function HomeRoute() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <h1>Explore global trade</h1>
      <p className="page-intro">
        Tradescope shows who trades what with whom, from 2010 to the present: yearly export and import values
        per country, partner and product (HS6).
      </p>
      <div className="home__search" style={{ maxWidth: '32rem', marginBottom: '1.5rem' }}>
        <CountrySearch label="Find a country" />
      </div>
      <h2>Start with a country</h2>
      <ul className="card-grid">
        {EXAMPLES.map((e) => (
          <li key={e.cid}>
            <Link className="card" to={paths.country.getHref(e.cid)}>
              <strong>{e.label}</strong>
              <br />
              <span className="field__hint">{e.why}</span>
            </Link>
          </li>
        ))}
        <li>
          <HomeGroupExample {...GROUP_EXAMPLE} />
        </li>
      </ul>
      <h2>Or with a product</h2>
      <p>
        <Link to={paths.products.getHref()}>Browse every product by HS section and chapter</Link>: the
        Harmonized System, from live animals (chapter 01) to works of art (chapter 97), with world trade in
        each.
      </p>
    </div>
  );
}
