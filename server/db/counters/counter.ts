import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/**
 * An exact row counter of a table, grouped by a few low-cardinality keys (decision 124): a list's
 * total for a filter on those keys is the sum of the counter rows that match the same filter, instead
 * of a count(*) over millions of index entries.
 *
 * Triggers append delta rows (+n for inserted rows, -n for deleted ones, both for updates that
 * move a row between groups) in the writing transaction, so the counter is exact in every snapshot
 * and concurrent writers never wait on one counter row. `compactCounter` folds the deltas into one
 * row per group now and then.
 */
export type Counter = {
  /** The counter table, for example `tlink_counts_by_product`. */
  table: string;
  /** The counted table. */
  source: string;
  /** Key columns of the counter and the expression over a source row that fills each. */
  keys: readonly { column: string; type: string; expression: string }[];
  /** Raised when the keys change: an existing counter of another version is rebuilt. */
  version: number;
};

const keyList = (counter: Counter) => counter.keys.map((key) => key.column).join(', ');
const keyExpressions = (counter: Counter) => counter.keys.map((key) => key.expression).join(', ');
const groupByAll = (counter: Counter) => counter.keys.map((_, i) => i + 1).join(', ');

/** The delta function: one per counter, shared by its insert, update and delete triggers. */
function deltaFunction(counter: Counter): string {
  const insert = `insert into ${counter.table} (${keyList(counter)}, n)`;
  return `
create or replace function ${counter.table}_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${insert} select ${keyExpressions(counter)}, count(*) from new_rows group by ${groupByAll(counter)};
  elsif tg_op = 'DELETE' then
    ${insert} select ${keyExpressions(counter)}, -count(*) from old_rows group by ${groupByAll(counter)};
  else
    ${insert}
    select ${keyList(counter)}, sum(d) from (
      select ${keyExpressions(counter)}, 1 as d from new_rows
      union all
      select ${keyExpressions(counter)}, -1 as d from old_rows
    ) as moved (${keyList(counter)}, d)
    group by ${groupByAll(counter)} having sum(d) <> 0;
  end if;
  return null;
end
$fn$`;
}

/** Statement-level triggers; transition tables allow one event per trigger. */
function triggers(counter: Counter): string[] {
  const name = counter.table;
  const on = `on ${counter.source}`;
  return [
    `create or replace trigger ${name}_ins after insert ${on} referencing new table as new_rows for each statement execute function ${name}_delta()`,
    `create or replace trigger ${name}_upd after update ${on} referencing old table as old_rows new table as new_rows for each statement execute function ${name}_delta()`,
    `create or replace trigger ${name}_del after delete ${on} referencing old table as old_rows for each statement execute function ${name}_delta()`,
    `create or replace function ${name}_truncate() returns trigger language plpgsql as $fn$ begin delete from ${name}; return null; end $fn$`,
    `create or replace trigger ${name}_trunc after truncate ${on} for each statement execute function ${name}_truncate()`,
  ];
}

/**
 * Creates the counter, its function and triggers, idempotently; a new counter (or one of another
 * version) is filled from the source table while writers wait, so no write is counted twice or lost.
 */
export async function installCounter(db: Db, counter: Counter): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await rowsOf<{ version: string | null }>(
      tx,
      sql`select obj_description(to_regclass(${counter.table}), 'pg_class') as version`,
    );
    const fresh = current?.version !== `v${counter.version}`;
    if (fresh) {
      await tx.execute(sql.raw(`lock table ${counter.source} in share row exclusive mode`));
      await tx.execute(sql.raw(`drop table if exists ${counter.table}`));
      const columns = counter.keys.map((key) => `${key.column} ${key.type}`).join(', ');
      await tx.execute(sql.raw(`create table ${counter.table} (${columns}, n bigint not null)`));
      await tx.execute(sql.raw(`comment on table ${counter.table} is 'v${counter.version}'`));
      await tx.execute(
        sql.raw(`create index ${counter.table}_keys_idx on ${counter.table} (${keyList(counter)})`),
      );
    }
    await tx.execute(sql.raw(deltaFunction(counter)));
    for (const statement of triggers(counter)) await tx.execute(sql.raw(statement));
    if (fresh) {
      await tx.execute(
        sql.raw(
          `insert into ${counter.table} (${keyList(counter)}, n) select ${keyExpressions(counter)}, count(*) from ${counter.source} group by ${groupByAll(counter)}`,
        ),
      );
    }
  });
}

/**
 * Folds the delta rows of each group that has more than one row into one row (groups that reached
 * zero disappear); groups already down to one row are left alone, so a quiet counter is not
 * rewritten every minute (82,691 product groups at scale 20). Rows that writers add meanwhile are
 * not in this statement's snapshot and stay for the next run, so the sum of every group is the same
 * before, during and after. `partition by` groups nulls together, as `group by` does.
 */
export async function compactCounter(db: Db, counter: Counter): Promise<void> {
  const keys = keyList(counter);
  await db.execute(
    sql.raw(`
with folded as (
  select ctid as row_id from (
    select ctid, count(*) over (partition by ${keys}) as rows_in_group from ${counter.table}
  ) as grouped where rows_in_group > 1
),
gone as (delete from ${counter.table} where ctid in (select row_id from folded) returning ${keys}, n)
insert into ${counter.table} (${keys}, n)
select ${keys}, sum(n) from gone group by ${groupByAll(counter)} having sum(n) <> 0`),
  );
}
