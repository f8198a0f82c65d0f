-- Decision 724: the audit log list's exact totals and deep pages from kept counters, and each
-- administrator's entries in the list's order. Idempotent: the counters are dropped and rebuilt from
-- the audit entries (under the table's lock, so no entry slips between the fill and the triggers).
CREATE INDEX IF NOT EXISTS "audit_entries_admin_email_sort_idx" ON "audit_entries" USING btree ("admin_email","requested_on","id");
--> statement-breakpoint
lock table audit_entries in share row exclusive mode
--> statement-breakpoint
drop table if exists audit_counts_by_day
--> statement-breakpoint
drop table if exists audit_counts_by_admin_day
--> statement-breakpoint
drop table if exists audit_counts_by_admin
--> statement-breakpoint
create table audit_counts_by_admin (admin_email text not null, admin_name text not null, request_type text not null, n bigint not null)
--> statement-breakpoint
create index audit_counts_by_admin_keys_idx on audit_counts_by_admin (admin_email, admin_name, request_type)
--> statement-breakpoint
create table audit_counts_by_day (day date not null, request_type text not null, n bigint not null)
--> statement-breakpoint
create index audit_counts_by_day_keys_idx on audit_counts_by_day (day, request_type)
--> statement-breakpoint
create table audit_counts_by_admin_day (admin_email text not null, admin_name text not null, day date not null, request_type text not null, n bigint not null)
--> statement-breakpoint
create index audit_counts_by_admin_day_keys_idx on audit_counts_by_admin_day (admin_email, admin_name, day, request_type) include (n)
--> statement-breakpoint
create or replace function audit_counts_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into audit_counts_by_day (day, request_type, n)
    select (requested_on at time zone 'Europe/Amsterdam')::date, request_type, count(*) from new_rows group by 1, 2;
    insert into audit_counts_by_admin_day (admin_email, admin_name, day, request_type, n)
    select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, count(*) from new_rows group by 1, 2, 3, 4;
    insert into audit_counts_by_admin (admin_email, admin_name, request_type, n)
    select admin_email, admin_name, request_type, count(*) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into audit_counts_by_day (day, request_type, n)
    select (requested_on at time zone 'Europe/Amsterdam')::date, request_type, -count(*) from old_rows group by 1, 2;
    insert into audit_counts_by_admin_day (admin_email, admin_name, day, request_type, n)
    select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, -count(*) from old_rows group by 1, 2, 3, 4;
    insert into audit_counts_by_admin (admin_email, admin_name, request_type, n)
    select admin_email, admin_name, request_type, -count(*) from old_rows group by 1, 2, 3;
  else
    insert into audit_counts_by_day (day, request_type, n)
    select day, request_type, sum(d) from (
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, 1 from new_rows
      union all
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, -1 from old_rows
    ) as moved (admin_email, admin_name, day, request_type, d)
    group by 1, 2 having sum(d) <> 0;
    insert into audit_counts_by_admin_day (admin_email, admin_name, day, request_type, n)
    select admin_email, admin_name, day, request_type, sum(d) from (
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, 1 from new_rows
      union all
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, -1 from old_rows
    ) as moved (admin_email, admin_name, day, request_type, d)
    group by 1, 2, 3, 4 having sum(d) <> 0;
    insert into audit_counts_by_admin (admin_email, admin_name, request_type, n)
    select admin_email, admin_name, request_type, sum(d) from (
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, 1 from new_rows
      union all
      select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, -1 from old_rows
    ) as moved (admin_email, admin_name, day, request_type, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger audit_counts_ins after insert on audit_entries referencing new table as new_rows for each statement execute function audit_counts_delta()
--> statement-breakpoint
create or replace trigger audit_counts_upd after update on audit_entries referencing old table as old_rows new table as new_rows for each statement execute function audit_counts_delta()
--> statement-breakpoint
create or replace trigger audit_counts_del after delete on audit_entries referencing old table as old_rows for each statement execute function audit_counts_delta()
--> statement-breakpoint
create or replace function audit_counts_truncate() returns trigger language plpgsql as $fn$ begin delete from audit_counts_by_day; delete from audit_counts_by_admin_day; delete from audit_counts_by_admin; return null; end $fn$
--> statement-breakpoint
create or replace trigger audit_counts_trunc after truncate on audit_entries for each statement execute function audit_counts_truncate()
--> statement-breakpoint
insert into audit_counts_by_day (day, request_type, n)
select (requested_on at time zone 'Europe/Amsterdam')::date, request_type, count(*) from audit_entries group by 1, 2
--> statement-breakpoint
insert into audit_counts_by_admin_day (admin_email, admin_name, day, request_type, n)
select admin_email, admin_name, (requested_on at time zone 'Europe/Amsterdam')::date, request_type, count(*) from audit_entries group by 1, 2, 3, 4
--> statement-breakpoint
insert into audit_counts_by_admin (admin_email, admin_name, request_type, n)
select admin_email, admin_name, request_type, count(*) from audit_entries group by 1, 2, 3
