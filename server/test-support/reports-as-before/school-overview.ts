import { type SQL, sql } from 'drizzle-orm';
import type { SchoolOverviewFilter, SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { type AsBefore, type Page, readAsBefore, sinceDay, untilDay } from './page';

/*
 * Test oracle, never production code. Licenties per school as the API computed it before the kept
 * groups (migration 0003, decision 320): `listSchoolOverview` and `schoolConditions` of commit
 * 6497c77^ (server/areas/license-overviews/repository.ts), its drizzle select written out as the
 * SQL it sent: every licence grouped per school, distributor and product on each call.
 */

/** Who asks, as the route makes it: the publisher scope and whether only Basispoort licences count. */
type Viewer = { uitgeverId: number | null; basispoortOnly: boolean };
type Sort = { field: 'schoolName' | 'productTitle' | 'total'; direction: 'ASC' | 'DESC' };

function conditions(filter: SchoolOverviewFilter, viewer: Viewer): SQL {
  const where: SQL[] = [sql`t.organisation_id is not null`];
  if (viewer.uitgeverId !== null) where.push(sql`p.organisation_id = ${viewer.uitgeverId}`);
  if (viewer.basispoortOnly) where.push(sql`t.creation_method = 'BASISPOORT'`);
  if (filter.publisher) where.push(sql`p.organisation_id = ${filter.publisher}`);
  if (filter.school) where.push(sql`t.organisation_id = ${filter.school}`);
  if (filter.distributor) where.push(sql`t.distributor_id = ${filter.distributor}`);
  if (filter.product) where.push(sql`t.product_id = ${filter.product}`);
  if (filter.type) where.push(sql`lm.license_type = ${filter.type}`);
  if (filter.fromDate) where.push(sql`t.created_at >= ${sinceDay(filter.fromDate)}`);
  if (filter.toDate) where.push(sql`t.created_at < ${untilDay(filter.toDate)}`);
  return sql.join(where, sql` and `);
}

const groups = (where: SQL) => sql`select t.organisation_id as "schoolId", school.name as "schoolName",
    school.brin, t.distributor_id as "distributorId", distributor.name as "distributorName",
    p.id as "productId", p.title as "productTitle", p.ean as "productEan",
    (count(*) filter (where t.license_state = 'AVAILABLE'))::int as available,
    (count(*) filter (where t.license_state = 'ACTIVE'))::int as active,
    (count(*) filter (where t.creation_method = 'SERVICE'))::int as service,
    count(*)::int as total
  from tlink_licenses t
  inner join products p on p.id = t.product_id
  left join license_models lm on lm.product_id = p.id
  left join organisations school on school.id = t.organisation_id
  left join organisations distributor on distributor.id = t.distributor_id
  where ${where}
  group by t.organisation_id, school.name, school.brin, t.distributor_id, distributor.name, p.id, p.title, p.ean`;

/** GET /api/tlinklicenseschooloverviews before decision 320: a page of groups and the number of groups. */
export async function schoolOverviewAsBefore(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: Viewer,
  sort: Sort,
  page: Page,
): Promise<AsBefore<SchoolOverviewRow>> {
  const where = conditions(filter, viewer);
  const first = { total: 'count(*)', productTitle: 'p.title', schoolName: 'school.name' }[sort.field];
  return readAsBefore<SchoolOverviewRow>(
    db,
    sql`${groups(where)}
        order by ${sql.raw(`${first} ${sort.direction.toLowerCase()}`)}, school.name asc, t.organisation_id asc,
          distributor.name asc, t.distributor_id asc, p.title asc, p.id asc
        limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from (${groups(where)}) as groups`,
  );
}
