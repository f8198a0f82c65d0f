import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import { dutchString, maxChars } from '../../../domain/schemas/rules';
import type { Db } from '../../db/connect';
import { contains } from '../../db/like';
import { readPage } from '../../db/list-page';
import { eckAccounts } from '../../db/schema/eck';
import { organisations } from '../../db/schema/organisations';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage } from '../../http/list';

export const EckAccountFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
});

/** ECK accounts joined to their organisation (`q` searches both): the page's rows and its total read the same joins. */
function accountsWithOrganisation<S extends SelectedFields>(db: Db, fields: S) {
  return db
    .select(fields)
    .from(eckAccounts)
    .innerJoin(organisations, eq(organisations.id, eckAccounts.organisationId));
}

/**
 * GET /api/eckaccounts/beheer (spec 001 §7, lookups): the distributors' ECK accounts, for the
 * order import's distributor-account choice. Name and organisation shown; `q` searches both.
 */
export function eckAccountRoutes(db: Db) {
  return new Hono<AuthEnv>().get(
    '/beheer',
    requires({ right: ['orders_toevoegen', 'orders_inzien'] }),
    async (c) => {
      const filter = parseFilters(c, EckAccountFilterSchema);
      const page = rangePage(c);
      const pattern = filter.q ? contains(filter.q) : null;
      const whereSql: SQL | undefined = pattern
        ? or(ilike(eckAccounts.name, pattern), ilike(organisations.name, pattern))
        : undefined;
      const { rows, total } = await readPage(
        accountsWithOrganisation(db, {
          id: eckAccounts.id,
          name: eckAccounts.name,
          organisationId: organisations.id,
          organisationName: organisations.name,
        })
          .where(whereSql)
          .$dynamic(),
        [asc(eckAccounts.name), asc(eckAccounts.id)],
        page,
        accountsWithOrganisation(db, { total: count() }).where(whereSql),
      );
      return listReply(
        c,
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          organisation: { id: row.organisationId, name: row.organisationName },
        })),
        page.offset,
        total,
      );
    },
  );
}
