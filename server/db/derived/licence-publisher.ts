import type { Db } from '../connect';
import { installDerived } from './install';

/*
 * tlink_licenses.publisher_id is the publisher of the licence's product (products.organisation_id),
 * kept by triggers (decision 127): the publisher filter and a publisher-bound administrator's whole
 * TLink list become an ordered read of (publisher_id, license_code) instead of a walk over every
 * licence that checks its product. Triggers, not application code, so no write path can forget it.
 * Installed on every start like the list counters (drizzle-kit does not generate triggers).
 */

/** Raised when the functions below change: the column is then filled anew on the next start. */
const VERSION = 'v1';

const STATEMENTS = [
  // Every inserted licence, and every licence whose product changes, takes its product's publisher;
  // a publisher_id written by hand is overwritten, so the column cannot drift from products.
  `create or replace function tlink_licenses_publisher() returns trigger language plpgsql as $fn$
begin
  new.publisher_id := (select organisation_id from products where id = new.product_id);
  return new;
end
$fn$`,
  `create or replace trigger tlink_licenses_publisher before insert or update of product_id, publisher_id
on tlink_licenses for each row execute function tlink_licenses_publisher()`,
  // A product moved to another publisher takes its licences along.
  `create or replace function products_licence_publisher() returns trigger language plpgsql as $fn$
begin
  update tlink_licenses set publisher_id = new.organisation_id where product_id = new.id;
  return null;
end
$fn$`,
  `create or replace trigger products_licence_publisher after update of organisation_id on products
for each row when (old.organisation_id is distinct from new.organisation_id)
execute function products_licence_publisher()`,
];

/** Creates the functions and triggers idempotently; a new version also fills the column for existing rows. */
export function installLicencePublisher(db: Db): Promise<void> {
  return installDerived(db, {
    mainFunction: 'tlink_licenses_publisher',
    version: VERSION,
    statements: STATEMENTS,
    lock: ['products', 'tlink_licenses'],
    fill: `update tlink_licenses t set publisher_id = p.organisation_id from products p
where p.id = t.product_id and t.publisher_id is distinct from p.organisation_id`,
  });
}
