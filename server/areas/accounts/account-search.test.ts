import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SORT_FIELDS } from '../../../domain/schemas/account';
import { sortOrder } from '../../db/list-page';
import { rowsOf } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import type { Sort } from '../../http/list';
import { seedDemo } from '../../seed/demo';
import { freshTestDatabase } from '../../test-support/database';
import {
  accountConditions,
  accountWithAccessUrl,
  countAccounts,
  listAccounts,
  sortColumns,
} from './repository';

type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/**
 * The contact search (`input`, spec 000 §2) finds every account whose e-mail or telephone contains
 * the text, whatever shortcut the index search takes for whole addresses (contactContains, decision 600).
 */
let database: Awaited<ReturnType<typeof freshTestDatabase>>;
let contacts: { id: number; email: string | null; telephone: string | null }[];

const CRAFTED = [
  'Jan_Klein%1@School.nl',
  'xjan_klein%1@school.nl.oud',
  'jan.klein1@school.nl',
  'jan.klein1@school.nlx',
  'ab@school.nl',
  'a.b.c@@dubbel.nl',
  // Contains a whole address after another @ (decision 600: not found by the parts before and after the first @).
  'oud@jan.klein1@school.nl',
];

/** A telephone that holds an address is found by the contact search too (spec 000: e-mail or telephone). */
const CRAFTED_TELEPHONE = 'zie jan.klein1@school.nl';

beforeAll(async () => {
  database = await freshTestDatabase();
  await seedDemo(database.db, { scale: 0.01 });
  for (const [i, email] of CRAFTED.entries()) {
    await database.db.execute(
      sql`update accounts set email = ${email} where id = (select id from accounts order by id offset ${i} limit 1)`,
    );
  }
  await database.db.execute(
    sql`update accounts set telephone = ${CRAFTED_TELEPHONE} where id = (select id from accounts order by id desc limit 1)`,
  );
  contacts = await rowsOf(database.db, sql`select id, email, telephone from accounts`);
}, 240_000);
afterAll(async () => database?.drop());

/** What the spec asks, computed here over every account. */
const expected = (input: string) =>
  contacts
    .filter(
      (row) =>
        row.email?.toLowerCase().includes(input.toLowerCase()) ||
        row.telephone?.includes(input.toLowerCase()),
    )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('contact search', () => {
  const inputs = () => [
    ...CRAFTED,
    'JAN_KLEIN%1@SCHOOL.NL',
    'jan_klein%1@',
    'klein1@school.nl',
    'jan.klein1@school',
    '@school.nl',
    'ab@school.nl',
    'a.b.c@@dubbel',
    'JAN.Klein1@School.NL',
    'n.klein1@school.n',
    'jan_klein%1@school.nl',
    contacts.find((row) => row.telephone)!.telephone!,
    contacts.find((row) => row.email && !CRAFTED.includes(row.email))!.email!,
  ];

  it('finds exactly the accounts whose e-mail or telephone contains the text', async () => {
    for (const input of inputs()) {
      const want = expected(input);
      expect(want.length, input).toBeGreaterThan(0);
      const { rows, total } = await listAccounts(
        database.db,
        { input },
        { field: 'id', direction: 'ASC' },
        { offset: 0, limit: 1000 },
      );
      expect(
        rows.map((row) => row.id),
        input,
      ).toEqual(want);
      expect(total, input).toBe(want.length);
      expect(await countAccounts(database.db, { input }), input).toBe(want.length);
    }
  });
});

describe('a selective filter read once (decision 125)', () => {
  const sort = { field: 'familyName', direction: 'ASC' } as const;
  const pageOf = (offset: number, limit: number, cap?: number) =>
    listAccounts(database.db, { input: 'school' }, sort, { offset, limit }, { matchesFirst: cap });

  it('gives the same page and total whether its matches fit under the cap or not', async () => {
    const { total } = await pageOf(0, 1);
    expect(total).toBeGreaterThan(20);
    for (const offset of [0, 7, total - 3]) {
      const underCap = await pageOf(offset, 5);
      const overCap = await pageOf(offset, 5, 10);
      expect(overCap.total).toBe(total);
      expect(underCap.total).toBe(total);
      expect(overCap.rows.map((row) => row.id)).toEqual(underCap.rows.map((row) => row.id));
      expect(underCap.rows).toHaveLength(Math.min(5, total - offset));
    }
  });

  it('answers a page past the end with no rows and the exact total, and no match with 0', async () => {
    const { total } = await pageOf(0, 1);
    for (const cap of [undefined, 10]) {
      expect(await pageOf(total + 5, 5, cap)).toEqual({ rows: [], total });
    }
    expect(await listAccounts(database.db, { input: 'qqqzzzxx' }, sort, { offset: 0, limit: 5 })).toEqual({
      rows: [],
      total: 0,
    });
  });
});

describe('a whole address read with its rows (decision 740)', () => {
  /** The plain query: the page in the list's order, and the matches counted. */
  async function plain(input: string, sort: Sort<AccountSortField>, offset: number, limit: number) {
    const where = accountConditions({ input });
    const rows = await database.db
      .select(accountWithAccessUrl)
      .from(accounts)
      .where(where)
      .orderBy(...sortOrder(sort, sortColumns, accounts.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await database.db.select({ total: count() }).from(accounts).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  it('gives the plain query’s pages and totals for every sort and page, under both caps and over them', async () => {
    // One account, a few (longer addresses, another @ and a telephone among them), one in ten, none.
    const addresses = [
      'jan.klein1@school.nl',
      'JAN.Klein1@School.NL',
      'ab@school.nl',
      '1@school',
      'x@geen.nl',
    ];
    // Whichever accounts the seed gave a link, accessurlPresent is true on some of the rows compared.
    const [linked] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from access_urls a join accounts c on c.id = a.account_id where strpos(lower(c.email), '1@school') > 0`,
    );
    expect(linked!.n).toBeGreaterThan(0);
    let compared = 0;
    for (const input of addresses)
      for (const field of ACCOUNT_SORT_FIELDS)
        for (const direction of ['ASC', 'DESC'] as const) {
          const sort = { field, direction };
          const { total } = await plain(input, sort, 0, 1);
          for (const offset of [0, 3, Math.max(0, total - 2), total + 4])
            for (const limits of [{}, { addressRows: 2 }, { addressRows: 2, matchesFirst: 2 }]) {
              const expected = await plain(input, sort, offset, 5);
              const found = await listAccounts(database.db, { input }, sort, { offset, limit: 5 }, limits);
              expect(found, `${input} ${field} ${direction} ${offset} ${JSON.stringify(limits)}`).toEqual(
                expected,
              );
              compared += expected.rows.length;
            }
        }
    expect(compared).toBeGreaterThan(500);
  }, 240_000);
});
