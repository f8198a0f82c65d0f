import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';

/**
 * From the demo data: a product a TLink can be made for today (alive after 2027-08-01, not a
 * subject, no PERIODE activation without an end) and a school to make it for.
 */
export async function tlinkTarget(db: Db): Promise<{ product: number; school: number }> {
  const [pick] = await rowsOf<{ product: number; school: number }>(
    db,
    sql`
      select (select p.id from products p left join license_models m on m.product_id = p.id
               where p.end_of_life_date > '2027-08-01' and not p.is_subject
                 and (m.license_activation_type is distinct from 'PERIODE' or m.activatable_until is not null)
               order by p.id limit 1) as product,
             (select id from organisations where 'School' = any(type) order by id limit 1) as school`,
  );
  return pick!;
}
