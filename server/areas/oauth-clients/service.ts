import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isSuperuser } from '../../../domain/rights';
import { adminAreaTexts as t } from '../../../domain/schemas/administrator-texts';
import { type OAuthClientBody, oauthClientChoices } from '../../../domain/schemas/oauth-client';
import type { Db } from '../../db/connect';
import { oauthClientOrganisations, oauthClients } from '../../db/schema/oauth-clients';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { isSameValue, lockFreshRow, lockRow, saveChanges } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import { hashPassword } from '../../idp/passwords';
import {
  clientIdInUse,
  eckAccountExists,
  existingOrganisationIds,
  findOAuthClientJson,
  type OAuthClientJson,
} from './repository';

export const OBJECT_TYPE = 'OAuthClient';
const notFound = () => new AppError('notFound', 'Opgevraagde OAuthClient bestaat niet.');

/** A publisher-bound administrator sees only the clients their publisher owns (decision 043); else 404. */
export async function visibleClient(db: Db, actor: CurrentAdmin, id: number): Promise<OAuthClientJson> {
  const client = await findOAuthClientJson(db, id);
  if (!client) throw notFound();
  if (actor.uitgeverId !== null && !isSuperuser(actor) && client.ownerId !== actor.uitgeverId)
    throw notFound();
  return client;
}

/** The stored values of a body: InternalApp has no owner or organisations; references must exist. */
async function settle(db: Db, actor: CurrentAdmin, body: OAuthClientBody, exceptId?: number) {
  const isInternal = body.rol === 'InternalApp';
  const choices = oauthClientChoices(actor);
  if (!choices.roles.includes(body.rol)) throw fieldError('rol', t.typeNeedsRight);
  if (choices.fixedOwnerId !== null && body.ownerId !== choices.fixedOwnerId)
    throw fieldError('ownerId', t.ownPublisherOnly);
  const organisationIds = isInternal ? [] : [...new Set(body.organisations.map((org) => org.id))];
  const ownerId = isInternal ? null : body.ownerId;
  // A publisher-bound administrator's app acts for schools and distributors, never for another
  // publisher: to them another publisher does not exist (decision 102 §5).
  const known = await existingOrganisationIds(
    db,
    ownerId === null ? organisationIds : [...organisationIds, ownerId],
    isSuperuser(actor) ? null : actor.uitgeverId,
  );
  if (ownerId !== null && !known.has(ownerId)) throw fieldError('ownerId', t.organisationNotFound);
  if (organisationIds.some((id) => !known.has(id))) throw fieldError('organisations', t.organisationNotFound);
  if (body.eckAccount && !(await eckAccountExists(db, body.eckAccount.id)))
    throw fieldError('eckAccount', t.eckAccountNotFound);
  if (await clientIdInUse(db, body.clientId, exceptId)) throw fieldError('clientId', t.clientIdTaken);
  return {
    values: {
      clientId: body.clientId,
      displayName: body.displayName,
      rol: body.rol,
      redirectUris: body.redirectUris,
      ownerId,
      eckAccountId: body.eckAccount?.id ?? null,
    },
    organisationIds,
  };
}

async function linkOrganisations(tx: Db, id: number, organisationIds: number[]) {
  await tx.delete(oauthClientOrganisations).where(eq(oauthClientOrganisations.oauthClientId, id));
  if (organisationIds.length)
    await tx
      .insert(oauthClientOrganisations)
      .values(organisationIds.map((organisationId) => ({ oauthClientId: id, organisationId })));
}

export async function createClient(db: Db, write: AuditedWrite, actor: CurrentAdmin, body: OAuthClientBody) {
  const { values, organisationIds } = await settle(db, actor, body);
  const id = await write({ objectType: OBJECT_TYPE }, async (tx, entry) => {
    const [row] = await tx.insert(oauthClients).values(values).returning({ id: oauthClients.id });
    await linkOrganisations(tx, row!.id, organisationIds);
    entry.id(row!.id);
    entry.created({ ...values, organisations: organisationIds });
    return row!.id;
  });
  return (await findOAuthClientJson(db, id))!;
}

export async function updateClient(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  id: number,
  body: OAuthClientBody,
) {
  const before = await visibleClient(db, actor, id);
  const { values, organisationIds } = await settle(db, actor, body, id);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, oauthClients, id, body.updatedAt, notFound);
    const linked = before.organisations.map((org) => org.id).sort((a, b) => a - b);
    const isRelinked = !isSameValue(
      linked,
      [...organisationIds].sort((a, b) => a - b),
    );
    if (isRelinked) await linkOrganisations(tx, id, organisationIds);
    await saveChanges(tx, oauthClients, stored, values, { isOtherChanged: isRelinked });
    entry.changed(
      {
        ...values,
        clientId: before.clientId,
        displayName: before.displayName,
        rol: before.rol,
        redirectUris: before.redirectUris,
        ownerId: before.ownerId,
        eckAccountId: before.eckAccount?.id ?? null,
        organisations: before.organisations.map((org) => org.id),
      },
      { ...values, organisations: organisationIds },
    );
  });
  return (await findOAuthClientJson(db, id))!;
}

export async function deleteClient(db: Db, write: AuditedWrite, actor: CurrentAdmin, id: number) {
  const before = await visibleClient(db, actor, id);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockRow(tx, oauthClients, eq(oauthClients.id, id));
    if (!stored) throw notFound();
    await tx.delete(oauthClients).where(eq(oauthClients.id, id));
    entry.removed(before);
  });
}

/** A new client secret: 32 random bytes, base64url (43 characters). */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * GET oauthclients/{id}/reset: a new secret, returned once; only its argon2id hash is stored, so it
 * cannot be shown again and the old one stops working at once (irreversible).
 */
export async function resetSecret(db: Db, write: AuditedWrite, actor: CurrentAdmin, id: number) {
  await visibleClient(db, actor, id);
  const secret = newClientSecret();
  const secretHash = await hashPassword(secret);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockRow(tx, oauthClients, eq(oauthClients.id, id));
    if (!stored) throw notFound();
    await saveChanges(tx, oauthClients, stored, { secretHash });
    entry.changed({ secret: stored.secretHash }, { secret: secretHash });
    entry.warn('Clientsecret opnieuw ingesteld.');
  });
  return secret;
}
