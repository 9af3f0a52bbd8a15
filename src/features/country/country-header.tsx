/**
 * The country's identity from GET /countries/{cid}: name, ISO codes, region, note, a badge for
 * country groups, the selected year range and (as children) the selection and data source.
 * The page decides not-found from the detail query; this only renders a found country.
 */
import type { ReactNode } from 'react';
import type { EndpointData } from '@/api/client';
import { AddToComparison } from '@/components/ui/add-to-comparison';
import { formatYearRange } from '@/lib/format';

/** The service's CountryDetail, as the contract defines it. */
type CountryDetailView = EndpointData<'/countries/{cid}'>;

export interface CountryHeaderProps {
  country: CountryDetailView;
  from?: number;
  to?: number;
  /** Rendered under the title: the data-source line, controls. */
  children?: ReactNode;
}

export function CountryHeader({ country, from, to, children }: CountryHeaderProps) {
  return (
    <header className="country-header">
      <h1>
        {/* A service name: at most three lines here, whole in the title. */}
        <span className="text-clamp" title={country.name}>
          {country.name}
        </span>{' '}
        {country.is_group ? (
          <span className="badge" title="A country group: its trade is its members' trade with non-members">
            Country group
          </span>
        ) : null}
      </h1>
      <dl className="country-header__meta">
        <div>
          {/* Groups (World, EU) and a release's entities without an ISO code have ids of their own. */}
          <dt>{country.iso3 ? 'ISO alpha-2' : 'Id'}</dt>
          <dd>
            <code>{country.id}</code>
          </dd>
        </div>
        {country.iso3 ? (
          <div>
            <dt>ISO alpha-3</dt>
            <dd>
              <code>{country.iso3}</code>
            </dd>
          </div>
        ) : null}
        {country.region ? (
          <div>
            <dt>Region</dt>
            <dd>{country.region}</dd>
          </div>
        ) : null}
        <div>
          <dt>Years</dt>
          <dd>{formatYearRange(from, to)}</dd>
        </div>
      </dl>
      {country.note ? <p className="country-header__note">{country.note}</p> : null}
      <p>
        <AddToComparison kind="countries" id={country.id} name={country.name} />
      </p>
      {children}
    </header>
  );
}

export function CountryHeaderSkeleton({ cid }: { cid: string }) {
  return (
    <header className="country-header" aria-busy="true">
      <h1>
        <span className="visually-hidden">Loading country </span>
        {cid}
      </h1>
      <p className="field__hint" role="status">
        Loading country details…
      </p>
    </header>
  );
}
