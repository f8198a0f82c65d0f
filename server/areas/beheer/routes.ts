import { Hono } from 'hono';
import { ProductTransferBodySchema } from '../../../domain/schemas/product-transfer';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { parseBody } from '../../http/validate';
import { exportProducts, importProductFile } from './product-transfer';

/**
 * The product tools of /beheer (spec 001 §2, §6): GET products/export and POST products/import,
 * superuser only; the import is refused in production, where the console hides it.
 */
export function productTransferRoutes(db: Db, config: Pick<Config, 'environment'>) {
  return new Hono<AuthEnv>()
    .get('/export', requires({ superuserOnly: true }), async (c) => {
      const file = await exportProducts(db);
      const day = file.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="producten-${day}.json"`);
      return c.json(file);
    })
    .post('/import', requires({ superuserOnly: true }), async (c) => {
      if (config.environment === 'productie') {
        throw new AppError('forbidden', 'Producten importeren is in productie niet beschikbaar.');
      }
      const body = await parseBody(c, ProductTransferBodySchema);
      const result = await c.var.audit.write({ objectType: 'ProductImport' }, (tx, entry) =>
        importProductFile(tx, entry, body),
      );
      return c.json(result);
    });
}
