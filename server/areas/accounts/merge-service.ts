import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { accountAreaMessages, MERGE_PUBLISHER_SERVER_MESSAGES } from '../../../domain/messages';
import { isPublisherBound } from '../../../domain/rights';
import type { AccountMerge, MergeResult } from '../../../domain/schemas/account-merge';
import type { Db } from '../../db/connect';
import { accessUrls } from '../../db/schema/access-urls';
import { accounts, externAccounts } from '../../db/schema/accounts';
import { logEntries, logEntryAccounts } from '../../db/schema/logs';
import { mergeLogs } from '../../db/schema/merges';
import { products } from '../../db/schema/products';
import { supportEntries } from '../../db/schema/support';
import { tlinkLicenses } from '../../db/schema/tlinks';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { AppError } from '../../http/errors';

/** Licence states that no longer give access; such a licence never makes another one a duplicate. */
const ENDED_STATES = ['REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED', 'DEACTIVATED'];

/** Profile fields the destination takes from the source when it has none itself (decision 030). */
const FILLABLE = [
  'email',
  'telephone',
  'givenName',
  'firstName',
  'tussenvoegsels',
  'familyName',
  'digiDeliveryId',
  'grades',
  'username',
  'nlEduPersonHomeOrganizationId',
  'eduPersonAffiliation',
  'schoolId',
] as const;

/**
 * A publisher administrator may merge only a source whose licences are all of their own publisher
 * (spec 000 §8 server messages).
 */
async function assertPublisherMayMerge(tx: Db, admin: CurrentAdmin, sourceId: number) {
  if (!isPublisherBound(admin)) return;
  const publishers = await tx
    .selectDistinct({ id: products.organisationId })
    .from(tlinkLicenses)
    .innerJoin(products, eq(products.id, tlinkLicenses.productId))
    .where(eq(tlinkLicenses.accountId, sourceId));
  if (publishers.length > 1) throw new AppError('conflict', MERGE_PUBLISHER_SERVER_MESSAGES[0]);
  if (publishers.length === 1 && publishers[0]!.id !== admin.uitgeverId)
    throw new AppError('conflict', MERGE_PUBLISHER_SERVER_MESSAGES[1]);
}

/**
 * POST /api/accounts/actions/merge: in one transaction moves the source's external accounts,
 * licences (a duplicate of a product the destination holds becomes REVOKED_BY_MERGE), confirmation
 * links, activity, support tickets and earlier merge history to the destination, fills the
 * destination's empty profile fields, writes the merge log and removes the source. See decision 030.
 */
export async function mergeAccounts(
  write: AuditedWrite,
  admin: CurrentAdmin,
  body: AccountMerge,
): Promise<MergeResult> {
  const { sourceAccountId: sourceId, destinationAccountId: destinationId } = body;
  return write({ objectType: 'Account', id: destinationId }, async (tx, entry) => {
    // Lock both in id order, so two merges of the same pair cannot deadlock; the second finds no source.
    const locked = await tx
      .select()
      .from(accounts)
      .where(inArray(accounts.id, [sourceId, destinationId]))
      .orderBy(asc(accounts.id))
      .for('update');
    const source = locked.find((row) => row.id === sourceId);
    const destination = locked.find((row) => row.id === destinationId);
    if (!source || !destination) throw new AppError('notFound', accountAreaMessages.accountNotFound);
    await assertPublisherMayMerge(tx, admin, sourceId);
    const now = new Date();

    const externals = await tx
      .update(externAccounts)
      .set({ accountId: destinationId, updatedAt: now })
      .where(eq(externAccounts.accountId, sourceId))
      .returning({ accountType: externAccounts.accountType, nameId: externAccounts.nameId });

    const duplicates = await tx
      .update(tlinkLicenses)
      .set({ licenseState: 'REVOKED_BY_MERGE', updatedAt: now })
      .where(
        and(
          eq(tlinkLicenses.accountId, sourceId),
          notInArray(tlinkLicenses.licenseState, ENDED_STATES),
          sql`exists (select 1 from ${tlinkLicenses} as held where held.account_id = ${destinationId}
            and held.product_id = ${tlinkLicenses.productId}
            and held.license_state not in (${sql.join(
              ENDED_STATES.map((state) => sql`${state}`),
              sql`, `,
            )}))`,
        ),
      )
      .returning({ licenseCode: tlinkLicenses.licenseCode });
    const moved = await tx
      .update(tlinkLicenses)
      .set({ accountId: destinationId, updatedAt: now })
      .where(eq(tlinkLicenses.accountId, sourceId))
      .returning({ licenseCode: tlinkLicenses.licenseCode });

    await tx.update(accessUrls).set({ accountId: destinationId }).where(eq(accessUrls.accountId, sourceId));

    const groups = await tx
      .select({ id: logEntries.id, meldcode: logEntries.meldcode })
      .from(logEntryAccounts)
      .innerJoin(logEntries, eq(logEntries.id, logEntryAccounts.logEntryId))
      .where(eq(logEntryAccounts.accountId, sourceId));
    await tx.execute(sql`insert into ${logEntryAccounts} (log_entry_id, account_id, timestamp)
      select log_entry_id, ${destinationId}, timestamp from ${logEntryAccounts} where account_id = ${sourceId}
      on conflict do nothing`);
    await tx.delete(logEntryAccounts).where(eq(logEntryAccounts.accountId, sourceId));

    await tx
      .update(supportEntries)
      .set({ accountId: destinationId })
      .where(eq(supportEntries.accountId, sourceId));
    await tx
      .update(mergeLogs)
      .set({ destinationAccountId: destinationId })
      .where(eq(mergeLogs.destinationAccountId, sourceId));

    const filled: Partial<typeof accounts.$inferInsert> = {};
    for (const field of FILLABLE) {
      if (destination[field] === null && source[field] !== null)
        Object.assign(filled, { [field]: source[field] });
    }
    const tookContact = filled.email !== undefined || filled.telephone !== undefined;
    const hadContact = destination.email !== null || destination.telephone !== null;
    await tx
      .update(accounts)
      .set({
        ...filled,
        validated: hadContact
          ? destination.validated
          : tookContact
            ? source.validated
            : destination.validated,
        isFromTMProfielFromThisYear:
          destination.isFromTMProfielFromThisYear || source.isFromTMProfielFromThisYear,
        roles: [...new Set([...destination.roles, ...source.roles])],
        updatedAt:
          now.getTime() > destination.updatedAt.getTime()
            ? now
            : new Date(destination.updatedAt.getTime() + 1),
      })
      .where(eq(accounts.id, destinationId));

    const [log] = await tx
      .insert(mergeLogs)
      .values({
        sourceAccountId: sourceId,
        sourceAccountContact: source.email ?? source.telephone,
        destinationAccountId: destinationId,
        administratorId: admin.id,
        timestamp: now,
        sourceAccountExternAccounts: externals,
        sourceAccountTlinks: moved.map((licence) => licence.licenseCode),
        sourceAccountMeldcodes: groups.map((group) => group.meldcode),
      })
      .returning({ id: mergeLogs.id });
    await tx.delete(accounts).where(eq(accounts.id, sourceId));

    entry.created({
      sourceAccountId: sourceId,
      destinationAccountId: destinationId,
      sourceAccountContact: source.email ?? source.telephone,
      externAccounts: externals,
      tlinks: moved.map((licence) => licence.licenseCode),
      revokedByMerge: duplicates.map((licence) => licence.licenseCode),
      meldcodes: groups.map((group) => group.meldcode),
      filledFields: Object.keys(filled),
    });
    return { destinationAccountId: destinationId, mergeLogId: log!.id };
  });
}
