import type { Db } from '../connect';
import { installDerived } from './install';

/*
 * log_entries.publisher_ids: the publishers a log entry group concerns (decision 102), kept by
 * triggers on its lines, so whatever writes log entries (the platform, the seed, a hand-written fix)
 * scopes them. A line names a product as 'ean: {ean}' and a licence as 'tlink: {code}' (the
 * references the account overview links, spec 000 §2); each names its publisher, a reference to
 * nothing known names 0. A publisher-bound administrator sees a group only when this is exactly
 * their publisher. The publisher is the one of when the lines were written: a product that moves to
 * another publisher later leaves its history where it was.
 */

/** Raised when the statements below change: every group is then computed anew on the next start. */
const VERSION = 'v1';

/** A reference in a line, as the console links it (activity-rules.ts): 'tlink: {code}' or 'ean: {ean}'. */
const REFERENCE = String.raw`'\y(tlink|ean):\s*([A-Za-z0-9]+)'`;

const STATEMENTS = [
  // Adds to each group the publishers its lines name (texts[i] is a line of group entry_ids[i]).
  // Joins, not a lookup per reference, and the lines as arrays, not read back from their table:
  // while the seed loads, the licence-code and line indexes are set aside.
  `create or replace function log_entries_add_publishers(entry_ids integer[], texts text[]) returns void
language sql as $fn$
update log_entries e set publisher_ids = array(select distinct x from unnest(e.publisher_ids || n.publishers) as x order by x)
from (
  select r.id, array_agg(coalesce(p.organisation_id, t.publisher_id, 0)) as publishers
  from unnest(entry_ids, texts) as r(id, text)
  cross join lateral regexp_matches(r.text, ${REFERENCE}, 'gi') as m
  left join products p on lower(m[1]) = 'ean' and p.ean = m[2]
  left join tlink_licenses t on lower(m[1]) = 'tlink' and t.license_code = upper(m[2])
  group by r.id
) n
where e.id = n.id and not e.publisher_ids @> n.publishers
$fn$`,
  // Computes the groups `ids` anew from all their lines.
  `create or replace function log_entries_set_publishers(ids integer[]) returns void language plpgsql as $fn$
begin
  update log_entries set publisher_ids = '{}' where id = any(ids) and publisher_ids <> '{}';
  perform log_entries_add_publishers(array_agg(l.log_entry_id), array_agg(coalesce(l.info, l.error)))
  from log_entry_lines l where l.log_entry_id = any(ids);
end
$fn$`,
  // Inserted lines add what they name; an update or delete computes its groups anew.
  `create or replace function log_entry_lines_publishers() returns trigger language plpgsql as $fn$
begin
  perform log_entries_add_publishers(array_agg(log_entry_id), array_agg(coalesce(info, error))) from changed_rows;
  return null;
end
$fn$`,
  `create or replace function log_entry_lines_publishers_anew() returns trigger language plpgsql as $fn$
begin
  perform log_entries_set_publishers(array(select distinct log_entry_id from changed_rows));
  return null;
end
$fn$`,
  // Transition tables allow one event and one table per trigger: an update computes anew the
  // groups its lines left (old rows) and joined (new rows).
  `create or replace trigger log_entry_lines_publishers_ins after insert on log_entry_lines
referencing new table as changed_rows for each statement execute function log_entry_lines_publishers()`,
  `create or replace trigger log_entry_lines_publishers_upd_new after update on log_entry_lines
referencing new table as changed_rows for each statement execute function log_entry_lines_publishers_anew()`,
  `create or replace trigger log_entry_lines_publishers_upd_old after update on log_entry_lines
referencing old table as changed_rows for each statement execute function log_entry_lines_publishers_anew()`,
  `create or replace trigger log_entry_lines_publishers_del after delete on log_entry_lines
referencing old table as changed_rows for each statement execute function log_entry_lines_publishers_anew()`,
];

/** Creates the functions and triggers idempotently; a new version also computes every existing group. */
export function installLogEntryPublishers(db: Db): Promise<void> {
  return installDerived(db, {
    mainFunction: 'log_entry_lines_publishers',
    version: VERSION,
    statements: STATEMENTS,
    lock: ['log_entries', 'log_entry_lines'],
    fill: 'select log_entries_set_publishers(array(select id from log_entries))',
  });
}
