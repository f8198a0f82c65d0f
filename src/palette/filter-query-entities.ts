import * as v from 'valibot';
import type { Lookup, LookupCall } from '../../commands/resolve';
import type { EntityKindFilter } from '../kit/list-filters';
import { LOOKUP_MIN_QUERY } from '../kit/lookup-select';
import { slug } from './filter-query';

/*
 * The entity a filter query names ("school:Noorderlicht"), found with the list calls the filter
 * bar's lookups make (src/kit/entity-id-filter.tsx: organisations by type and name, products by
 * title or EAN, accounts by number or contact, roles by name), so the server's scoping decides what
 * a publisher-bound administrator may see, here as there.
 */

export type EntityOption = { id: number; label: string; description: string | null };

/** What a name found: one entity (its id), several to choose from, or none. */
export type EntityMatch =
  | { kind: 'one'; option: EntityOption }
  | { kind: 'choose'; options: EntityOption[] }
  | { kind: 'none' }
  | { kind: 'tooShort' }
  | { kind: 'unavailable' };

const Named = v.object({
  id: v.number(),
  name: v.optional(v.nullable(v.string())),
  title: v.optional(v.nullable(v.string())),
  naam: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
  username: v.optional(v.nullable(v.string())),
  brin: v.optional(v.nullable(v.string())),
  ean: v.optional(v.nullable(v.string())),
});

function callOf(kind: EntityKindFilter, text: string): LookupCall {
  if (kind === 'product') {
    return { path: 'products', list: true, params: /^\d{13}$/.test(text) ? { ean: text } : { q: text } };
  }
  if (kind === 'account') {
    if (/^\d{1,10}$/.test(text)) return { path: `accounts/${text}`, list: false };
    return { path: 'accounts', list: true, params: { input: text } };
  }
  if (kind === 'role') return { path: 'roles', list: true, params: { q: text } };
  return { path: 'organisations', list: true, params: { type: kind, q: text, sort: 'ASC-name' } };
}

function optionOf(body: unknown): EntityOption | null {
  const named = v.safeParse(Named, body);
  if (!named.success) return null;
  const item = named.output;
  const label = item.name ?? item.title ?? item.naam ?? item.email ?? item.username ?? `#${item.id}`;
  return { id: item.id, label, description: item.brin ?? item.ean ?? null };
}

/**
 * Looks a name up and picks: the one whose name is exactly what was typed (ignoring case and
 * accents), else the only one found, else the choice.
 */
export async function matchEntity(
  lookup: Lookup,
  kind: EntityKindFilter,
  text: string,
  signal: AbortSignal,
): Promise<EntityMatch> {
  if (text.length < LOOKUP_MIN_QUERY && !/^\d+$/.test(text)) return { kind: 'tooShort' };
  const reply = await lookup(callOf(kind, text), signal);
  if (reply.kind === 'notFound') return { kind: 'none' };
  if (reply.kind === 'unavailable') return { kind: 'unavailable' };
  const bodies = Array.isArray(reply.body) ? reply.body : [reply.body];
  const options = bodies.map(optionOf).filter((option): option is EntityOption => option !== null);
  const exact = options.filter(
    (option) => slug(option.label) === slug(text) || slug(option.description ?? '') === slug(text),
  );
  const [only] = exact.length === 1 ? exact : options.length === 1 ? options : [];
  if (only) return { kind: 'one', option: only };
  return options.length === 0 ? { kind: 'none' } : { kind: 'choose', options };
}
