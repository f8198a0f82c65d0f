import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductImportBodySchema, ProductImportQuerySchema } from '../../../domain/schemas/product-import';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { parseBody, validationError } from '../../http/validate';
import { importProducts } from './import-service';

/** POST /api/products/actions/import (spec 001 §7), right producten_toevoegen. */
export function productImportRoutes(_db: Db) {
  return new Hono<AuthEnv>().post('/actions/import', requires('producten_toevoegen'), async (c) => {
    const query = v.safeParse(ProductImportQuerySchema, c.req.query());
    if (!query.success) throw validationError(query.issues);
    const body = await parseBody(c, ProductImportBodySchema);
    const result = await c.var.audit.write({ objectType: 'ProductImport' }, (tx, entry) =>
      importProducts(tx, entry, c.var.admin, {
        delimiter: body.delimiter,
        text: body.producten,
        publisher: query.output.publisher,
        onlyValid: query.output.onlyValid ?? false,
      }),
    );
    return c.json(result);
  });
}
