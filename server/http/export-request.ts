import type { Context } from 'hono';
import { accountAreaMessages } from '../../domain/messages';
import { can, maySeeFullNames } from '../../domain/rights';
import type { Db } from '../db/connect';
import { enqueueExport } from '../jobs/export-queue';
import { announceExport } from '../jobs/export-signal';
import type { Exporter } from '../jobs/exporter';
import type { AuthEnv } from './auth';
import { parseCsvHeaders } from './csv';
import { AppError } from './errors';

/** A list call asks for CSV with `Accept: text/csv` (spec 000 §7 'CSV export'). */
export function wantsCsv(c: Context): boolean {
  return /\btext\/csv\b/i.test(c.req.header('accept') ?? '');
}

/**
 * Call in a list handler after parsing filter and sort (and after the route's right check): when the
 * call asks for CSV it queues an export of the whole filtered list and answers 202 `{ id }`;
 * otherwise it returns null and the handler answers the JSON page. Unknown csvHeaders fields are a 400,
 * a field whose right the administrator lacks a 403, a full-name field for a viewer who may not see
 * full names a 400.
 */
export async function startExportIfRequested(
  c: Context<AuthEnv>,
  db: Db,
  exporter: Exporter,
  list: { filter: object; sort: { field: string; direction: 'ASC' | 'DESC' }; exportRoute?: string },
): Promise<Response | null> {
  if (!wantsCsv(c)) return null;
  const csvHeaders = parseCsvHeaders(c.req.query('csvHeaders'), exporter.fields);
  const fullNames = maySeeFullNames(c.var.admin);
  for (const { field } of csvHeaders) {
    const right = exporter.fieldRights?.[field];
    if (right && !can(c.var.admin, right))
      throw new AppError('forbidden', `Je bent niet bevoegd om het veld '${field}' te exporteren.`);
    if (!fullNames && exporter.fullNameFields?.includes(field))
      throw new AppError('validation', accountAreaMessages.fullNameExportRefused(field));
  }
  const params = {
    filter: JSON.parse(JSON.stringify(list.filter)) as Record<string, unknown>,
    sort: list.sort,
  };
  const id = await enqueueExport(db, {
    administratorId: c.var.admin.id,
    collection: exporter.collection,
    exportRoute: list.exportRoute ?? exporter.collection,
    params,
    csvHeaders,
    // The list's exact total, as its Content-Range gives it: a small export takes the fast lane (decision 727).
    rowsTotal: exporter.count ? await exporter.count(db, params) : null,
  });
  announceExport();
  return c.json({ id }, 202);
}
