import * as v from 'valibot';
import { formatDateTime } from '../domain/dates';
import { labelOf } from '../domain/labels/label';
import { TLINK_STATE_LABELS } from '../domain/labels/tlink-states';
import type { EntityRef } from './command';
import { resolveMessages } from './resolve-messages';
import type { RouteLink } from './route-link';

/**
 * An entity the palette found for an identifier: where it lives and how it reads in one line;
 * `codes` are the codes behind the summary's Dutch labels (its tooltip), so they stay findable.
 */
export type FoundEntity = { entity: EntityRef; summary: string; link: RouteLink; codes?: string };

/** An account's overview, where a found account goes. */
const accountView = (accountId: string): RouteLink => ({
  to: '/accounts/$id/extended-view',
  params: { id: Number(accountId) },
});

// The palette reads only a few fields of each answer, leniently: the areas own the full schemas,
// and a field the palette cannot read must not hide an entity that exists.
const text = v.optional(v.nullable(v.string()));
const id = v.union([v.number(), v.string()]);
const Named = v.looseObject({ name: text, naam: text, title: text });

const AccountShape = v.looseObject({
  id,
  email: text,
  attributes: v.optional(
    v.nullable(
      v.looseObject({ given_name: text, first_name: text, tussenvoegsels: text, family_name: text }),
    ),
  ),
});
const TlinkShape = v.looseObject({
  id: v.optional(id),
  licenseCode: v.string(),
  licenseState: text,
  product: v.optional(v.nullable(v.looseObject({ title: text, ean: text }))),
  productTitle: text,
});
const ProductShape = v.looseObject({
  id: v.optional(id),
  title: text,
  ean: v.string(),
  organisation: v.optional(v.nullable(Named)),
  publisher: v.optional(v.nullable(Named)),
  publisherName: text,
});
const OrganisationShape = v.looseObject({
  id,
  name: text,
  brin: text,
  instellingBrin: text,
  city: text,
  type: v.optional(v.array(v.string())),
});
const LogEntryShape = v.looseObject({
  meldcode: text,
  timestamp: text,
  createdAt: text,
  date: text,
});
const ExternAccountShape = v.looseObject({
  account: v.optional(v.nullable(v.union([id, AccountShape]))),
  accountId: v.optional(v.nullable(id)),
});

type AccountItem = v.InferOutput<typeof AccountShape>;

const join = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
}

/** The display name of an account: first name (or given name), tussenvoegsels, family name. */
export function accountName(item: AccountItem): string {
  const a = item.attributes;
  return join([a?.first_name || a?.given_name, a?.tussenvoegsels, a?.family_name], ' ');
}

export function accountEntity(body: unknown): FoundEntity | null {
  const item = parse(AccountShape, body);
  if (!item) return null;
  const accountId = String(item.id);
  const name = accountName(item);
  return {
    entity: {
      kind: 'account',
      id: accountId,
      label: name ? `${name} (${accountId})` : resolveMessages.accountLabel(accountId),
    },
    summary: join([name || resolveMessages.accountLabel(accountId), item.email], ' · '),
    link: accountView(accountId),
  };
}

/** An account known only by its id (an external account that does not embed it). */
export function bareAccountEntity(accountId: string): FoundEntity {
  const label = resolveMessages.accountLabel(accountId);
  return {
    entity: { kind: 'account', id: accountId, label },
    summary: label,
    link: accountView(accountId),
  };
}

/** Accounts behind external accounts: embedded ones in full, otherwise by id. */
export function externAccountEntities(items: readonly unknown[]): FoundEntity[] {
  const found: FoundEntity[] = [];
  for (const raw of items) {
    const item = parse(ExternAccountShape, raw);
    if (!item) continue;
    const embedded = typeof item.account === 'object' && item.account !== null ? item.account : null;
    const full = embedded ? accountEntity(embedded) : null;
    if (full) found.push(full);
    else {
      const bare = typeof item.account === 'object' ? item.accountId : (item.account ?? item.accountId);
      if (bare !== null && bare !== undefined) found.push(bareAccountEntity(String(bare)));
    }
  }
  return found;
}

export function tlinkEntity(body: unknown): FoundEntity | null {
  const item = parse(TlinkShape, body);
  if (!item) return null;
  const code = item.licenseCode.toUpperCase();
  return {
    // The primary key, so an area's '/tlinks/{id}/edit' command fills from the scope.
    entity: { kind: 'tlink', id: String(item.id ?? code), label: code },
    summary: join(
      [code, labelOf(TLINK_STATE_LABELS, item.licenseState), item.product?.title ?? item.productTitle],
      ' · ',
    ),
    link: { to: '/tlinks/code/$code', params: { code } },
    ...(item.licenseState ? { codes: item.licenseState } : {}),
  };
}

export function productEntity(body: unknown): FoundEntity | null {
  const item = parse(ProductShape, body);
  if (!item) return null;
  const publisher =
    item.organisation?.name ?? item.organisation?.naam ?? item.publisher?.name ?? item.publisherName;
  const title = item.title || `EAN ${item.ean}`;
  return {
    entity: { kind: 'product', id: String(item.id ?? item.ean), label: title },
    summary: join([title, `EAN ${item.ean}`, publisher], ' · '),
    link: { to: '/producten/ean/$ean/extended-view', params: { ean: item.ean } },
  };
}

export function organisationEntity(body: unknown): FoundEntity | null {
  const item = parse(OrganisationShape, body);
  if (!item) return null;
  const organisationId = String(item.id);
  const brin = item.brin ?? item.instellingBrin;
  const name = item.name || `Organisatie ${organisationId}`;
  return {
    entity: {
      kind: 'organisation',
      id: organisationId,
      label: name,
      ...(item.type ? { types: item.type } : {}),
    },
    summary: join([name, brin ? `BRIN ${brin}` : null, item.city], ' · '),
    link: { to: '/organisaties/$id/extended-view', params: { id: Number(organisationId) } },
  };
}

/** '02-05-2024 10:30' in Dutch time. */
function formatTime(value: string | null | undefined): string | null {
  return formatDateTime(value) || null;
}

/** A meldcode's log entry; its view is the home log search filtered on that code. */
export function logEntryEntity(body: unknown, meldcode: string): FoundEntity | null {
  const item = parse(LogEntryShape, body);
  if (!item) return null;
  const code = item.meldcode ?? meldcode;
  return {
    entity: { kind: 'logEntry', id: code, label: `Meldcode ${code}` },
    summary: join([`Meldcode ${code}`, formatTime(item.timestamp ?? item.createdAt ?? item.date)], ' · '),
    link: { to: '/home', search: { meldcode: code } },
  };
}

/** The BRIN fields of an organisation in a list answer, to keep only real matches of `q`. */
export function organisationBrins(body: unknown): string[] {
  const item = parse(OrganisationShape, body);
  return [item?.brin, item?.instellingBrin].filter((b): b is string => !!b).map((b) => b.toUpperCase());
}

/** Reads one field as a string, for exact-match filtering of list answers. */
export function fieldOf(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
