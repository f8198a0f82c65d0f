import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { ACCOUNT_SORT_FIELDS, AccountListFilter } from '../../../domain/schemas/account';
import type { Db } from '../../db/connect';
import { accountCounts } from '../../db/counters/list-counters';
import { accounts, externAccounts } from '../../db/schema/accounts';
import type { Sort } from '../../http/list';

type SortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const sortColumns = {
  updatedAt: accounts.updatedAt,
  createdAt: accounts.createdAt,
  id: accounts.id,
  email: accounts.email,
  username: accounts.username,
  familyName: accounts.familyName,
} as const satisfies Record<SortField, unknown>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Grades are comma-separated JAAR_n values (spec 000 §3). */
const schoolYearPattern = (year: string) => `%JAAR_${year}%`;

const contains = (value: string) => `%${escapeLike(value.toLowerCase())}%`;

/** The WHERE clause of the users list (spec 000 §2 filters). */
export function accountConditions(filter: AccountListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.input) {
    const pattern = contains(filter.input);
    conditions.push(sql`(lower(${accounts.email}) like ${pattern} or ${accounts.telephone} like ${pattern})`);
  }
  if (filter.voornaam) conditions.push(sql`lower(${accounts.firstName}) like ${contains(filter.voornaam)}`);
  if (filter.tussenvoegsels) {
    conditions.push(sql`lower(${accounts.tussenvoegsels}) = ${filter.tussenvoegsels.toLowerCase()}`);
  }
  if (filter.achternaam)
    conditions.push(sql`lower(${accounts.familyName}) like ${contains(filter.achternaam)}`);
  if (filter.brin) {
    conditions.push(
      sql`upper(${accounts.nlEduPersonHomeOrganizationId}) like ${`${escapeLike(filter.brin.toUpperCase())}%`}`,
    );
  }
  if (filter.digiDeliveryId) conditions.push(eq(accounts.digiDeliveryId, filter.digiDeliveryId));
  if (filter.schoolYear) conditions.push(like(accounts.grades, schoolYearPattern(filter.schoolYear)));
  if (filter.userid) {
    conditions.push(
      sql`exists (select 1 from ${externAccounts} where ${externAccounts.accountId} = ${accounts.id} and ${externAccounts.nameId} = ${filter.userid})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Beyond this offset the page's ids come from an index-only walk first (see tlinks/repository). */
const DEFERRED_JOIN_OFFSET = 1000;

export async function listAccounts(
  db: Db,
  filter: AccountListFilter,
  sort: Sort<SortField>,
  page: { offset: number; limit: number },
) {
  const where = accountConditions(filter);
  const order = sort.direction === 'ASC' ? asc : desc;
  const orderBy = [order(sortColumns[sort.field]), order(accounts.id)];
  const pageIds = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, total] = await Promise.all([
    page.offset < DEFERRED_JOIN_OFFSET
      ? db
          .select()
          .from(accounts)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(page.offset)
      : db
          .select()
          .from(accounts)
          .where(inArray(accounts.id, pageIds))
          .orderBy(...orderBy),
    countAccounts(db, filter),
  ]);
  return { rows, total };
}

/** Filters the accounts counter answers (decision 124): grades and the infix are its keys. */
const COUNTED_FILTERS = new Set<keyof AccountListFilter>(['schoolYear', 'tussenvoegsels']);

/** The exact number of accounts the filter matches: from the counter when it answers every filter used. */
export async function countAccounts(
  db: Db,
  filter: AccountListFilter,
  options: { counters: boolean } = { counters: true },
): Promise<number> {
  const used = (Object.keys(filter) as (keyof AccountListFilter)[]).filter(
    (key) => filter[key] !== undefined,
  );
  if (options.counters && used.every((key) => COUNTED_FILTERS.has(key))) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${accountCounts.n}), 0)`.mapWith(Number) })
      .from(accountCounts)
      .where(
        and(
          filter.schoolYear ? like(accountCounts.grades, schoolYearPattern(filter.schoolYear)) : undefined,
          filter.tussenvoegsels
            ? eq(accountCounts.tussenvoegselsLower, filter.tussenvoegsels.toLowerCase())
            : undefined,
        ),
      );
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(accounts).where(accountConditions(filter));
  return row?.total ?? 0;
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}
