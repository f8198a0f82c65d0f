import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/**
 * A database's tables, columns, indexes and constraints in the public schema, one line each as
 * PostgreSQL itself prints them (`format_type`, `pg_get_indexdef`, `pg_get_constraintdef`), so two
 * databases built different ways compare line by line. Functions and triggers are left out (they are
SQL only, decision 262).
 */
export async function catalogueLines(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(
    db,
    sql`with tables as (
          select c.oid, c.relname, c.relpersistence from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p'))
        select 'table ' || relname || case relpersistence when 'u' then ' (unlogged)' else '' end as line
          from tables
        union all
        select 'column ' || t.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
               || case when a.attnotnull then ' not null' else '' end
               || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
               || case when a.attgenerated = 's' then ' generated' else '' end
          from tables t join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
          left join pg_attrdef d on d.adrelid = t.oid and d.adnum = a.attnum
        union all
        select 'index ' || t.relname || ': ' || pg_get_indexdef(i.indexrelid)
          from tables t join pg_index i on i.indrelid = t.oid
        union all
        select 'constraint ' || t.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid)
          from tables t join pg_constraint k on k.conrelid = t.oid
         -- NOT NULL is on the column line already; constraint triggers are functions' business
         where k.contype not in ('n', 't')
        order by 1`,
  );
  return rows.map((row) => row.line);
}
