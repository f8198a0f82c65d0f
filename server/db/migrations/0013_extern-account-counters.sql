-- External accounts by type and block of 1,000 ids (decision 466), kept like the counters of
-- decisions 124 and 420 (delta rows from statement triggers, compacted every minute): the exact
-- total of the unfiltered list and of the type filter, and where a deep page in id order begins.
-- Rebuilt from the table under lock, so applying this twice (by hand, then by the migrator) is harmless.
lock table extern_accounts in share row exclusive mode
--> statement-breakpoint
drop table if exists extern_account_counts_by_id_block
--> statement-breakpoint
create table extern_account_counts_by_id_block (account_type text not null, id_block integer not null, n bigint not null)
--> statement-breakpoint
create index extern_account_counts_by_id_block_keys_idx on extern_account_counts_by_id_block (account_type, id_block)
--> statement-breakpoint
create or replace function extern_account_counts_by_id_block_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into extern_account_counts_by_id_block (account_type, id_block, n) select account_type, id / 1000, count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into extern_account_counts_by_id_block (account_type, id_block, n) select account_type, id / 1000, -count(*) from old_rows group by 1, 2;
  else
    insert into extern_account_counts_by_id_block (account_type, id_block, n)
    select account_type, id_block, sum(d) from (
      select account_type, id / 1000, 1 as d from new_rows
      union all
      select account_type, id / 1000, -1 as d from old_rows
    ) as moved (account_type, id_block, d)
    group by 1, 2 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger extern_account_counts_by_id_block_ins after insert on extern_accounts referencing new table as new_rows for each statement execute function extern_account_counts_by_id_block_delta()
--> statement-breakpoint
create or replace trigger extern_account_counts_by_id_block_upd after update on extern_accounts referencing old table as old_rows new table as new_rows for each statement execute function extern_account_counts_by_id_block_delta()
--> statement-breakpoint
create or replace trigger extern_account_counts_by_id_block_del after delete on extern_accounts referencing old table as old_rows for each statement execute function extern_account_counts_by_id_block_delta()
--> statement-breakpoint
create or replace function extern_account_counts_by_id_block_truncate() returns trigger language plpgsql as $fn$ begin delete from extern_account_counts_by_id_block; return null; end $fn$
--> statement-breakpoint
create or replace trigger extern_account_counts_by_id_block_trunc after truncate on extern_accounts for each statement execute function extern_account_counts_by_id_block_truncate()
--> statement-breakpoint
insert into extern_account_counts_by_id_block (account_type, id_block, n) select account_type, id / 1000, count(*) from extern_accounts group by 1, 2
