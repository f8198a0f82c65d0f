-- Decision 732. A created range of the TLink list in code order walks (license_code, created_at)
-- and tests created_at in the index instead of fetching each licence (a week of 4M licences: 12,000
-- heap rows a page). The confirmation links in their list's order: (created_at, id).
CREATE INDEX IF NOT EXISTS "tlink_licenses_code_created_idx" ON "tlink_licenses" USING btree ("license_code","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "access_urls_created_idx" ON "access_urls" USING btree ("created_at","id");
--> statement-breakpoint
-- The counters below are rebuilt from their tables under lock, so a write meanwhile is counted once
-- (by its trigger or by the rebuild) and applying this twice is harmless.
lock table accounts, access_urls in share row exclusive mode
--> statement-breakpoint
-- Accounts counted by the first two characters of their e-mail address (null for none), where a deep
-- page of the users list sorted by e-mail begins (decision 129's seek, like the TLink code prefix).
-- Delta rows from statement triggers, compacted every minute, like tlink_counts_by_end_day
-- (migration 0026). Idempotent: dropped and rebuilt from the accounts.
drop table if exists account_counts_by_email_prefix
--> statement-breakpoint
create table account_counts_by_email_prefix (email_prefix text, n bigint not null)
--> statement-breakpoint
create index account_counts_by_email_prefix_keys_idx on account_counts_by_email_prefix (email_prefix)
--> statement-breakpoint
create or replace function account_counts_by_email_prefix_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into account_counts_by_email_prefix (email_prefix, n) select left(email, 2), count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into account_counts_by_email_prefix (email_prefix, n) select left(email, 2), -count(*) from old_rows group by 1;
  else
    insert into account_counts_by_email_prefix (email_prefix, n)
    select email_prefix, sum(d) from (
      select left(email, 2), 1 as d from new_rows
      union all
      select left(email, 2), -1 as d from old_rows
    ) as moved (email_prefix, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger account_counts_by_email_prefix_ins after insert on accounts referencing new table as new_rows for each statement execute function account_counts_by_email_prefix_delta()
--> statement-breakpoint
create or replace trigger account_counts_by_email_prefix_upd after update on accounts referencing old table as old_rows new table as new_rows for each statement execute function account_counts_by_email_prefix_delta()
--> statement-breakpoint
create or replace trigger account_counts_by_email_prefix_del after delete on accounts referencing old table as old_rows for each statement execute function account_counts_by_email_prefix_delta()
--> statement-breakpoint
create or replace function account_counts_by_email_prefix_truncate() returns trigger language plpgsql as $fn$ begin delete from account_counts_by_email_prefix; return null; end $fn$
--> statement-breakpoint
create or replace trigger account_counts_by_email_prefix_trunc after truncate on accounts for each statement execute function account_counts_by_email_prefix_truncate()
--> statement-breakpoint
insert into account_counts_by_email_prefix (email_prefix, n) select left(email, 2), count(*) from accounts group by 1

--> statement-breakpoint
-- Confirmation links by Dutch day of creation: the unfiltered list's total and where its deep page
-- begins (decision 129's seek), like eck_counts_by_created_day (migration 0010).
drop table if exists access_url_counts_by_created_day
--> statement-breakpoint
create table access_url_counts_by_created_day (created_day date not null, n bigint not null)
--> statement-breakpoint
create index access_url_counts_by_created_day_keys_idx on access_url_counts_by_created_day (created_day)
--> statement-breakpoint
create or replace function access_url_counts_by_created_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into access_url_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into access_url_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into access_url_counts_by_created_day (created_day, n)
    select created_day, sum(d) from (
      select (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (created_day, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger access_url_counts_by_created_day_ins after insert on access_urls referencing new table as new_rows for each statement execute function access_url_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger access_url_counts_by_created_day_upd after update on access_urls referencing old table as old_rows new table as new_rows for each statement execute function access_url_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger access_url_counts_by_created_day_del after delete on access_urls referencing old table as old_rows for each statement execute function access_url_counts_by_created_day_delta()
--> statement-breakpoint
create or replace function access_url_counts_by_created_day_truncate() returns trigger language plpgsql as $fn$ begin delete from access_url_counts_by_created_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger access_url_counts_by_created_day_trunc after truncate on access_urls for each statement execute function access_url_counts_by_created_day_truncate()
--> statement-breakpoint
insert into access_url_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from access_urls group by 1
