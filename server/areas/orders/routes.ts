import { Hono } from 'hono';
import { isSuperuser } from '../../../domain/rights';
import { OrderImportBodySchema, OrderImportQuerySchema } from '../../../domain/schemas/order';
import {
  ORDER_DETAIL_SORT_FIELDS,
  OrderDetailFilterSchema,
  OrderStockFilterSchema,
} from '../../../domain/schemas/order-filters';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listParams, listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { ImportRejected, importOrders } from './order-import';
import {
  failedOrderIds,
  findOrderDetail,
  listOrderDetails,
  listOrderStock,
  lockOrderInScope,
  requeueForPrius,
} from './repository';

const NOT_FOUND = 'Orderregel bestaat niet.';

/** /api/orderdetails (spec 001 §7): order lines, and putting them back in the Prius outbox. */
export function orderDetailRoutes(db: Db, onQueued: () => void = () => {}) {
  return new Hono<AuthEnv>()
    .get('/', requires('orders_inzien'), async (c) => {
      const { filter, sort, page } = listParams(
        c,
        OrderDetailFilterSchema,
        ORDER_DETAIL_SORT_FIELDS,
        'DESC-createdAt',
      );
      const { rows, total } = await listOrderDetails(db, filter, c.var.admin.uitgeverId, sort, page);
      return listReply(c, rows, page.offset, total);
    })
    .get('/:id', requires('orders_inzien'), async (c) => {
      const row = await findOrderDetail(db, parseId(c.req.param('id')), c.var.admin.uitgeverId);
      if (!row) throw new AppError('notFound', NOT_FOUND);
      return c.json(row);
    })
    .post('/actions/resendAllToPrius', requires('retry_prius_order'), async (c) => {
      const publisherId = c.var.admin.uitgeverId;
      const requeued = await c.var.audit.write({ objectType: 'OrderDetail' }, async (tx, entry) => {
        const ids = await failedOrderIds(tx, publisherId);
        const rows = await requeueForPrius(tx, ids);
        entry.created({ resendToPrius: rows.map((row) => row.id) });
        return rows.length;
      });
      onQueued();
      return c.json({ requeued });
    })
    .post('/:id/actions/resendToPrius', requires('retry_prius_order'), async (c) => {
      const id = parseId(c.req.param('id'));
      const publisherId = c.var.admin.uitgeverId;
      await c.var.audit.write({ objectType: 'OrderDetail', id }, async (tx, entry) => {
        const row = await lockOrderInScope(tx, id, publisherId);
        if (!row) throw new AppError('notFound', NOT_FOUND);
        await requeueForPrius(tx, [id]);
        entry.changed({ priusStatus: row.status }, { priusStatus: 'PENDING' });
      });
      onQueued();
      const row = await findOrderDetail(db, id, publisherId);
      return c.json(row);
    });
}

/** /api/orderstockdetails: order stock per contract, distributor and product (/orderbalans). */
export function orderStockRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires('orderbalans_inzien'), async (c) => {
    const filter = parseFilters(c, OrderStockFilterSchema);
    sortParam(c, ['contractid'] as const, 'contractid', 'ASC');
    const page = rangePage(c);
    const { rows, total } = await listOrderStock(db, filter, c.var.admin.uitgeverId, page);
    return listReply(c, rows, page.offset, total);
  });
}

/** /api/orders/actions/import: a CSV of order lines, all or nothing (spec 001 §2, §7). */
export function orderImportRoutes(_db: Db, onQueued: () => void = () => {}) {
  return new Hono<AuthEnv>().post('/actions/import', requires('orders_toevoegen'), async (c) => {
    const query = parseFilters(c, OrderImportQuerySchema);
    const body = await parseBody(c, OrderImportBodySchema);
    const admin = c.var.admin;
    try {
      const addedAmount = await c.var.audit.write({ objectType: 'Order' }, (tx, entry) =>
        importOrders(
          tx,
          entry,
          { uitgeverId: admin.uitgeverId, isSuperuser: isSuperuser(admin) },
          query,
          body,
        ),
      );
      onQueued();
      return c.json({ addedAmount, errors: [] }, 201);
    } catch (err) {
      if (err instanceof ImportRejected) {
        return c.json({ message: err.message, addedAmount: 0, errors: err.errors }, 400);
      }
      throw err;
    }
  });
}
