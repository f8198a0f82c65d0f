import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  SCHOOL_OVERVIEW_SORT_FIELDS,
  SchoolOverviewFilter,
  SchoolOverviewRow,
} from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { type Page, readPage } from '../../db/list-page';
import { organisations } from '../../db/schema/organisations';
import { licenseModels, products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { productPublisherScope } from '../../db/scopes';
import type { Sort } from '../../http/list';
import { createdRangePage } from './created-ranges';
import { schoolGroupsPage } from './school-groups';

const schools = alias(organisations, 'school');
const distributors = alias(organisations, 'distributor');

/** Who asks: the publisher scope, and whether only Basispoort licences may be seen. */
export type OverviewViewer = { uitgeverId: number | null; basispoortOnly: boolean };

function schoolConditions(filter: SchoolOverviewFilter, viewer: OverviewViewer): SQL | undefined {
  return and(
    isNotNull(tlinkLicenses.organisationId),
    productPublisherScope(viewer.uitgeverId),
    viewer.basispoortOnly ? eq(tlinkLicenses.creationMethod, 'BASISPOORT') : undefined,
    filter.publisher ? eq(products.organisationId, filter.publisher) : undefined,
    filter.school ? eq(tlinkLicenses.organisationId, filter.school) : undefined,
    filter.distributor ? eq(tlinkLicenses.distributorId, filter.distributor) : undefined,
    filter.product ? eq(tlinkLicenses.productId, filter.product) : undefined,
    filter.type ? eq(licenseModels.licenseType, filter.type) : undefined,
    filter.fromDate ? sql`${tlinkLicenses.createdAt} >= ${dayStart(filter.fromDate)}` : undefined,
    filter.toDate ? sql`${tlinkLicenses.createdAt} < ${dayAfter(filter.toDate)}` : undefined,
  );
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

function schoolGroups(db: Db, filter: SchoolOverviewFilter, viewer: OverviewViewer) {
  return db
    .select({
      schoolId: tlinkLicenses.organisationId,
      schoolName: schools.name,
      brin: schools.brin,
      distributorId: tlinkLicenses.distributorId,
      distributorName: distributors.name,
      productId: products.id,
      productTitle: products.title,
      productEan: products.ean,
      available: countWhere(sql`${tlinkLicenses.licenseState} = 'AVAILABLE'`),
      active: countWhere(sql`${tlinkLicenses.licenseState} = 'ACTIVE'`),
      service: countWhere(sql`${tlinkLicenses.creationMethod} = 'SERVICE'`),
      total: sql<number>`count(*)::int`,
    })
    .from(tlinkLicenses)
    .innerJoin(products, eq(products.id, tlinkLicenses.productId))
    .leftJoin(licenseModels, eq(licenseModels.productId, products.id))
    .leftJoin(schools, eq(schools.id, tlinkLicenses.organisationId))
    .leftJoin(distributors, eq(distributors.id, tlinkLicenses.distributorId))
    .where(schoolConditions(filter, viewer))
    .groupBy(
      tlinkLicenses.organisationId,
      schools.name,
      schools.brin,
      tlinkLicenses.distributorId,
      distributors.name,
      products.id,
      products.title,
      products.ean,
    );
}

export type SchoolSortField = (typeof SCHOOL_OVERVIEW_SORT_FIELDS)[number];

/**
 * GET /api/tlinklicenseschooloverviews: a page of groups and the number of groups. The kept groups
 * (decision 320) answer every filter but the creation days; those come from kept months and repeats
 * in school order (decision 550), or are counted from the licences.
 */
export async function listSchoolOverview(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Promise<{ rows: SchoolOverviewRow[]; total: number }> {
  if (!filter.fromDate && !filter.toDate) return schoolGroupsPage(db, filter, viewer, sort, page);
  const kept = createdRangePage(db, filter, viewer, sort, page);
  if (kept) return kept;
  const by = sort.direction === 'ASC' ? asc : desc;
  const first =
    sort.field === 'total' ? sql`count(*)` : sort.field === 'productTitle' ? products.title : schools.name;
  return readPage(
    schoolGroups(db, filter, viewer).$dynamic(),
    [
      by(first),
      asc(schools.name),
      asc(tlinkLicenses.organisationId),
      asc(distributors.name),
      asc(tlinkLicenses.distributorId),
      asc(products.title),
      asc(products.id),
    ],
    page,
    db.select({ total: count() }).from(schoolGroups(db, filter, viewer).as('groups')),
  );
}
