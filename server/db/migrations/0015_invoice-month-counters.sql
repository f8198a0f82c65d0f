-- The invoice's counts per product and Dutch month (decision 530), kept like the status overview's
-- creation months (decision 410, migration 0007: delta rows from statement-level triggers, folded
-- by the list counters' compaction). The invoice of a publisher and month read every licence the
-- month activated, ended or started (~22,000 index entries for a large publisher at scale 20, a
-- cold first call 87 ms; on the embedded database ~117 ms statements a lookup waited behind); it now
-- sums ~100 kept rows. Its "available" column already is tlink_counts_by_product_month.available.
--   tlink_counts_by_invoice_month: TLinks by publisher (the licence's publisher_id, as the invoice
--     reads it), product, Dutch month and kind: 'activated' (activation_date in the month) or
--     'ended' (end_date in the month, in one of the invoice's inactive states);
--   eck_counts_by_start_month: ECK licences by product and Dutch month of start_date, not RESERVED
--     or DESPECIFIED (the invoice's publisher is the product's, joined when read).
-- The inactive states are the invoice's (server/areas/invoices/repository.ts): changing them needs
-- a migration that rebuilds this counter. Idempotent: the tables are rebuilt under lock, so applying
-- this by hand first and then by the migrator is harmless.
lock table tlink_licenses, eck_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_counts_by_invoice_month
--> statement-breakpoint
create table tlink_counts_by_invoice_month (
  publisher_id integer,
  product_id integer not null,
  month date not null,
  kind text not null,
  n bigint not null
)
--> statement-breakpoint
create index tlink_counts_by_invoice_month_keys_idx on tlink_counts_by_invoice_month (month, publisher_id) include (product_id, kind, n)
--> statement-breakpoint
create or replace function tlink_counts_by_invoice_month_delta() returns trigger language plpgsql as $fn$
declare
  -- A licence counts once per kind it has: activated in its activation month, ended in its end month.
  rows_of text := 'select publisher_id, product_id, activation_date as moment, ''activated'' as kind, %2$s as d from %1$s
      where activation_date is not null
    union all select publisher_id, product_id, end_date, ''ended'', %2$s from %1$s
      where end_date is not null and license_state in (''EXPIRED'', ''DEACTIVATED'', ''DESPECIFIED'', ''REVOKED'', ''REVOKED_BY_MERGE'', ''REVOKED_BY_EXTENSION'')';
  moved text := case tg_op
    when 'INSERT' then format(rows_of, 'new_rows', 1)
    when 'DELETE' then format(rows_of, 'old_rows', -1)
    else format(rows_of, 'new_rows', 1) || ' union all ' || format(rows_of, 'old_rows', -1)
  end;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    insert into tlink_counts_by_invoice_month (publisher_id, product_id, month, kind, n)
    select publisher_id, product_id, date_trunc('month', moment at time zone 'Europe/Amsterdam')::date, kind, sum(d)
    from (%s) as moved
    group by 1, 2, 3, 4 having sum(d) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_invoice_month_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_invoice_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_invoice_month_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_invoice_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_invoice_month_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_invoice_month_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_invoice_month_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_invoice_month; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_invoice_month_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_invoice_month_truncate()
--> statement-breakpoint
insert into tlink_counts_by_invoice_month (publisher_id, product_id, month, kind, n)
select publisher_id, product_id, date_trunc('month', activation_date at time zone 'Europe/Amsterdam')::date, 'activated', count(*)
from tlink_licenses where activation_date is not null group by 1, 2, 3
union all
select publisher_id, product_id, date_trunc('month', end_date at time zone 'Europe/Amsterdam')::date, 'ended', count(*)
from tlink_licenses
where end_date is not null and license_state in ('EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION')
group by 1, 2, 3
--> statement-breakpoint
analyze tlink_counts_by_invoice_month
--> statement-breakpoint
drop table if exists eck_counts_by_start_month
--> statement-breakpoint
create table eck_counts_by_start_month (product_id integer not null, month date not null, n bigint not null)
--> statement-breakpoint
create index eck_counts_by_start_month_keys_idx on eck_counts_by_start_month (month, product_id) include (n)
--> statement-breakpoint
create or replace function eck_counts_by_start_month_delta() returns trigger language plpgsql as $fn$
declare
  rows_of text := 'select product_id, start_date, %2$s as d from %1$s
    where start_date is not null and license_state not in (''RESERVED'', ''DESPECIFIED'')';
  moved text := case tg_op
    when 'INSERT' then format(rows_of, 'new_rows', 1)
    when 'DELETE' then format(rows_of, 'old_rows', -1)
    else format(rows_of, 'new_rows', 1) || ' union all ' || format(rows_of, 'old_rows', -1)
  end;
begin
  execute format($sql$
    insert into eck_counts_by_start_month (product_id, month, n)
    select product_id, date_trunc('month', start_date at time zone 'Europe/Amsterdam')::date, sum(d)
    from (%s) as moved
    group by 1, 2 having sum(d) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_start_month_ins after insert on eck_licenses referencing new table as new_rows for each statement execute function eck_counts_by_start_month_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_start_month_upd after update on eck_licenses referencing old table as old_rows new table as new_rows for each statement execute function eck_counts_by_start_month_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_start_month_del after delete on eck_licenses referencing old table as old_rows for each statement execute function eck_counts_by_start_month_delta()
--> statement-breakpoint
create or replace function eck_counts_by_start_month_truncate() returns trigger language plpgsql as $fn$ begin delete from eck_counts_by_start_month; return null; end $fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_start_month_trunc after truncate on eck_licenses for each statement execute function eck_counts_by_start_month_truncate()
--> statement-breakpoint
insert into eck_counts_by_start_month (product_id, month, n)
select product_id, date_trunc('month', start_date at time zone 'Europe/Amsterdam')::date, count(*)
from eck_licenses where start_date is not null and license_state not in ('RESERVED', 'DESPECIFIED')
group by 1, 2
--> statement-breakpoint
analyze eck_counts_by_start_month
