import { sql } from 'drizzle-orm';
import type { StatusOverviewFilter, StatusOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { sinceDay } from './page';

/*
 * Test oracle, never production code. Licenties per maand as the API computed it before the kept
 * months (migration 0007, decision 410): `statusOverview` of commit fb889b1^
 * (server/areas/license-overviews/repository.ts) as the SQL it sent: the licences created in
 * [fromDate, toDate) grouped per product, the publisher filter on the licence's own publisher.
 */
export function statusOverviewAsBefore(db: Db, filter: StatusOverviewFilter): Promise<StatusOverviewRow[]> {
  const publisher = filter.publisherId ? sql`and t.publisher_id = ${filter.publisherId}` : sql``;
  return rowsOf<StatusOverviewRow>(
    db,
    sql`select p.id as "productId", p.title as "productTitle", p.ean as "productEan",
        (count(*) filter (where t.license_state = 'AVAILABLE'))::int as available,
        (count(*) filter (where t.license_state = 'ACTIVE'))::int as active,
        (count(*) filter (where t.license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')))::int
          as inactive,
        publisher.name as "publisherName"
      from tlink_licenses t
      inner join products p on p.id = t.product_id
      inner join organisations publisher on publisher.id = p.organisation_id
      where t.created_at >= ${sinceDay(filter.fromDate)} and t.created_at < ${sinceDay(filter.toDate)} ${publisher}
      group by p.id, p.title, p.ean, publisher.name
      order by publisher.name asc, p.title asc, p.id asc`,
  );
}
