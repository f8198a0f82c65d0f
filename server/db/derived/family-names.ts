import type { Db } from '../connect';
import { installDerived } from './install';

/*
 * account_family_names holds every family name an account has had (decision 129), kept by
 * statement-level triggers on accounts, so no write path can forget it; installed on every start
 * like the list counters (drizzle-kit does not generate triggers). Names are only added, never
 * removed: removing one that no account seems to have races with a transaction that is giving it
 * to an account right then (its insert found the name and added nothing), and the filter would miss
 * that account. A name that no longer matches an account costs one index probe.
 */

/** Raised when the statements below change: the names are then filled anew on the next start. */
const VERSION = 'v1';

const ADD_NEW_NAMES = `insert into account_family_names (family_name)
select distinct family_name from new_rows where family_name is not null
on conflict do nothing`;

const STATEMENTS = [
  `create or replace function account_family_names_add() returns trigger language plpgsql as $fn$
begin
  ${ADD_NEW_NAMES};
  return null;
end
$fn$`,
  // Transition tables allow one event per trigger, and no column list: an update of any column
  // adds what is not there yet, one index probe per distinct name of the statement.
  `create or replace trigger account_family_names_ins after insert on accounts
referencing new table as new_rows for each statement execute function account_family_names_add()`,
  `create or replace trigger account_family_names_upd after update on accounts
referencing new table as new_rows for each statement execute function account_family_names_add()`,
];

/** Creates the function and triggers idempotently; a new version also adds the names of existing accounts. */
export function installFamilyNames(db: Db): Promise<void> {
  return installDerived(db, {
    mainFunction: 'account_family_names_add',
    version: VERSION,
    statements: STATEMENTS,
    lock: ['accounts'],
    fill: `insert into account_family_names (family_name)
select distinct family_name from accounts where family_name is not null on conflict do nothing`,
  });
}
