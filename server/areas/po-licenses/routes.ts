import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AdjustGroupsSchema,
  PO_SORT_FIELDS,
  PoListFilterSchema,
  parseGroups,
} from '../../../domain/schemas/po-license';
import type { Db } from '../../db/connect';
import { poLicenses } from '../../db/schema/po-licenses';
import type { AuthEnv } from '../../http/auth';
import { lockRow, saveChanges } from '../../http/concurrency';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listParams, listReply } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { findPo, listPo, poJson } from './repository';

const OBJECT_TYPE = 'PoLicense';
const NOT_FOUND = 'Opgevraagde PO licentie bestaat niet.';

/** /api/policenses: primary-education licences from Basispoort (spec 001 §2, §7). */
export function poLicenseRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('policenties_inzien'), async (c) => {
      const { filter, sort, page } = listParams(c, PoListFilterSchema, PO_SORT_FIELDS, 'DESC-createdAt');
      const { rows, total } = await listPo(db, filter, c.var.admin.uitgeverId, sort, page);
      return listReply(c, rows.map(poJson), page.offset, total);
    })
    .post('/actions/adjustGroups', requires('policenties_groepen_aanpassen'), async (c) => {
      const body = await parseBody(c, AdjustGroupsSchema);
      const admin = c.var.admin;
      const updated = await c.var.audit.write({ objectType: OBJECT_TYPE, id: body.id }, async (tx, entry) => {
        const stored = await lockRow(tx, poLicenses, eq(poLicenses.id, body.id));
        const before = stored ? await findPo(tx, body.id, admin.uitgeverId) : null;
        if (!stored || !before) throw new AppError('notFound', NOT_FOUND);
        const groups = [...parseGroups(body.groepen)].sort((a, b) => a - b);
        // The groups dialog is a form: the same groups again write nothing (decision 240).
        await saveChanges(tx, poLicenses, stored, { groups });
        const after = poJson((await findPo(tx, body.id, admin.uitgeverId))!);
        entry.changed({ groups: poJson(before).groups }, { groups: after.groups }, { isSave: true });
        return after;
      });
      return c.json(updated);
    })
    .get('/:id', requires('policenties_inzien'), async (c) => {
      const row = await findPo(db, parseId(c.req.param('id')), c.var.admin.uitgeverId);
      if (!row) throw new AppError('notFound', NOT_FOUND);
      return c.json(poJson(row));
    })
    .delete('/:id', requires('policenties_verwijderen'), async (c) => {
      const id = parseId(c.req.param('id'));
      const admin = c.var.admin;
      await c.var.audit.write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
        const row = await findPo(tx, id, admin.uitgeverId);
        if (!row) throw new AppError('notFound', NOT_FOUND);
        await tx.delete(poLicenses).where(eq(poLicenses.id, id));
        entry.removed(poJson(row));
      });
      return c.body(null, 204);
    });
}
