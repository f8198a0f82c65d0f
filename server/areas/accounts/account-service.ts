import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { accountAreaMessages } from '../../../domain/messages';
import { can, maySeeFullNames, type Right } from '../../../domain/rights';
import type { AccountSave, RawExternalAccount } from '../../../domain/schemas/account-form';
import type { Db } from '../../db/connect';
import { preparedOnce } from '../../db/named-statements';
import { accessUrls } from '../../db/schema/access-urls';
import { accounts, externAccounts } from '../../db/schema/accounts';
import { supportEntries } from '../../db/schema/support';
import { tlinkLicenses } from '../../db/schema/tlinks';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { assertNotBlocked, blockingEntities } from '../../http/blocking';
import { lockFreshRow, lockRow, nextUpdatedAt, saveChanges } from '../../http/concurrency';
import { AppError } from '../../http/errors';
// biome-ignore lint/style/noRestrictedImports: an account's external accounts are part of it; recorded in decision 260
import { nameAttributesOf, withoutNameAttributes } from '../external-accounts/repository';
import { accountJson } from './account-json';
import { accessUrlOfAccount, accountWithAccessUrl } from './repository';

type AccountRow = typeof accounts.$inferSelect;

const accountNotFound = () => new AppError('notFound', accountAreaMessages.accountNotFound);

function requireRight(admin: CurrentAdmin, right: Right) {
  if (!can(admin, right)) throw new AppError('forbidden', 'Niet bevoegd voor deze actie.');
}

/** The rights the lists of the save payload need (spec 000 §6), checked before anything is written. */
function assertListRights(admin: CurrentAdmin, body: AccountSave) {
  if (body.rawExternalAccountsToDelete.length) requireRight(admin, 'externaccounts_verwijderen');
  if (body.accessurlsToDelete.length) requireRight(admin, 'accessurls_verwijderen');
}

/** The stored columns the form sets; the name fields only when this administrator may set them. */
function columnsOf(body: AccountSave, withNames: boolean) {
  return {
    email: body.email,
    telephone: body.telephone,
    blackListDate: body.blackListDate,
    givenName: body.givenName,
    ...(withNames
      ? { firstName: body.first_name, tussenvoegsels: body.tussenvoegsels, familyName: body.family_name }
      : {}),
  };
}

/**
 * Adds the to-add list: a name ID of that type that exists unlinked is linked (externaccounts_koppelen),
 * a new one is created (externaccounts_toevoegen); one linked to another account is refused. Answers
 * whether anything was linked or created (one already linked to this account is left alone).
 */
