-- Licence status per month (GET /api/tlinklicenses/statusOverview, decision 410): licences per
-- publisher, product and Dutch month of creation, with the three numbers the overview shows, kept
-- as delta rows by statement-level triggers on tlink_licenses like the list counters (decision 124)
-- and folded by their compaction. A range of whole months sums these rows (a year: ~12,000 at
-- scale 20, index-only) instead of grouping every licence created in it (1.6M). The inactive states are
-- STATUS_OVERVIEW_INACTIVE_STATES (domain/schemas/tlink-overviews.ts): changing that list needs a
-- migration that rebuilds this counter. Idempotent, so it can be applied by hand first.
lock table tlink_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_counts_by_product_month
--> statement-breakpoint
create table tlink_counts_by_product_month (
  publisher_id integer,
  product_id integer not null,
  created_month date not null,
  available bigint not null,
  active bigint not null,
  inactive bigint not null,
  n bigint not null
)
--> statement-breakpoint
create index tlink_counts_by_product_month_keys_idx on tlink_counts_by_product_month (created_month, publisher_id) include (product_id, available, active, inactive, n)
--> statement-breakpoint
create or replace function tlink_counts_by_product_month_delta() returns trigger language plpgsql as $fn$
declare
  moved text := case tg_op
    when 'INSERT' then 'select publisher_id, product_id, created_at, license_state, 1 as d from new_rows'
    when 'DELETE' then 'select publisher_id, product_id, created_at, license_state, -1 as d from old_rows'
    else 'select publisher_id, product_id, created_at, license_state, 1 as d from new_rows
      union all select publisher_id, product_id, created_at, license_state, -1 as d from old_rows'
  end;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    insert into tlink_counts_by_product_month (publisher_id, product_id, created_month, available, active, inactive, n)
    select publisher_id, product_id, date_trunc('month', created_at at time zone 'Europe/Amsterdam')::date,
      coalesce(sum(d) filter (where license_state = 'AVAILABLE'), 0),
      coalesce(sum(d) filter (where license_state = 'ACTIVE'), 0),
      coalesce(sum(d) filter (where license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')), 0),
      sum(d)
    from (%s) as moved
    group by 1, 2, 3
    having (coalesce(sum(d) filter (where license_state = 'AVAILABLE'), 0),
      coalesce(sum(d) filter (where license_state = 'ACTIVE'), 0),
      coalesce(sum(d) filter (where license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')), 0),
      sum(d)) <> (0, 0, 0, 0)
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_month_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_product_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_month_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_product_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_month_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_product_month_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_product_month_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_product_month; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_month_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_product_month_truncate()
--> statement-breakpoint
insert into tlink_counts_by_product_month (publisher_id, product_id, created_month, available, active, inactive, n)
select publisher_id, product_id, date_trunc('month', created_at at time zone 'Europe/Amsterdam')::date,
  count(*) filter (where license_state = 'AVAILABLE'),
  count(*) filter (where license_state = 'ACTIVE'),
  count(*) filter (where license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')),
  count(*)
from tlink_licenses group by 1, 2, 3
--> statement-breakpoint
analyze tlink_counts_by_product_month
