import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApi } from '../api/api-context';
import { lookupOrganisations } from '../api/organisations';
import { resourceKeys } from '../api/query-keys';
import { fetchRoles } from '../api/roles';
import { lookupProducts, productOption } from '../api/tlinks-lookups';
import { AccountLookup } from './account-lookup';
import type { EntityKindFilter } from './list-filters';
import { type LookupOption, LookupSelect } from './lookup-select';

/** The names an id filter shows: their own keys (a minute fresh), apart from the resources' caches. */
const entityLabelKeys = resourceKeys('entity-label');

const NamedSchema = v.object({
  id: v.number(),
  name: v.optional(v.string()),
  title: v.optional(v.string()),
  naam: v.optional(v.string()),
  email: v.optional(v.nullable(v.string())),
});

function pathOf(kind: EntityKindFilter, id: number): string {
  if (kind === 'product') return `products/${id}`;
  if (kind === 'account') return `accounts/${id}`;
  if (kind === 'role') return `roles/${id}`;
  return `organisations/${id}`;
}

/**
 * The name of the entity an id filter holds (a title, name, naam or e-mail), read from its item call;
 * undefined while it loads or without an id. A page header names the filtered entity with it.
 */
export function useEntityLabel(kind: EntityKindFilter, id: number | undefined): string | undefined {
  const api = useApi();
  const named = useQuery({
    queryKey: entityLabelKeys.detail(`${kind}/${id}`),
    enabled: id !== undefined,
    staleTime: 60_000,
    queryFn: ({ signal }) => api.get(pathOf(kind, id!), NamedSchema, { signal }),
  });
  const { data } = named;
  return data ? (data.title ?? data.name ?? data.naam ?? data.email ?? undefined) : undefined;
}

/** A lookup that keeps only an id (in the URL) and reads the chosen entity's name back for its label. */
export function EntityFilter({
  label,
  kind,
  value,
  onChange,
}: {
  label: string;
  kind: EntityKindFilter;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const api = useApi();
  const name = useEntityLabel(kind, value);
  const current = value === undefined ? null : { id: value, label: name ?? `#${value}` };
  const lookup = {
    label,
    value: current,
    onChange: (option: LookupOption | null) => onChange(option ? Number(option.id) : undefined),
  };
  // Accounts through the one account lookup every form uses (decision 662).
  if (kind === 'account') return <AccountLookup {...lookup} />;
  return (
    <LookupSelect
      {...lookup}
      fetchOptions={async (query, signal) => {
        if (kind === 'product') return (await lookupProducts(api, query, signal)).map(productOption);
        if (kind === 'role') {
          const roles = await fetchRoles(api, { q: query }, 'ASC-naam', { start: 0, end: 24 }, signal);
          return roles.items.map((role) => ({ id: role.id, label: role.naam }));
        }
        return lookupOrganisations(api, [kind], query, signal);
      }}
    />
  );
}
