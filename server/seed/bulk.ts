import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';

/** Reports progress of a bulk insert: the table and how many rows were written in the last batch. */
export type SeedProgress = (table: string, rows: number) => void;

type Row = Record<string, unknown>;

/** The element type unnest() takes for a column, and the cast back to the column's type. */
function unnestType(column: PgColumn): { element: string; cast: string } {
  const type = column.getSQLType();
  if (type.endsWith('[]') || type === 'jsonb' || type === 'json') return { element: 'text', cast: type };
  if (type === 'serial') return { element: 'integer', cast: 'integer' };
  return { element: type, cast: type };
}

/** A PostgreSQL array literal for text or integer arrays (as text, cast by the statement). */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

function toParam(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type.endsWith('[]')) return arrayLiteral(value as unknown[]);
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  return value;
}

/**
 * Inserts rows of a drizzle table column-wise: one `insert ... select from unnest($1, $2, ...)` per
 * batch, so a batch of 5,000 rows is a handful of parameters instead of tens of thousands. Rows
 * are objects keyed by the table's TypeScript names (as for db.insert); every row of one call must
 * set the same keys. Streams: rows come from an iterable and only one batch is held at a time.
 * Returns the generated ids in insertion order when `returningIds` is set.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: Iterable<Partial<T['$inferInsert']>>,
  options: { batchSize?: number; returningIds?: boolean; onProgress?: SeedProgress } = {},
): Promise<number[]> {
  const batchSize = options.batchSize ?? 5000;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const tableName = getTableConfig(table).name;
  const ids: number[] = [];
  let keys: string[] | null = null;
  let values: unknown[][] = [];
  let count = 0;

  const flush = async () => {
    if (!keys || count === 0) return;
    const names = keys.map((key) => columns[key]!.name);
    const types = keys.map((key) => unnestType(columns[key]!));
    const params = types.map((type, i) => sql`${sql.param(values[i])}::${sql.raw(type.element)}[]`);
    const select = names.map((name, i) => sql.raw(`u."${name}"::${types[i]!.cast}`));
    const statement: SQL = sql`insert into ${sql.identifier(tableName)} (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}) select ${sql.join(select, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})${options.returningIds ? sql` returning id` : sql``}`;
    const result = await db.execute(statement);
    if (options.returningIds) {
      const returned =
        (result as unknown as { rows: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
      for (const row of returned) ids.push(Number(row.id));
    }
    options.onProgress?.(tableName, count);
    values = keys.map(() => []);
    count = 0;
  };

  for (const row of rows as Iterable<Row>) {
    if (!keys) {
      keys = Object.keys(row).filter((key) => key in columns);
      values = keys.map(() => []);
    }
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      values[i]!.push(toParam(row[key], columns[key]!.getSQLType()));
    }
    count++;
    if (count === batchSize) await flush();
  }
  await flush();
  return ids;
}

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped and rebuilds them afterwards from
 * their own definitions (pg_get_indexdef): building an index once over the loaded rows is several
 * times faster than maintaining it row by row, most of all the trigram GIN indexes. Primary keys
 * and constraint indexes stay, so foreign keys keep being checked during the load; a unique index
 * that the data would violate fails loudly at the rebuild. The indexes named in `kept` stay too: a
 * batch's commit reads them (decision 650).
 */
export async function withDeferredIndexes(
  db: Db,
  tables: string[],
  load: () => Promise<void>,
  kept: string[] = [],
): Promise<void> {
  const result = await db.execute(sql`
    select quote_ident(ns.nspname) || '.' || quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where ns.nspname = current_schema()
      and t.relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      and ic.relname <> all(${sql.param(kept)}::text[])
    order by ic.relname`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
