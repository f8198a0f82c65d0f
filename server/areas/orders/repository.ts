import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderDetail, OrderStock } from '../../../domain/schemas/order';
import {
  ORDER_DETAIL_SORT_FIELDS,
  type OrderDetailFilter,
  type OrderStockFilter,
} from '../../../domain/schemas/order-filters';
import type { Db } from '../../db/connect';
import { startsWith } from '../../db/like';
import { columnsNamed, type Page, readPageOfIds, sortOrder } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { eckAccounts } from '../../db/schema/eck';
import { orderDetails } from '../../db/schema/orders';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { schoolYears } from '../../db/schema/school-years';
import { productPublisherScope } from '../../db/scopes';
import type { Sort } from '../../http/list';

const distributor = alias(organisations, 'distributor');
const eckOrganisation = alias(organisations, 'eck_organisation');

/** The WHERE of the order details list; `publisherId` scopes to the publisher's products. */
export function orderConditions(filter: OrderDetailFilter, publisherId: number | null) {
  const conditions: (SQL | undefined)[] = [productPublisherScope(publisherId)];
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
  return conditions;
}

const sortColumns = columnsNamed(orderDetails, ORDER_DETAIL_SORT_FIELDS);

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

type OrderRecord = SelectedRow<typeof selectOrderDetails>;

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
  const order = sortOrder(sort, sortColumns, orderDetails.id);
  // The page's ids from order_details alone, joined only where the filter reads the product or the
  // school year (every line has its product: not null, a foreign key), so a deep page walks the
  // sort index instead of joining every skipped line (decision 416).
  const matching = () => {
    let query = db.select({ id: orderDetails.id }).from(orderDetails).$dynamic();
    if (filter.ean || publisherId !== null)
      query = query.innerJoin(products, eq(products.id, orderDetails.productId));
    if (filter.schoolYearName)
      query = query.innerJoin(schoolYears, eq(schoolYears.id, orderDetails.schoolYearId));
    return query.where(where);
  };
  const { rows, total } = await readPageOfIds(
    db,
    matching,
    orderDetails.id,
    order,
    page,
    selectOrderDetails(db).$dynamic(),
  );
  return { rows: rows.map(orderDetailJson), total };
}

export async function findOrderDetail(db: Db, id: number, publisherId: number | null) {
  const [row] = await selectOrderDetails(db).where(
    and(eq(orderDetails.id, id), productPublisherScope(publisherId)),
  );
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
    .where(and(eq(orderDetails.priusStatus, 'FAILED'), productPublisherScope(publisherId)))
    .for('update', { of: orderDetails });
  return rows.map((row) => row.id);
}

/** Locks one order line in scope (404 otherwise is the caller's). */
export async function lockOrderInScope(tx: Db, id: number, publisherId: number | null) {
  const [row] = await tx
    .select({ id: orderDetails.id, status: orderDetails.priusStatus, orderId: orderDetails.orderId })
    .from(orderDetails)
    .innerJoin(products, eq(products.id, orderDetails.productId))
    .where(and(eq(orderDetails.id, id), productPublisherScope(publisherId)))
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

/**
 * The kept stock lines of the filter (migration 0006, decision 415): over all school years (year 0),
 * or of the one school year filtered on (names are unique); a row whose order lines are all gone
 * (lines = 0) is no line. Both are equalities, so the page index is walked in the list's order.
 */
function stockConditions(filter: OrderStockFilter, publisherId: number | null): SQL {
  const parts: SQL[] = [
    sql`s.lines > 0`,
    filter.schoolYearName
      ? sql`not s.all_years and s.school_year_id = (select y.id from school_years y where y.name = ${filter.schoolYearName})`
      : sql`s.all_years and s.school_year_id = 0`,
  ];
  if (filter.contractId) parts.push(sql`s.contract_id ilike ${startsWith(filter.contractId)}`);
  if (filter.ean) parts.push(sql`s.product_id in (select p.id from products p where p.ean = ${filter.ean})`);
  if (filter.distributorId) parts.push(sql`s.distributor_id = ${filter.distributorId}`);
  if (publisherId !== null) parts.push(sql`s.publisher_id = ${publisherId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Order stock (orderbalans) per contract, distributor and product: ordered = the sum of the order
 * lines; specified = what the contract specifies of that product; activation codes = TLinks of source
 * ACTIVERINGSCODE for that product, distributor and contract; balance = ordered - specified - codes.
 * The lines and the codes are kept by triggers (decision 415), so a page reads its 50 lines from
 * `order_stock_lines` and their codes from `tlink_activation_code_counts`, and the exact total counts
 * kept lines instead of grouping every order line.
 */
export async function listOrderStock(
  db: Db,
  filter: OrderStockFilter,
  publisherId: number | null,
  page: Page,
): Promise<{ rows: OrderStock[]; total: number }> {
  const where = stockConditions(filter, publisherId);
  const [result, totalResult] = await Promise.all([
    db.execute(sql`
      with page as (
        select s.contract_id, s.distributor_id, s.product_id, s.product_title, s.ordered
        from order_stock_lines s
        where ${where}
        order by s.contract_id asc nulls last, s.product_title asc, s.product_id asc, s.distributor_id asc nulls last
        limit ${page.limit} offset ${page.offset}
      )
      select l.contract_id, l.distributor_id, d.name as distributor_name, l.product_id,
        l.product_title, p.ean as product_ean, l.ordered,
        coalesce((
          select sum(cs.specified_amount) from contract_specifications cs
          join school_contracts sc on sc.id = cs.school_contract_id
          where sc.contract_reference_id = l.contract_id and cs.product_id = l.product_id
        ), 0)::bigint as specified,
        coalesce((
          select sum(c.n) from tlink_activation_code_counts c
          where c.product_id = l.product_id
            and c.distributor_id is not distinct from l.distributor_id
            and c.school_contract_reference_id is not distinct from l.contract_id
        ), 0)::bigint as codes
      from page l
      join products p on p.id = l.product_id
      left join organisations d on d.id = l.distributor_id
      order by l.contract_id asc nulls last, l.product_title asc, l.product_id asc, l.distributor_id asc nulls last`),
    db.execute(sql`select count(*)::int as total from order_stock_lines s where ${where}`),
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
