import { Hono } from 'hono';
import { WasWordtImportSchema } from '../../../domain/schemas/was-wordt';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { parseBody } from '../../http/validate';
import { applyWasWordt } from './service';

/** /api/waswordtitems/actions/import (spec 001 §7): applies a whole Was-Wordt list or nothing. */
export function wasWordtRoutes(_db: Db) {
  return new Hono<AuthEnv>().post('/actions/import', requires('waswordt_importeren'), async (c) => {
    // The schema refuses a repeated 'was' on its row, as the form does.
    const body = await parseBody(c, WasWordtImportSchema);
    const rows = await c.var.audit.write({ objectType: 'WasWordt' }, (tx, entry) =>
      applyWasWordt(tx, entry, c.var.admin.id, body),
    );
    return c.json(rows);
  });
}
