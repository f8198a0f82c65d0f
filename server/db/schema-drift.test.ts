import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase, freshTestDatabase } from '../test-support/database';
import { catalogueLines } from './test-support/catalogue';

/*
 * Decision 665. The drizzle schema (server/db/schema/) is what queries are typed against and what
 * drizzle-kit diffs a new migration against; the migrations are what builds the database. One
 * database is made by the migrations, one from the statements drizzle-kit derives from the
 * declarations, and their catalogues must agree line for line, so the two cannot drift apart unseen.
 */

/** Tables only the migrations declare, on purpose (drizzle-kit must never generate them), and why. */
const SQL_ONLY: [RegExp, string][] = [
  [
    /_counts(_|$)/,
    'a list counter kept by triggers (decisions 124, 262); where server/db/counters/ declares one to read it, its columns are compared below',
  ],
  [
    /^(order_stock_lines|tlink_school_group_repeats)$/,
    'rows derived by triggers from the licences and orders (decisions 415, 550), read with SQL',
  ],
  [
    /^(account_family_names_noted|order_stock_line_deltas|settle_at_commit|tlink_school_group_deltas|tlink_school_groups_touched)$/,
    'an unlogged note table a trigger writes and the settle at commit empties (decisions 595, 635)',
  ],
];

const tableOf = (line: string) => /^\w+ (\w+)/.exec(line)![1]!;
const isSqlOnly = (table: string) => SQL_ONLY.some(([name]) => name.test(table));

/** Every table a module of `folder` exports (tests left out). */
async function tablesIn(folder: string): Promise<PgTable[]> {
  const tables: PgTable[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.includes('.test')))
    for (const value of Object.values(await import(path.join(folder, file))))
      if (is(value, PgTable)) tables.push(value);
  return tables;
}

let schema: PgTable[];
let counters: PgTable[];
let built: string[];
let declared: string[];
beforeAll(async () => {
  schema = await tablesIn(path.join(import.meta.dirname, 'schema'));
  counters = await tablesIn(path.join(import.meta.dirname, 'counters'));
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(Object.fromEntries([...schema, ...counters].map((t) => [getTableConfig(t).name, t]))),
  );
  const [migrated, fromDeclarations] = await Promise.all([freshTestDatabase(), emptyTestDatabase()]);
  try {
    await fromDeclarations.db.execute(sql`create extension if not exists pg_trgm`);
    for (const statement of statements) await fromDeclarations.db.execute(sql.raw(statement));
    built = await catalogueLines(migrated.db);
    declared = await catalogueLines(fromDeclarations.db);
  } finally {
    await Promise.all([migrated.drop(), fromDeclarations.drop()]);
  }
});

/** The snapshot `drizzle-kit generate` diffs the schema against: the last one in migrations/meta. */
function latestSnapshot(): DrizzleSnapshotJSON {
  const meta = path.join(import.meta.dirname, 'migrations', 'meta');
  const last = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  return JSON.parse(readFileSync(path.join(meta, last), 'utf8'));
}

/** The lines only `a` has, and the lines only `b` has, under the labels the failure shows. */
function differences(a: string[], b: string[]) {
  return {
    'built by the migrations, not declared': a.filter((line) => !b.includes(line)),
    'declared, not built by the migrations': b.filter((line) => !a.includes(line)),
  };
}
const none = { 'built by the migrations, not declared': [], 'declared, not built by the migrations': [] };

describe('the drizzle declarations and the migrations (decision 665)', () => {
  it('agree on every table of server/db/schema: columns, indexes and constraints', () => {
    const names = new Set(schema.map((t) => getTableConfig(t).name));
    const ofSchema = (lines: string[]) => lines.filter((line) => names.has(tableOf(line)));
    expect(differences(ofSchema(built), ofSchema(declared))).toEqual(none);
  });

  it('leave no table out of server/db/schema but the SQL-only ones, each for its reason', () => {
    const names = new Set(schema.map((t) => getTableConfig(t).name));
    const undeclared = built.filter((line) => line.startsWith('table ')).map(tableOf);
    expect(undeclared.filter((table) => !names.has(table) && !isSqlOnly(table))).toEqual([]);
    expect(undeclared.filter((table) => names.has(table) && isSqlOnly(table))).toEqual([]);
  });

  it('leave `drizzle-kit generate` nothing to propose: the last snapshot is the schema', async () => {
    const current = generateDrizzleJson(Object.fromEntries(schema.map((t) => [getTableConfig(t).name, t])));
    expect(
      await generateMigration(latestSnapshot(), current),
      'a schema change needs its migration and snapshot: `npx drizzle-kit generate --name <change>`, then make the SQL idempotent',
    ).toEqual([]);
  });

  it('agree on the columns of every counter server/db/counters declares to read it', () => {
    const names = new Set(counters.map((t) => getTableConfig(t).name));
    const columns = (lines: string[]) =>
      lines.filter((line) => line.startsWith('column ') && names.has(tableOf(line)));
    expect(names.size).toBeGreaterThan(5);
    expect(differences(columns(built), columns(declared))).toEqual(none);
  });
});