async function addExternalAccounts(
  tx: Db,
  admin: CurrentAdmin,
  accountId: number,
  items: RawExternalAccount[],
  now: Date,
): Promise<boolean> {
  let isChanged = false;
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const key = `${item.accountType}:${item.nameId}`;
    if (seen.has(key)) {
      throw new AppError('validation', `name ID "${item.nameId}" bestaat al.`, {
        errors: [
          { path: `rawExternalAccounts.${index}.nameId`, message: `name ID "${item.nameId}" bestaat al.` },
        ],
      });
    }
    seen.add(key);
    const [existing] = await tx
      .select()
      .from(externAccounts)
      .where(and(eq(externAccounts.accountType, item.accountType), eq(externAccounts.nameId, item.nameId)))
      .for('update');
    if (existing && existing.accountId === accountId) continue;
    if (existing && existing.accountId !== null) {
      const message = accountAreaMessages.externalLinkedElsewhere(item.nameId, existing.accountId);
      throw new AppError('validation', message, {
        errors: [{ path: `rawExternalAccounts.${index}.nameId`, message }],
      });
    }
    isChanged = true;
    if (existing) {
      requireRight(admin, 'externaccounts_koppelen');
      // Who may not see names got the lookup without them (decision 157): the stored names stay.
      const attributes = maySeeFullNames(admin)
        ? item.attributes
        : { ...withoutNameAttributes(item.attributes), ...nameAttributesOf(existing.attributes) };
      await tx
        .update(externAccounts)
        .set({ accountId, attributes, updatedAt: now })
        .where(eq(externAccounts.id, existing.id));
    } else {
      requireRight(admin, 'externaccounts_toevoegen');
      await tx.insert(externAccounts).values({
        accountId,
        accountType: item.accountType,
        nameId: item.nameId,
        attributes: item.attributes,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return isChanged;
}

/**
 * Detaches the to-delete list: each must belong to the account and be detachable, and stays as an
 * unlinked external account that 'Zoek naar ongekoppelde externe accounts' can find and link again.
 */
async function detachExternalAccounts(tx: Db, accountId: number, ids: number[], now: Date) {
  if (!ids.length) return false;
  const rows = await tx.select().from(externAccounts).where(inArray(externAccounts.id, ids));
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.accountId !== accountId)
      throw new AppError('validation', accountAreaMessages.externalNotOfAccount);
    if (row.isUndetachable) throw new AppError('validation', accountAreaMessages.undetachable(row.nameId));
  }
  await tx
    .update(externAccounts)
    .set({ accountId: null, updatedAt: now })
    .where(inArray(externAccounts.id, ids));
  return true;
}

/** Deletes the links marked for deletion; answers the ids of the account's links before and after. */
async function deleteAccessUrls(tx: Db, accountId: number, ids: number[]) {
  const links = await tx
    .select({ id: accessUrls.id })
    .from(accessUrls)
    .where(eq(accessUrls.accountId, accountId))
    .orderBy(accessUrls.id);
  const before = links.map((link) => link.id);
  if (!ids.length) return { before, after: before };
  const rows = await tx
    .select({ id: accessUrls.id, accountId: accessUrls.accountId })
    .from(accessUrls)
    .where(inArray(accessUrls.id, ids));
  if (rows.length !== new Set(ids).size || rows.some((row) => row.accountId !== accountId))
    throw new AppError('validation', accountAreaMessages.accessUrlNotOfAccount);
  await tx.delete(accessUrls).where(inArray(accessUrls.id, ids));
  return { before, after: before.filter((link) => !ids.includes(link)) };
}

/** What the audit entry and the reply show of an account: its fields plus its external accounts. */
async function snapshot(tx: Db, row: AccountRow) {
  const externals = await tx
    .select({ accountType: externAccounts.accountType, nameId: externAccounts.nameId })
    .from(externAccounts)
    .where(eq(externAccounts.accountId, row.id))
    .orderBy(externAccounts.id);
  const [link] = await tx
    .select({ id: accessUrls.id })
    .from(accessUrls)
    .where(eq(accessUrls.accountId, row.id))
    .limit(1);
  return { ...accountJson(row, Boolean(link)), externAccounts: externals };
}

/** POST /api/accounts: creates the account with its external accounts in one audited transaction. */
export async function createAccount(write: AuditedWrite, admin: CurrentAdmin, body: AccountSave) {
  assertListRights(admin, body);
  if (body.rawExternalAccountsToDelete.length || body.accessurlsToDelete.length)
    throw new AppError('validation', accountAreaMessages.externalNotOfAccount);
  const withNames = maySeeFullNames(admin);
  return write({ objectType: 'Account' }, async (tx, entry) => {
    const now = new Date();
    const [row] = await tx
      .insert(accounts)
      .values({ ...columnsOf(body, withNames), createdAt: now, updatedAt: now })
      .returning();
    await addExternalAccounts(tx, admin, row!.id, body.rawExternalAccounts, now);
    const created = await snapshot(tx, row!);
    entry.id(row!.id);
    entry.created(created);
    return created;
  });
}

/** PUT /api/accounts/{id}: fields, external accounts and confirmation links, 412 on a stale updatedAt. */
export async function updateAccount(write: AuditedWrite, admin: CurrentAdmin, id: number, body: AccountSave) {
  assertListRights(admin, body);
  const withNames = maySeeFullNames(admin);
  return write({ objectType: 'Account', id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, accounts, id, body.updatedAt, accountNotFound);
    const before = await snapshot(tx, stored);
    const now = nextUpdatedAt(stored);
    const isDetached = await detachExternalAccounts(tx, id, body.rawExternalAccountsToDelete, now);
    const isLinked = await addExternalAccounts(tx, admin, id, body.rawExternalAccounts, now);
    const links = await deleteAccessUrls(tx, id, body.accessurlsToDelete);
    const row = await saveChanges(tx, accounts, stored, columnsOf(body, withNames), {
      isOtherChanged: isDetached || isLinked || links.after.length !== links.before.length,
      now,
    });
    const after = await snapshot(tx, row);
    // The confirmation links are not in the reply; the entry shows the deleted ones by their ids.
    entry.changed({ ...before, accessurls: links.before }, { ...after, accessurls: links.after });
    return after;
  });
}

