import { Hono } from 'hono';
import { PRODUCT_SORT_FIELDS, ProductListFilterSchema } from '../../../domain/schemas/product';
import { ProductInputSchema } from '../../../domain/schemas/product-input';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { missingIds } from '../../http/id-list';
import { listParams, listReply } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { changeProduct, createProduct, removeProduct } from './product-service';
import { findProduct, listProducts, presentProductEans, productById } from './repository';

/** /api/products: the product catalogue (spec 001 §7), scoped to a publisher-bound administrator's publisher. */
export function productRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('producten_inzien'), async (c) => {
      const { filter, sort, page } = listParams(c, ProductListFilterSchema, PRODUCT_SORT_FIELDS, 'ASC-title');
      const publisherId = c.var.admin.uitgeverId;
      const [{ items, total }, notFound] = await Promise.all([
        listProducts(db, filter, publisherId, sort, page),
        missingIds(filter.eans, (eans) => presentProductEans(db, eans, publisherId)),
      ]);
      return listReply(c, items, page.offset, total, notFound);
    })
    .get('/:id{[0-9]+}', requires('producten_inzien'), async (c) => {
      const item = await findProduct(db, productById(parseId(c.req.param('id'))), c.var.admin.uitgeverId);
      if (!item) throw new AppError('notFound', 'Opgevraagde product bestaat niet.');
      return c.json(item);
    })
    .post('/', requires('producten_toevoegen'), async (c) => {
      const body = await parseBody(c, ProductInputSchema);
      const created = await c.var.audit.write({ objectType: 'Product' }, (tx, entry) =>
        createProduct(tx, entry, c.var.admin, body),
      );
      return c.json(created, 201);
    })
    .put('/:id{[0-9]+}', requires('producten_aanpassen'), async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, ProductInputSchema);
      const changed = await c.var.audit.write({ objectType: 'Product', id }, (tx, entry) =>
        changeProduct(tx, entry, c.var.admin, id, body),
      );
      return c.json(changed);
    })
    .delete('/:id{[0-9]+}', requires('producten_verwijderen'), async (c) => {
      const id = parseId(c.req.param('id'));
      await c.var.audit.write({ objectType: 'Product', id }, (tx, entry) =>
        removeProduct(tx, entry, c.var.admin, id),
      );
      return c.body(null, 204);
    });
}
