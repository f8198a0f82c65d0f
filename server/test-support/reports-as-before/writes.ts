import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';

/**
 * Writes of the kinds the console, the imports and the service desk make to what the reports count,
 * each its own committed statement (kept rows settle at commit, decisions 595 and 635): the
 * publisher's busiest product moved to another billing publisher; licences activated, revoked,
 * moved to another school without a distributor, made through Basispoort, created a month earlier
 * and deleted; ECK licences started; order lines changed, left without distributor and deleted.
 * Answers the publisher the product moved to.
 */
export async function writeWhatReportsCount(db: Db, publisher: number): Promise<number> {
  const [other] = await rowsOf<{ id: number }>(
    db,
    sql`select id from organisations where 'Uitgever' = any(type) and billing_model is not null and id <> ${publisher}
      order by id limit 1`,
  );
  const statements = [
    sql`update products set organisation_id = ${other!.id} where id = (select t.product_id from tlink_licenses t
      join products p on p.id = t.product_id where p.organisation_id = ${publisher}
      group by t.product_id order by count(*) desc, t.product_id limit 1)`,
    sql`update tlink_licenses set license_state = 'ACTIVE', activation_date = created_at + interval '3 days'
      where id in (select id from tlink_licenses where license_state = 'AVAILABLE' order by id desc limit 25)`,
    sql`update tlink_licenses set license_state = 'REVOKED', end_date = now() - interval '40 days'
      where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by id limit 15)`,
    sql`update tlink_licenses set distributor_id = null,
        organisation_id = (select organisation_id from tlink_licenses where organisation_id is not null order by id desc limit 1)
      where id in (select id from tlink_licenses where organisation_id is not null order by id limit 15 offset 30)`,
    sql`update tlink_licenses set creation_method = 'BASISPOORT'
      where id in (select id from tlink_licenses where creation_method = 'SERVICE' order by id limit 5)`,
    sql`update tlink_licenses set created_at = created_at - interval '1 month'
      where id in (select id from tlink_licenses order by id limit 10 offset 50)`,
    sql`delete from tlink_licenses where id in (select id from tlink_licenses order by id desc limit 10)`,
    sql`update eck_licenses set license_state = 'AVAILABLE', start_date = now() - interval '35 days'
      where id in (select id from eck_licenses where license_state = 'RESERVED' order by id limit 10)`,
    sql`update order_details set amount = amount + 3 where id in (select id from order_details order by id limit 5)`,
    sql`update order_details set distributor_id = null
      where id in (select id from order_details where distributor_id is not null order by id limit 3 offset 10)`,
    sql`delete from order_details where id in (select id from order_details order by id desc limit 5)`,
  ];
  for (const statement of statements) await db.execute(statement);
  return other!.id;
}
