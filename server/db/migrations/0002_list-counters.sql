-- The counters behind the wide list totals and deep pages (decisions 124, 129): a table per
-- counter, grouped by a few keys, kept exact by statement-level triggers that append delta rows
-- (`compactListCounters` folds them). Until decision 262 connect installed them on every start;
-- each is dropped if there and built anew from its table here, so a database made before ends the
-- same as a fresh one. Writers wait while the counters are filled.
lock table tlink_licenses, accounts in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_counts_by_distributor
--> statement-breakpoint
create table tlink_counts_by_distributor (distributor_id integer, license_state text not null, creation_method text not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_distributor_keys_idx on tlink_counts_by_distributor (distributor_id, license_state, creation_method)
--> statement-breakpoint
create or replace function tlink_counts_by_distributor_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_distributor (distributor_id, license_state, creation_method, n) select distributor_id, license_state, creation_method, count(*) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_distributor (distributor_id, license_state, creation_method, n) select distributor_id, license_state, creation_method, -count(*) from old_rows group by 1, 2, 3;
  else
    insert into tlink_counts_by_distributor (distributor_id, license_state, creation_method, n)
    select distributor_id, license_state, creation_method, sum(d) from (
      select distributor_id, license_state, creation_method, 1 as d from new_rows
      union all
      select distributor_id, license_state, creation_method, -1 as d from old_rows
    ) as moved (distributor_id, license_state, creation_method, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_distributor_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_distributor_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_distributor_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_distributor_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_distributor_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_distributor_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_distributor_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_distributor; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_distributor_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_distributor_truncate()
--> statement-breakpoint
insert into tlink_counts_by_distributor (distributor_id, license_state, creation_method, n) select distributor_id, license_state, creation_method, count(*) from tlink_licenses group by 1, 2, 3
--> statement-breakpoint
drop table if exists tlink_counts_by_product
--> statement-breakpoint
create table tlink_counts_by_product (product_id integer not null, license_state text not null, creation_method text not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_product_keys_idx on tlink_counts_by_product (product_id, license_state, creation_method)
--> statement-breakpoint
create or replace function tlink_counts_by_product_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_product (product_id, license_state, creation_method, n) select product_id, license_state, creation_method, count(*) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_product (product_id, license_state, creation_method, n) select product_id, license_state, creation_method, -count(*) from old_rows group by 1, 2, 3;
  else
    insert into tlink_counts_by_product (product_id, license_state, creation_method, n)
    select product_id, license_state, creation_method, sum(d) from (
      select product_id, license_state, creation_method, 1 as d from new_rows
      union all
      select product_id, license_state, creation_method, -1 as d from old_rows
    ) as moved (product_id, license_state, creation_method, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_product_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_product_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_product_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_product_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_product; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_product_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_product_truncate()
--> statement-breakpoint
insert into tlink_counts_by_product (product_id, license_state, creation_method, n) select product_id, license_state, creation_method, count(*) from tlink_licenses group by 1, 2, 3
--> statement-breakpoint
drop table if exists tlink_counts_by_day
--> statement-breakpoint
create table tlink_counts_by_day (created_day date not null, license_state text not null, creation_method text not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_day_keys_idx on tlink_counts_by_day (created_day, license_state, creation_method)
--> statement-breakpoint
create or replace function tlink_counts_by_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_day (created_day, license_state, creation_method, n) select (created_at at time zone 'Europe/Amsterdam')::date, license_state, creation_method, count(*) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_day (created_day, license_state, creation_method, n) select (created_at at time zone 'Europe/Amsterdam')::date, license_state, creation_method, -count(*) from old_rows group by 1, 2, 3;
  else
    insert into tlink_counts_by_day (created_day, license_state, creation_method, n)
    select created_day, license_state, creation_method, sum(d) from (
      select (created_at at time zone 'Europe/Amsterdam')::date, license_state, creation_method, 1 as d from new_rows
      union all
      select (created_at at time zone 'Europe/Amsterdam')::date, license_state, creation_method, -1 as d from old_rows
    ) as moved (created_day, license_state, creation_method, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_day_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_day_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_day_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_day_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_day_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_day_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_day_truncate()
--> statement-breakpoint
insert into tlink_counts_by_day (created_day, license_state, creation_method, n) select (created_at at time zone 'Europe/Amsterdam')::date, license_state, creation_method, count(*) from tlink_licenses group by 1, 2, 3
--> statement-breakpoint
drop table if exists tlink_counts_by_code_prefix
--> statement-breakpoint
create table tlink_counts_by_code_prefix (code_prefix text not null, license_state text not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_code_prefix_keys_idx on tlink_counts_by_code_prefix (code_prefix, license_state)
--> statement-breakpoint
create or replace function tlink_counts_by_code_prefix_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_code_prefix (code_prefix, license_state, n) select left(license_code, 2), license_state, count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_code_prefix (code_prefix, license_state, n) select left(license_code, 2), license_state, -count(*) from old_rows group by 1, 2;
  else
    insert into tlink_counts_by_code_prefix (code_prefix, license_state, n)
    select code_prefix, license_state, sum(d) from (
      select left(license_code, 2), license_state, 1 as d from new_rows
      union all
      select left(license_code, 2), license_state, -1 as d from old_rows
    ) as moved (code_prefix, license_state, d)
    group by 1, 2 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_code_prefix_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_code_prefix_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_code_prefix_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_code_prefix_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_code_prefix_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_code_prefix_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_code_prefix_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_code_prefix; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_code_prefix_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_code_prefix_truncate()
--> statement-breakpoint
insert into tlink_counts_by_code_prefix (code_prefix, license_state, n) select left(license_code, 2), license_state, count(*) from tlink_licenses group by 1, 2
--> statement-breakpoint
drop table if exists tlink_counts_by_publisher_code_prefix
--> statement-breakpoint
create table tlink_counts_by_publisher_code_prefix (publisher_id integer, code_prefix text not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_publisher_code_prefix_keys_idx on tlink_counts_by_publisher_code_prefix (publisher_id, code_prefix)
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_code_prefix_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_publisher_code_prefix (publisher_id, code_prefix, n) select publisher_id, left(license_code, 2), count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_publisher_code_prefix (publisher_id, code_prefix, n) select publisher_id, left(license_code, 2), -count(*) from old_rows group by 1, 2;
  else
    insert into tlink_counts_by_publisher_code_prefix (publisher_id, code_prefix, n)
    select publisher_id, code_prefix, sum(d) from (
      select publisher_id, left(license_code, 2), 1 as d from new_rows
      union all
      select publisher_id, left(license_code, 2), -1 as d from old_rows
    ) as moved (publisher_id, code_prefix, d)
    group by 1, 2 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_code_prefix_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_publisher_code_prefix_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_code_prefix_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_publisher_code_prefix_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_code_prefix_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_publisher_code_prefix_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_code_prefix_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_publisher_code_prefix; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_code_prefix_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_publisher_code_prefix_truncate()
--> statement-breakpoint
insert into tlink_counts_by_publisher_code_prefix (publisher_id, code_prefix, n) select publisher_id, left(license_code, 2), count(*) from tlink_licenses group by 1, 2
--> statement-breakpoint
drop table if exists tlink_counts_by_created_day
--> statement-breakpoint
create table tlink_counts_by_created_day (created_day date not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_created_day_keys_idx on tlink_counts_by_created_day (created_day)
--> statement-breakpoint
create or replace function tlink_counts_by_created_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into tlink_counts_by_created_day (created_day, n)
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
create or replace trigger tlink_counts_by_created_day_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_created_day_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_created_day_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_created_day_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_created_day_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_created_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_created_day_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_created_day_truncate()
--> statement-breakpoint
insert into tlink_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from tlink_licenses group by 1
--> statement-breakpoint
drop table if exists account_counts
--> statement-breakpoint
create table account_counts (grades text, tussenvoegsels_lower text, is_gebruiker boolean not null, n bigint not null)
--> statement-breakpoint
create index account_counts_keys_idx on account_counts (grades, tussenvoegsels_lower, is_gebruiker)
--> statement-breakpoint
create or replace function account_counts_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into account_counts (grades, tussenvoegsels_lower, is_gebruiker, n) select grades, lower(tussenvoegsels), roles && array['student', 'teacher']::text[], count(*) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into account_counts (grades, tussenvoegsels_lower, is_gebruiker, n) select grades, lower(tussenvoegsels), roles && array['student', 'teacher']::text[], -count(*) from old_rows group by 1, 2, 3;
  else
    insert into account_counts (grades, tussenvoegsels_lower, is_gebruiker, n)
    select grades, tussenvoegsels_lower, is_gebruiker, sum(d) from (
      select grades, lower(tussenvoegsels), roles && array['student', 'teacher']::text[], 1 as d from new_rows
      union all
      select grades, lower(tussenvoegsels), roles && array['student', 'teacher']::text[], -1 as d from old_rows
    ) as moved (grades, tussenvoegsels_lower, is_gebruiker, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger account_counts_ins after insert on accounts referencing new table as new_rows for each statement execute function account_counts_delta()
--> statement-breakpoint
create or replace trigger account_counts_upd after update on accounts referencing old table as old_rows new table as new_rows for each statement execute function account_counts_delta()
--> statement-breakpoint
create or replace trigger account_counts_del after delete on accounts referencing old table as old_rows for each statement execute function account_counts_delta()
--> statement-breakpoint
create or replace function account_counts_truncate() returns trigger language plpgsql as $fn$ begin delete from account_counts; return null; end $fn$
--> statement-breakpoint
create or replace trigger account_counts_trunc after truncate on accounts for each statement execute function account_counts_truncate()
--> statement-breakpoint
insert into account_counts (grades, tussenvoegsels_lower, is_gebruiker, n) select grades, lower(tussenvoegsels), roles && array['student', 'teacher']::text[], count(*) from accounts group by 1, 2, 3
--> statement-breakpoint
drop table if exists account_counts_by_updated_day
--> statement-breakpoint
create table account_counts_by_updated_day (updated_day date not null, n bigint not null)
--> statement-breakpoint
create index account_counts_by_updated_day_keys_idx on account_counts_by_updated_day (updated_day)
--> statement-breakpoint
create or replace function account_counts_by_updated_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into account_counts_by_updated_day (updated_day, n) select (updated_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into account_counts_by_updated_day (updated_day, n) select (updated_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into account_counts_by_updated_day (updated_day, n)
    select updated_day, sum(d) from (
      select (updated_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select (updated_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (updated_day, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger account_counts_by_updated_day_ins after insert on accounts referencing new table as new_rows for each statement execute function account_counts_by_updated_day_delta()
--> statement-breakpoint
create or replace trigger account_counts_by_updated_day_upd after update on accounts referencing old table as old_rows new table as new_rows for each statement execute function account_counts_by_updated_day_delta()
--> statement-breakpoint
create or replace trigger account_counts_by_updated_day_del after delete on accounts referencing old table as old_rows for each statement execute function account_counts_by_updated_day_delta()
--> statement-breakpoint
create or replace function account_counts_by_updated_day_truncate() returns trigger language plpgsql as $fn$ begin delete from account_counts_by_updated_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger account_counts_by_updated_day_trunc after truncate on accounts for each statement execute function account_counts_by_updated_day_truncate()
--> statement-breakpoint
insert into account_counts_by_updated_day (updated_day, n) select (updated_at at time zone 'Europe/Amsterdam')::date, count(*) from accounts group by 1
