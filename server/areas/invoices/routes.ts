import { Hono } from 'hono';
import { invoiceMessages } from '../../../domain/messages';
import { AdjustInvoiceSchema } from '../../../domain/schemas/invoice';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { computeInvoice, type Period, saveAdjustment } from './repository';

function periodOf(id: string | undefined, year: string | undefined, month: string | undefined): Period {
  const organisationId = parseId(id);
  if (!year || !/^\d{4}$/.test(year) || !month || !/^(0?[1-9]|1[0-2])$/.test(month)) {
    throw new AppError('notFound', invoiceMessages.notFound);
  }
  return { organisationId, year: Number(year), month: Number(month) };
}

/**
 * /api/organisations/:id/invoices/:year/:month (spec 001 §7), mounted on its own beside the
 * organisations routes. A publisher-bound administrator gets only their own publisher's invoice.
 */
export function organisationInvoiceRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/:year/:month', requires('factuur_inzien'), async (c) => {
      const period = periodOf(c.req.param('id'), c.req.param('year'), c.req.param('month'));
      const invoice = await computeInvoice(db, period, c.var.admin.uitgeverId);
      if (!invoice) throw new AppError('notFound', invoiceMessages.notFound);
      return c.json(invoice);
    })
    .get('/:year/:month/productDetails', requires('factuur_inzien'), async (c) => {
      const period = periodOf(c.req.param('id'), c.req.param('year'), c.req.param('month'));
      const invoice = await computeInvoice(db, period, c.var.admin.uitgeverId);
      if (!invoice) throw new AppError('notFound', invoiceMessages.notFound);
      const details = invoice.attributes.productDetails;
      return listReply(c, details, 0, details.length);
    });
}

/** /api/invoices/actions/adjustInvoice: a superuser corrects (or clears) a month's total. */
export function invoiceActionRoutes(db: Db) {
  return new Hono<AuthEnv>().post('/actions/adjustInvoice', requires({ superuserOnly: true }), async (c) => {
    const { invoice: body } = await parseBody(c, AdjustInvoiceSchema);
    const period = { organisationId: body.organisationId, year: body.year, month: body.month };
    const existing = await computeInvoice(db, period, c.var.admin.uitgeverId);
    if (!existing) throw new AppError('notFound', invoiceMessages.notFound);
    await c.var.audit.write({ objectType: 'Invoice', id: existing.id }, async (tx, entry) => {
      const previous = await saveAdjustment(tx, period, body.adjustedTotal, c.var.admin.id);
      entry.changed({ adjustedTotal: previous }, { adjustedTotal: body.adjustedTotal });
    });
    const invoice = await computeInvoice(db, period, c.var.admin.uitgeverId);
    return c.json(invoice);
  });
}
