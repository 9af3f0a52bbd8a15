/**
 * What the service's own OpenAPI document says about its conventions, and each point where they
 * differ from the ones this client assumes; or, when there is no usable document, why not.
 */
import { profileDifferences } from '@/api/service-profile-discovery';
import type { ServiceProfile } from '@/api/service-profile';
import type { ProfileResult } from './use-settings-form';

function discovered(profile: ServiceProfile): string[] {
  const out: string[] = [];
  if (profile.flowLiterals) out.push(`flow values ${profile.flowLiterals.join(', ')}`);
  if (profile.periodFormat) out.push(`period as ${profile.periodFormat}`);
  if (profile.numberType)
    out.push(profile.numberType === 'number' ? 'amounts as numbers' : 'amounts as numeric strings');
  if (profile.countryIdPattern) out.push(`country ids matching ${profile.countryIdPattern}`);
  if (profile.groupIds) out.push(`group ids ${profile.groupIds.join(', ')}`);
  return out;
}

function FoundProfile({ profile, changed }: { profile: ServiceProfile; changed: boolean }) {
  const stated = discovered(profile);
  const differences = profileDifferences(profile);
  return (
    <>
      <p>
        {stated.length > 0
          ? `The service's OpenAPI document states: ${stated.join('; ')}.`
          : 'The service publishes an OpenAPI document, but it states none of the conventions the client reads.'}
        {changed ? ' Kept for this base URL.' : ' Unchanged since it was last read.'}
      </p>
      {profile.dataCredit ? (
        <p data-testid="service-data-credit">
          It names its data: {profile.dataCredit.name}
          {profile.dataCredit.synthetic ? ' (synthetic data, not real trade statistics)' : ''}. Pages, exports
          and citations of this service credit it.
        </p>
      ) : null}
      {differences.length === 0 ? (
        <p>Where it states them, they match the client's defaults.</p>
      ) : (
        <>
          <h3 id="service-profile-differences">Where the service differs from our defaults</h3>
          <ul aria-labelledby="service-profile-differences">
            {differences.map((d) => (
              <li key={d.topic}>
                {d.topic}: the service uses {d.theirs}; the client assumes {d.ours}.
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function ServiceProfileSummary({ result }: { result: ProfileResult }) {
  if (result.state === 'idle') return null;
  return (
    <section className="notice" aria-labelledby="service-profile-heading" data-testid="service-profile">
      <h2 id="service-profile-heading">Service profile</h2>
      {result.state === 'discovering' ? (
        <p>Reading {result.baseUrl}/openapi.json…</p>
      ) : result.state === 'found' ? (
        <FoundProfile profile={result.profile} changed={result.changed} />
      ) : (
        <p>{result.message} The client uses its own defaults and adapts to the answers themselves.</p>
      )}
    </section>
  );
}