const REVOKED_STATES = ['REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION'] as const;

/**
 * DELETE /api/accounts/{id} (superuser): open support tickets block it (409); its licences are
 * revoked (REVOKED, end date today) and unlinked; external accounts, links and activity links go with it.
 */
export async function deleteAccount(write: AuditedWrite, id: number) {
  return write({ objectType: 'Account', id }, async (tx, entry) => {
    const stored = await lockRow(tx, accounts, eq(accounts.id, id));
    if (!stored) throw accountNotFound();
    const openTickets = await tx
      .select({ id: supportEntries.id, key: supportEntries.key, subject: supportEntries.subject })
      .from(supportEntries)
      .where(and(eq(supportEntries.accountId, id), eq(supportEntries.status, 'open')));
    assertNotBlocked(
      blockingEntities(
        'SupportEntry',
        openTickets,
        (ticket) => `Supportmelding ${ticket.key}: ${ticket.subject}`,
      ),
    );
    const removed = await snapshot(tx, stored);
    const now = new Date();
    const revoked = await tx
      .update(tlinkLicenses)
      .set({ licenseState: 'REVOKED', endDate: now, updatedAt: now })
      .where(
        and(eq(tlinkLicenses.accountId, id), notInArray(tlinkLicenses.licenseState, [...REVOKED_STATES])),
      )
      .returning({ licenseCode: tlinkLicenses.licenseCode });
    await tx.update(tlinkLicenses).set({ accountId: null }).where(eq(tlinkLicenses.accountId, id));
    await tx.delete(accounts).where(eq(accounts.id, id));
    entry.removed({ ...removed, revokedTlinks: revoked.map((licence) => licence.licenseCode) });
    if (revoked.length)
      entry.warn(
        `${revoked.length} licentie(s) ingetrokken: ${revoked.map((l) => l.licenseCode).join(', ')}`,
      );
  });
}

/** The account fields with `accessurlPresent` computed, for an account read before. */
export async function accountWithLinks(db: Db, row: AccountRow) {
  const [link] = await db
    .select({ present: accessUrlOfAccount })
    .from(accounts)
    .where(eq(accounts.id, row.id));
  return accountJson(row, link?.present ?? false);
}

/** The palette's account id lookup: one text, prepared once (decisions 602, 655). */
const accountById = preparedOnce('account_by_id', (db, name) =>
  db
    .select(accountWithAccessUrl)
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * GET /api/accounts/{id}: the account with `accessurlPresent` in one statement (the palette opens
 * every pasted account id with it, so a second round trip is worth saving); null when absent.
 */
export async function findAccountWithLinks(db: Db, id: number) {
  const [row] = await accountById(db).execute({ id });
  if (!row) return null;
  const { accessurlPresent, ...account } = row;
  return accountJson(account, accessurlPresent);
}
