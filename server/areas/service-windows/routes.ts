import { Hono } from 'hono';
import { PRODUCT_KEY } from '../../../domain/product';
import type { Right } from '../../../domain/rights';
import {
  normaliseServiceWindow,
  ServiceWindowInputSchema,
  ServiceWindowListFilterSchema,
} from '../../../domain/schemas/service-window';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { assertFresh } from '../../http/concurrency';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import {
  deleteServiceWindow,
  findServiceWindow,
  insertServiceWindow,
  listServiceWindows,
  lockServiceWindow,
  productVisible,
  updateServiceWindow,
} from './repository';

export const SERVICE_WINDOW_RIGHT: Right = `producten_servicewindows_${PRODUCT_KEY}`;
const NOT_FOUND = 'Opgevraagde service window bestaat niet.';
const NO_PRODUCT = 'Opgevraagde product bestaat niet.';

/**
 * /api/servicewindows (spec 001 §7): maintenance windows of a product, scoped through the product
 * to a publisher-bound administrator's publisher. Every call needs producten_servicewindows_leskluis.
 */
export function serviceWindowRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .use('*', requires(SERVICE_WINDOW_RIGHT))
    .get('/', async (c) => {
      const { product } = parseFilters(c, ServiceWindowListFilterSchema);
      const page = rangePage(c);
      const { items, total } = await listServiceWindows(db, product, c.var.admin.uitgeverId, page);
      return listReply(c, items, page.offset, total);
    })
    .get('/:id{[0-9]+}', async (c) => {
      const item = await findServiceWindow(db, parseId(c.req.param('id')), c.var.admin.uitgeverId);
      if (!item) throw new AppError('notFound', NOT_FOUND);
      return c.json(item);
    })
    .post('/', async (c) => {
      const values = normaliseServiceWindow(await parseBody(c, ServiceWindowInputSchema));
      const publisherId = c.var.admin.uitgeverId;
      const created = await c.var.audit.write({ objectType: 'ServiceWindow' }, async (tx, entry) => {
        if (!(await productVisible(tx, values.productId, publisherId)))
          throw new AppError('notFound', NO_PRODUCT);
        const id = await insertServiceWindow(tx, values);
        entry.id(id);
        const item = await findServiceWindow(tx, id, null);
        entry.created(item);
        return item!;
      });
      return c.json(created, 201);
    })
    .put('/:id{[0-9]+}', async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, ServiceWindowInputSchema);
      const values = normaliseServiceWindow(body);
      const publisherId = c.var.admin.uitgeverId;
      const changed = await c.var.audit.write({ objectType: 'ServiceWindow', id }, async (tx, entry) => {
        const stored = await lockServiceWindow(tx, id, publisherId);
        if (!stored) throw new AppError('notFound', NOT_FOUND);
        assertFresh(stored, body.updatedAt);
        // A window stays with its product.
        if (values.productId !== stored.productId) {
          throw new AppError(
            'validation',
            'Een service window kan niet naar een ander product worden verplaatst.',
          );
        }
        const before = await findServiceWindow(tx, id, null);
        await updateServiceWindow(tx, stored, values);
        const after = await findServiceWindow(tx, id, null);
        entry.changed(before, after);
        return after!;
      });
      return c.json(changed);
    })
    .delete('/:id{[0-9]+}', async (c) => {
      const id = parseId(c.req.param('id'));
      const publisherId = c.var.admin.uitgeverId;
      await c.var.audit.write({ objectType: 'ServiceWindow', id }, async (tx, entry) => {
        const stored = await lockServiceWindow(tx, id, publisherId);
        if (!stored) throw new AppError('notFound', NOT_FOUND);
        entry.removed(await findServiceWindow(tx, id, null));
        await deleteServiceWindow(tx, id);
      });
      return c.body(null, 204);
    });
}
