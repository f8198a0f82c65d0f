import { and, arrayContains, eq } from 'drizzle-orm';
import { accountAreaMessages, pseudoIdMessages } from '../../../domain/messages';
import type { Db } from '../../db/connect';
import { organisations } from '../../db/schema/organisations';
import type { CurrentAdmin } from '../../http/auth';
import { AppError } from '../../http/errors';
import { decodePseudoId, encodePseudoId } from '../../secrets/pseudo-id';
import { loadOrCreateSecret } from '../../secrets/server-secret';
import { findAccount } from './repository';

/** A publisher id this administrator may use: an existing Uitgever, and their own when publisher-bound. */
async function assertPublisher(db: Db, admin: CurrentAdmin, publisherId: number) {
  if (admin.uitgeverId !== null && admin.uitgeverId !== publisherId)
    throw new AppError('notFound', accountAreaMessages.unknownPublisher);
  const [publisher] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, publisherId), arrayContains(organisations.type, ['Uitgever'])));
  if (!publisher) throw new AppError('notFound', accountAreaMessages.unknownPublisher);
}

/** GET accounts/{subject}/idfor/{publisherId}: the stable pseudo id of this account for this publisher. */
export async function pseudoIdFor(db: Db, admin: CurrentAdmin, accountId: number, publisherId: number) {
  await assertPublisher(db, admin, publisherId);
  if (!(await findAccount(db, accountId)))
    throw new AppError('notFound', accountAreaMessages.accountNotFound);
  const secret = await loadOrCreateSecret(db, 'pseudo-id');
  return encodePseudoId(secret, publisherId, accountId);
}

/** POST organisations/{publisherId}/actions/getAccountFromPseudoid: the account behind a pseudo id. */
export async function accountForPseudoId(db: Db, admin: CurrentAdmin, publisherId: number, pseudoId: string) {
  await assertPublisher(db, admin, publisherId);
  const secret = await loadOrCreateSecret(db, 'pseudo-id');
  const accountId = decodePseudoId(secret, publisherId, pseudoId);
  const account = accountId === null ? null : await findAccount(db, accountId);
  if (!account) throw new AppError('notFound', pseudoIdMessages.notFound);
  return account;
}
