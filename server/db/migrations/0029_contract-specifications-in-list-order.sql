-- Decision 725: the contract specifications list is ordered by its school contract's reference,
-- then the specification's id; each specification keeps that reference, written by triggers, so a
-- page (first or deep) walks one index in the list's order. The order lines filtered by Prius
-- status walk (prius_status, created_at, id) in their default order. Idempotent.
alter table contract_specifications add column if not exists contract_reference_id text
--> statement-breakpoint
create or replace function contract_specifications_reference() returns trigger language plpgsql as $fn$
begin
  new.contract_reference_id := (select contract_reference_id from school_contracts where id = new.school_contract_id);
  return new;
end
$fn$
--> statement-breakpoint
create or replace trigger contract_specifications_reference_set before insert or update of school_contract_id, contract_reference_id on contract_specifications for each row execute function contract_specifications_reference()
--> statement-breakpoint
create or replace function school_contracts_reference_to_specifications() returns trigger language plpgsql as $fn$
begin
  update contract_specifications cs set contract_reference_id = n.contract_reference_id
  from new_rows n join old_rows o on o.id = n.id
  where cs.school_contract_id = n.id and n.contract_reference_id is distinct from o.contract_reference_id;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger school_contracts_reference_to_specifications after update on school_contracts referencing old table as old_rows new table as new_rows for each statement execute function school_contracts_reference_to_specifications()
--> statement-breakpoint
update contract_specifications cs set contract_reference_id = sc.contract_reference_id
from school_contracts sc
where sc.id = cs.school_contract_id and cs.contract_reference_id is distinct from sc.contract_reference_id
--> statement-breakpoint
alter table contract_specifications alter column contract_reference_id set not null
--> statement-breakpoint
create index if not exists contract_specifications_page_idx on contract_specifications using btree (contract_reference_id, id)
--> statement-breakpoint
create index if not exists order_details_prius_status_page_idx on order_details using btree (prius_status, created_at, id)
