import { type Context, Hono } from 'hono';
import { accountAreaMessages } from '../../../domain/messages';
import { PRODUCT_KEY } from '../../../domain/product';
import { type AccessRule, can, maySeeFullNames } from '../../../domain/rights';
import {
  ACCOUNT_FULL_NAME_FILTERS,
  ACCOUNT_FULL_NAME_SORT_FIELDS,
  ACCOUNT_SORT_FIELDS,
  type AccountListFilter,
  AccountListFilterSchema,
} from '../../../domain/schemas/account';
import { AccountSaveSchema } from '../../../domain/schemas/account-form';
import { AccountMergeSchema } from '../../../domain/schemas/account-merge';
import type { Db } from '../../db/connect';
import type { AuthEnv, CurrentAdmin } from '../../http/auth';
import { AppError } from '../../http/errors';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { missingIds } from '../../http/id-list';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
// biome-ignore lint/style/noRestrictedImports: an account's external accounts are part of it; recorded in decision 260
import { externAccountJson, listExternAccounts } from '../external-accounts/repository';
import { accountExporter } from './account-export';
import { accountForViewer, accountJson } from './account-json';
import { createAccount, deleteAccount, findAccountWithLinks, updateAccount } from './account-service';
import { mergeAccounts } from './merge-service';
import { pseudoIdFor } from './pseudo-id-service';
import { findAccount, listAccounts, presentAccountIds } from './repository';

/** /api/accounts: the users list, single accounts, save, delete, merge and pseudo ids (spec 000). */
export const PSEUDO_ID_GENERATORS: AccessRule = {
  right: ['gebruikers_inzien', `beheer_${PRODUCT_KEY}`],
  nonPublisherOnly: true,
};

/** Filtering or sorting on a name reveals it: only for viewers who may see full names (decision 157). */
function assertNameQueryAllowed(
  admin: CurrentAdmin,
  filter: AccountListFilter,
  sortField: (typeof ACCOUNT_SORT_FIELDS)[number],
) {
  if (maySeeFullNames(admin)) return;
  if (ACCOUNT_FULL_NAME_FILTERS.some((key) => filter[key] !== undefined))
    throw new AppError('validation', accountAreaMessages.fullNameFilterRefused);
  if ((ACCOUNT_FULL_NAME_SORT_FIELDS as readonly string[]).includes(sortField))
    throw new AppError('validation', accountAreaMessages.fullNameSortRefused);
}

export function accountRoutes(db: Db) {
  /** GET accounts/{id}/externalaccounts/ (the spec writes the trailing slash; both forms answer). */
  const externalAccountsOf = async (c: Context<AuthEnv>) => {
    const id = parseId(c.req.param('id'));
    if (!(await findAccount(db, id))) throw new AppError('notFound', accountAreaMessages.accountNotFound);
    const page = rangePage(c);
    const { rows, total } = await listExternAccounts(db, { accountId: id }, page);
    return listReply(
      c,
      rows.map((row) => externAccountJson(c.var.admin, row)),
      page.offset,
      total,
    );
  };
  return (
    new Hono<AuthEnv>()
      .get('/', requires('gebruikers_inzien'), async (c) => {
        const filter = parseFilters(c, AccountListFilterSchema);
        if (filter.schoolYear !== undefined && !can(c.var.admin, 'schooljaarvakcontracten_inzien'))
          throw new AppError('forbidden', 'Je bent niet bevoegd om op schooljaar te filteren.');
        const sort = sortParam(c, ACCOUNT_SORT_FIELDS, 'updatedAt', 'DESC');
        assertNameQueryAllowed(c.var.admin, filter, sort.field);
        const exportStarted = await startExportIfRequested(c, db, accountExporter, { filter, sort });
        if (exportStarted) return exportStarted;
        const page = rangePage(c);
        const wanted = filter.ids ?? filter.emails;
        const [{ rows, total }, notFound] = await Promise.all([
          listAccounts(db, filter, sort, page),
          missingIds(wanted, () =>
            presentAccountIds(db, filter.ids ? { ids: filter.ids } : { emails: filter.emails }),
          ),
        ]);
        return listReply(
          c,
          rows.map(({ accessurlPresent, ...row }) =>
            accountForViewer(c.var.admin, accountJson(row, accessurlPresent)),
          ),
          page.offset,
          total,
          notFound,
        );
      })
      .post('/actions/merge', requires('gebruikers_samenvoegen'), async (c) => {
        const body = await parseBody(c, AccountMergeSchema);
        return c.json(await mergeAccounts(c.var.audit.write, c.var.admin, body));
      })
      .post('/', requires('gebruikers_toevoegen'), async (c) => {
        const body = await parseBody(c, AccountSaveSchema);
        return c.json(
          accountForViewer(c.var.admin, await createAccount(c.var.audit.write, c.var.admin, body)),
          201,
        );
      })
      .get('/:id', requires('gebruikers_inzien'), async (c) => {
        const account = await findAccountWithLinks(db, parseId(c.req.param('id')));
        if (!account) throw new AppError('notFound', accountAreaMessages.accountNotFound);
        return c.json(accountForViewer(c.var.admin, account));
      })
      .put('/:id', requires('gebruikers_aanpassen'), async (c) => {
        const id = parseId(c.req.param('id'));
        const body = await parseBody(c, AccountSaveSchema);
        if (body.id != null && body.id !== id)
          throw new AppError('validation', 'Het id in de inhoud hoort niet bij deze URL.');
        return c.json(
          accountForViewer(c.var.admin, await updateAccount(c.var.audit.write, c.var.admin, id, body)),
        );
      })
      .delete('/:id', requires({ superuserOnly: true }), async (c) => {
        await deleteAccount(c.var.audit.write, parseId(c.req.param('id')));
        return c.body(null, 204);
      })
      .get('/:id/externalaccounts', requires('gebruikers_inzien'), externalAccountsOf)
      .get('/:id/externalaccounts/', requires('gebruikers_inzien'), externalAccountsOf)
      // Generating is for administrators without a publisher: the account overview's generator
      // (gebruikers_inzien) and the /beheer tool (beheer_{product}); spec 000 §2, spec 001 §6.
      .get('/:subject/idfor/:publisherId', requires(PSEUDO_ID_GENERATORS), async (c) => {
        const data = await pseudoIdFor(
          db,
          c.var.admin,
          parseId(c.req.param('subject')),
          parseId(c.req.param('publisherId')),
        );
        return c.json({ data });
      })
  );
}
