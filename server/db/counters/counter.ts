import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect';

/**
 * An exact row counter of a table, grouped by a few low-cardinality keys (decision 124): a list's
 * total for a filter on those keys is the sum of the counter rows that match the same filter, instead
 * of a count(*) over millions of index entries.
 *
 * Triggers append delta rows (+n for inserted rows, -n for deleted ones, both for updates that
 * move a row between groups) in the writing transaction, so the counter is exact in every snapshot
 * and concurrent writers never wait on one counter row. The table, its function and triggers are
 * made by migration 0002_list-counters (decision 262); `compactCounter` folds the deltas into one
 * row per group now and then.
 */
export type Counter = {
  /** The counter table, for example `tlink_counts_by_product`. */
  table: string;
  /** Its key columns, as the migration made them. */
  keys: readonly string[];
  /**
   * Columns summed besides `n`, the group's row count (decision 410: the status overview's counts
   * per state). Each counts a subset of the group's rows, so a group whose `n` sums to zero is empty.
   */
  sums?: readonly string[];
};

/**
 * The counter a drizzle table declares: its name, and as keys every column but the row count `n`,
 * in the table's order. A counter the server also reads through drizzle is declared once, as its
 * table, instead of a second time as a record of the same names.
 */
export function counterOfTable(table: PgTable): Counter {
  const columns = Object.values(getTableColumns(table)).map((column) => column.name);
  return { table: getTableName(table), keys: columns.filter((name) => name !== 'n') };
}

const keyList = (counter: Counter) => counter.keys.join(', ');
const groupByAll = (counter: Counter) => counter.keys.map((_, i) => i + 1).join(', ');

/**
 * Folds the delta rows of each group that has more than one row into one row (groups that reached
 * zero disappear); groups already down to one row are left alone, so a quiet counter is not
 * rewritten every minute (82,691 product groups at scale 20). Rows that writers add meanwhile are
 * not in this statement's snapshot and stay for the next run, so the sum of every group is the same
 * before, during and after. `partition by` groups nulls together, as `group by` does.
 */
export async function compactCounter(db: Db, counter: Counter): Promise<void> {
  const keys = keyList(counter);
  const summed = [...(counter.sums ?? []), 'n'];
  await db.execute(
    sql.raw(`
with folded as (
  select ctid as row_id from (
    select ctid, count(*) over (partition by ${keys}) as rows_in_group from ${counter.table}
  ) as grouped where rows_in_group > 1
),
gone as (delete from ${counter.table} where ctid in (select row_id from folded) returning ${keys}, ${summed.join(', ')})
insert into ${counter.table} (${keys}, ${summed.join(', ')})
select ${keys}, ${summed.map((column) => `sum(${column})`).join(', ')} from gone group by ${groupByAll(counter)} having sum(n) <> 0`),
  );
}
