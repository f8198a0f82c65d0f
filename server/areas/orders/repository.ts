import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderDetail, OrderStock } from '../../../domain/schemas/order';
import type {
  ORDER_DETAIL_SORT_FIELDS,
  OrderDetailFilter,
  OrderStockFilter,
} from '../../../domain/schemas/order-filters';
import type { Db } from '../../db/connect';
import { type Page, readPage, sortOrder } from '../../db/list-page';
import { eckAccounts } from '../../db/schema/eck';
import { orderDetails } from '../../db/schema/orders';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { schoolYears } from '../../db/schema/school-years';
import type { Sort } from '../../http/list';

const distributor = alias(organisations, 'distributor');
const eckOrganisation = alias(organisations, 'eck_organisation');

const startsWith = (value: string) => `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE of the order details list; `publisherId` scopes to the publisher's products. */
export function orderConditions(filter: OrderDetailFilter, publisherId: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = startsWith(filter.q);
    conditions.push(
      or(
        ilike(orderDetails.orderId, pattern),
        ilike(orderDetails.referenceId, pattern),
        ilike(orderDetails.externId, pattern),
        ilike(orderDetails.contractId, pattern),
      )!,
    );
  }
  if (filter.ean) conditions.push(eq(products.ean, filter.ean));
  if (filter.creationMethod) conditions.push(eq(orderDetails.creationMethod, filter.creationMethod));
  if (filter.priusStatus) conditions.push(eq(orderDetails.priusStatus, filter.priusStatus));
  if (filter.schoolYearName) conditions.push(eq(schoolYears.name, filter.schoolYearName));
  if (filter.distributorId) conditions.push(eq(orderDetails.distributorId, filter.distributorId));
  if (publisherId !== null) conditions.push(eq(products.organisationId, publisherId));
  return conditions;
}

const sortColumns = {
  createdAt: orderDetails.createdAt,
  orderId: orderDetails.orderId,
  amount: orderDetails.amount,
} as const;

function selectOrderDetails(db: Db) {
  return db
    .select({
      order: orderDetails,
      productTitle: products.title,
      productEan: products.ean,
      schoolYear: schoolYears.name,
      eckAccountName: eckAccounts.name,
      eckOrganisationId: eckOrganisation.id,
      eckOrganisationName: eckOrganisation.name,
      distributorName: distributor.name,
    })
    .from(orderDetails)
    .innerJoin(products, eq(products.id, orderDetails.productId))
    .leftJoin(schoolYears, eq(schoolYears.id, orderDetails.schoolYearId))
    .leftJoin(eckAccounts, eq(eckAccounts.id, orderDetails.eckAccountId))
    .leftJoin(eckOrganisation, eq(eckOrganisation.id, eckAccounts.organisationId))
    .leftJoin(distributor, eq(distributor.id, orderDetails.distributorId));
}

type OrderRecord = Awaited<ReturnType<ReturnType<typeof selectOrderDetails>['execute']>>[number];

export function orderDetailJson(row: OrderRecord): OrderDetail {
  const order = row.order;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    amount: order.amount,
    referenceId: order.referenceId,
    correctReferenceId: order.correctReferenceId,
    product: { id: order.productId, ean: row.productEan, title: row.productTitle },
    orderLineId: order.orderLineId,
    correctLineId: order.correctLineId,
    orderId: order.orderId,
    externId: order.externId,
    creationMethod: order.creationMethod,
    schoolYear: row.schoolYear,
    contractId: order.contractId,
    eckAccount:
      order.eckAccountId !== null && row.eckAccountName !== null
        ? {
            id: order.eckAccountId,
            name: row.eckAccountName,
            organisation: { id: row.eckOrganisationId ?? 0, name: row.eckOrganisationName ?? '' },
          }
        : null,
    distributor:
      order.distributorId !== null ? { id: order.distributorId, name: row.distributorName ?? '' } : null,
    priusStatus: order.priusStatus,
    priusAttempts: order.priusAttempts,
    priusLastError: order.priusLastError,
    priusDeliveredAt: order.priusDeliveredAt?.toISOString() ?? null,
  };
}

export async function listOrderDetails(
  db: Db,
  filter: OrderDetailFilter,
  publisherId: number | null,
  sort: Sort<(typeof ORDER_DETAIL_SORT_FIELDS)[number]>,
  page: Page,
) {
  const where = and(...orderConditions(filter, publisherId));
  const { rows, total } = await readPage(
    selectOrderDetails(db).where(where).$dynamic(),
    sortOrder(sort, sortColumns, orderDetails.id),
    page,
    db
      .select({ total: count() })
      .from(orderDetails)
      .innerJoin(products, eq(products.id, orderDetails.productId))
      .leftJoin(schoolYears, eq(schoolYears.id, orderDetails.schoolYearId))
      .where(where),
  );
  return { rows: rows.map(orderDetailJson), total };
}

export async function findOrderDetail(db: Db, id: number, publisherId: number | null) {
  const conditions: SQL[] = [eq(orderDetails.id, id)];
  if (publisherId !== null) conditions.push(eq(products.organisationId, publisherId));
  const [row] = await selectOrderDetails(db).where(and(...conditions));
  return row ? orderDetailJson(row) : null;
}

/** Puts order lines back in the Prius outbox: pending, no attempts, due now. */
export async function requeueForPrius(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .update(orderDetails)
    .set({
      priusStatus: 'PENDING',
      priusAttempts: 0,
      priusNextAttemptAt: sql`now()`,
      priusLastError: null,
      priusDeliveredAt: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(orderDetails.id, ids))
    .returning({ id: orderDetails.id, orderId: orderDetails.orderId, orderLineId: orderDetails.orderLineId });
}

/** Ids of the failed order lines (in scope), locked so two "resend all" calls do not interleave. */
export async function failedOrderIds(tx: Db, publisherId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: orderDetails.id })
    .from(orderDetails)
    .innerJoin(products, eq(products.id, orderDetails.productId))
    .where(
      and(
        eq(orderDetails.priusStatus, 'FAILED'),
        publisherId === null ? undefined : eq(products.organisationId, publisherId),
      ),
    )
    .for('update', { of: orderDetails });
  return rows.map((row) => row.id);
}

/** Locks one order line in scope (404 otherwise is the caller's). */
export async function lockOrderInScope(tx: Db, id: number, publisherId: number | null) {
  const [row] = await tx
    .select({ id: orderDetails.id, status: orderDetails.priusStatus, orderId: orderDetails.orderId })
    .from(orderDetails)
    .innerJoin(products, eq(products.id, orderDetails.productId))
    .where(
      and(
        eq(orderDetails.id, id),
        publisherId === null ? undefined : eq(products.organisationId, publisherId),
      ),
    )
    .for('update', { of: orderDetails });
  return row ?? null;
}

type StockRow = {
  contract_id: string | null;
  distributor_id: number | null;
  distributor_name: string | null;
  product_id: number;
  product_title: string;
  product_ean: string;
  ordered: string | number;
  specified: string | number;
  codes: string | number;
};

function stockConditions(filter: OrderStockFilter, publisherId: number | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.contractId) parts.push(sql`od.contract_id ilike ${startsWith(filter.contractId)}`);
  if (filter.ean) parts.push(sql`p.ean = ${filter.ean}`);
  if (filter.distributorId) parts.push(sql`od.distributor_id = ${filter.distributorId}`);
  if (filter.schoolYearName) parts.push(sql`y.name = ${filter.schoolYearName}`);
  if (publisherId !== null) parts.push(sql`p.organisation_id = ${publisherId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Order stock (orderbalans) per contract, distributor and product: ordered = the sum of the order
 * lines; specified = what the contract specifies of that product; activation codes = TLinks of source
 * ACTIVERINGSCODE for that product, distributor and contract; balance = ordered - specified - codes.
 */
export async function listOrderStock(
  db: Db,
  filter: OrderStockFilter,
  publisherId: number | null,
  page: Page,
): Promise<{ rows: OrderStock[]; total: number }> {
  const lines = sql`
    select od.contract_id, od.distributor_id, od.product_id, sum(od.amount)::bigint as ordered
    from order_details od
    join products p on p.id = od.product_id
    left join school_years y on y.id = od.school_year_id
    where ${stockConditions(filter, publisherId)}
    group by od.contract_id, od.distributor_id, od.product_id`;
  // The page's lines are chosen before their counts: a count in the select list is computed for
  // every row an OFFSET skips too (a deep page counted the licences of thousands of lines).
  const order = sql`order by l.contract_id asc nulls last, l.product_title asc, l.product_id asc, l.distributor_id asc nulls last`;
  const [result, totalResult] = await Promise.all([
    db.execute(sql`
      with lines as (${lines}),
      page as (
        select l.* from (
          select lines.*, p.title as product_title, p.ean as product_ean
          from lines join products p on p.id = lines.product_id
        ) as l
        ${order}
        limit ${page.limit} offset ${page.offset}
      )
      select l.contract_id, l.distributor_id, d.name as distributor_name, l.product_id,
        l.product_title, l.product_ean, l.ordered,
        coalesce((
          select sum(cs.specified_amount) from contract_specifications cs
          join school_contracts sc on sc.id = cs.school_contract_id
          where sc.contract_reference_id = l.contract_id and cs.product_id = l.product_id
        ), 0)::bigint as specified,
        (
          select count(*) from tlink_licenses t
          where t.product_id = l.product_id and t.creation_method = 'ACTIVERINGSCODE'
            and t.distributor_id is not distinct from l.distributor_id
            and t.school_contract_reference_id is not distinct from l.contract_id
        )::bigint as codes
      from page l
      left join organisations d on d.id = l.distributor_id
      ${order}`),
    db.execute(sql`with lines as (${lines}) select count(*)::int as total from lines`),
  ]);
  const rows = (result as unknown as { rows: StockRow[] }).rows.map((row): OrderStock => {
    const ordered = Number(row.ordered);
    const specified = Number(row.specified);
    const codes = Number(row.codes);
    return {
      contractid: row.contract_id,
      distributorid: row.distributor_id === null ? null : Number(row.distributor_id),
      distributorname: row.distributor_name,
      productid: Number(row.product_id),
      producttitle: row.product_title,
      productean: row.product_ean,
      orderedamount: ordered,
      specifiedamount: specified,
      activationcodeamount: codes,
      stockbalance: ordered - specified - codes,
    };
  });
  const total = Number((totalResult as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return { rows, total };
}
