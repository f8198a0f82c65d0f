/**
 * A lookup of organisations (schools, publishers, distributors) by name, for filters and forms of
 * every area: GET organisations?type=...&q=... (spec 000 §9 lookup rules via <LookupSelect>).
 *
 * Usage:
 *   <OrganisationLookup label="Uitgever" types={['Uitgever']} value={publisher} onChange={setPublisher} />
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { lookupOrganisations, organisationOptions } from '../api/organisations';
import { type LookupOption, LookupSelect } from './lookup-select';

type OrganisationLookupProps = {
  label: string;
  types: readonly string[];
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
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

/** The option for an organisation id known only by its id (from the URL): its name once loaded. */
export function useOrganisationOption(id: number | null | undefined): LookupOption | null {
  const api = useApi();
  const query = useQuery({ ...organisationOptions(api, id ?? 0), enabled: id != null && id > 0 });
  if (id == null) return null;
  return { id, label: query.data?.name ?? `#${id}` };
}
