-- Derived data kept by triggers (decisions 102, 127, 129), so no write path can forget it. Until
-- decision 262 these were installed by connect on every start; this migration creates them once.
-- `create or replace` and fills that recompute from the rows: a database made before (whose start
-- had installed the same functions and triggers, or, older, none) ends the same as a fresh one.
-- Writers wait while the existing rows are filled in, so none slips between the fill and the triggers.
lock table products, tlink_licenses, accounts, log_entries, log_entry_lines in share row exclusive mode
--> statement-breakpoint
-- tlink_licenses.publisher_id: the publisher of the licence's product (decision 127); a
-- publisher_id written by hand is overwritten, and a product moved to another publisher takes its
-- licences along.
create or replace function tlink_licenses_publisher() returns trigger language plpgsql as $fn$
begin
  new.publisher_id := (select organisation_id from products where id = new.product_id);
  return new;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_licenses_publisher before insert or update of product_id, publisher_id
on tlink_licenses for each row execute function tlink_licenses_publisher()
--> statement-breakpoint
create or replace function products_licence_publisher() returns trigger language plpgsql as $fn$
begin
  update tlink_licenses set publisher_id = new.organisation_id where product_id = new.id;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger products_licence_publisher after update of organisation_id on products
for each row when (old.organisation_id is distinct from new.organisation_id)
execute function products_licence_publisher()
--> statement-breakpoint
update tlink_licenses t set publisher_id = p.organisation_id from products p
where p.id = t.product_id and t.publisher_id is distinct from p.organisation_id
--> statement-breakpoint
-- account_family_names: every family name an account has had (decision 129); names are only
-- added, never removed (a removal would race with a transaction giving the name to an account).
create or replace function account_family_names_add() returns trigger language plpgsql as $fn$
begin
  insert into account_family_names (family_name)
select distinct family_name from new_rows where family_name is not null
on conflict do nothing;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger account_family_names_ins after insert on accounts
referencing new table as new_rows for each statement execute function account_family_names_add()
--> statement-breakpoint
create or replace trigger account_family_names_upd after update on accounts
referencing new table as new_rows for each statement execute function account_family_names_add()
--> statement-breakpoint
insert into account_family_names (family_name)
select distinct family_name from accounts where family_name is not null on conflict do nothing
--> statement-breakpoint
-- log_entries.publisher_ids: the publishers a group's lines name, 'ean: X' or 'tlink: X', 0 for a
-- reference to nothing known (decision 102). Inserted lines add; an update or delete computes anew.
create or replace function log_entries_add_publishers(entry_ids integer[], texts text[]) returns void
language sql as $fn$
update log_entries e set publisher_ids = array(select distinct x from unnest(e.publisher_ids || n.publishers) as x order by x)
from (
  select r.id, array_agg(coalesce(p.organisation_id, t.publisher_id, 0)) as publishers
  from unnest(entry_ids, texts) as r(id, text)
  cross join lateral regexp_matches(r.text, '\y(tlink|ean):\s*([A-Za-z0-9]+)', 'gi') as m
  left join products p on lower(m[1]) = 'ean' and p.ean = m[2]
  left join tlink_licenses t on lower(m[1]) = 'tlink' and t.license_code = upper(m[2])
  group by r.id
) n
where e.id = n.id and not e.publisher_ids @> n.publishers
$fn$
--> statement-breakpoint
create or replace function log_entries_set_publishers(ids integer[]) returns void language plpgsql as $fn$
begin
  update log_entries set publisher_ids = '{}' where id = any(ids) and publisher_ids <> '{}';
  perform log_entries_add_publishers(array_agg(l.log_entry_id), array_agg(coalesce(l.info, l.error)))
  from log_entry_lines l where l.log_entry_id = any(ids);
end
$fn$
--> statement-breakpoint
create or replace function log_entry_lines_publishers() returns trigger language plpgsql as $fn$
begin
  perform log_entries_add_publishers(array_agg(log_entry_id), array_agg(coalesce(info, error))) from changed_rows;
  return null;
end
$fn$
--> statement-breakpoint
create or replace function log_entry_lines_publishers_anew() returns trigger language plpgsql as $fn$
begin
  perform log_entries_set_publishers(array(select distinct log_entry_id from changed_rows));
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger log_entry_lines_publishers_ins after insert on log_entry_lines
referencing new table as changed_rows for each statement execute function log_entry_lines_publishers()
--> statement-breakpoint
create or replace trigger log_entry_lines_publishers_upd_new after update on log_entry_lines
referencing new table as changed_rows for each statement execute function log_entry_lines_publishers_anew()
--> statement-breakpoint
create or replace trigger log_entry_lines_publishers_upd_old after update on log_entry_lines
referencing old table as changed_rows for each statement execute function log_entry_lines_publishers_anew()
--> statement-breakpoint
create or replace trigger log_entry_lines_publishers_del after delete on log_entry_lines
referencing old table as changed_rows for each statement execute function log_entry_lines_publishers_anew()
--> statement-breakpoint
select log_entries_set_publishers(array(select id from log_entries))
