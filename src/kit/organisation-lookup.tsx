/**
 * A lookup of organisations (schools, publishers, distributors) by name, for filters and forms of
 * every area: GET organisations?type=...&q=... (spec 000 §9 lookup rules via <LookupSelect>).
 *
 * Usage:
 *   <OrganisationLookup label="Uitgever" types={['Uitgever']} value={publisher} onChange={setPublisher} />
 */
import type { OrganisationType } from '../../domain/enums';
import { useApi } from '../api/api-context';
import { lookupOrganisations } from '../api/organisations';
import { LookupSelect, type LookupSelectProps } from './lookup-select';

type OrganisationLookupProps = Omit<LookupSelectProps, 'fetchOptions'> & {
  types: readonly OrganisationType[];
};

export function OrganisationLookup({ types, ...props }: OrganisationLookupProps) {
  const api = useApi();
  return (
    <LookupSelect
      {...props}
      fetchOptions={(query, signal) => lookupOrganisations(api, types, query, signal)}
    />
  );
}
