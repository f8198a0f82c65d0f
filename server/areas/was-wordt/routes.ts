import { Hono } from 'hono';
import { wasWordtExtraMessages, wasWordtMessages } from '../../../domain/messages';
import { duplicateWasRows, WasWordtImportSchema } from '../../../domain/schemas/was-wordt';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { parseBody } from '../../http/validate';
import { applyWasWordt } from './service';

/** /api/waswordtitems/actions/import (spec 001 §7): applies a whole Was-Wordt list or nothing. */
export function wasWordtRoutes(_db: Db) {
  return new Hono<AuthEnv>().post('/actions/import', requires('waswordt_importeren'), async (c) => {
    const body = await parseBody(c, WasWordtImportSchema);
    const duplicates = duplicateWasRows(body.wasWordtItems);
    if (duplicates.length) {
      const errors = duplicates.map((row) => ({
        path: `wasWordtItems.${row - 1}.was`,
        message: wasWordtExtraMessages.duplicateWas,
      }));
      throw new AppError('validation', wasWordtMessages.rowError(duplicates[0]!), { errors });
    }
    const rows = await c.var.audit.write({ objectType: 'WasWordt' }, (tx, entry) =>
      applyWasWordt(tx, entry, c.var.admin.id, body),
    );
    return c.json(rows);
  });
}
