import { Hono } from 'hono';
import * as v from 'valibot';
import { can, maySeeFullNames } from '../../../domain/rights';
import {
  AmountToCreateSchema,
  ProductSummaryFilterSchema,
  ReserveBodySchema,
  TLINK_SORT_FIELDS,
  TlinkBodySchema,
  TlinkListFilterSchema,
} from '../../../domain/schemas/tlink';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody, parseId, validationError } from '../../http/validate';
import { findTlink, listTlinks, listTlinksByCodes } from './repository';
import { createTlinks, productSummary, reserveTlinks, updateTlink } from './service';
import { tlinkExporter } from './tlink-export';
import { accountNamingOf, tlinkJson } from './tlink-json';

const OBJECT_TYPE = 'TLinkLicense';
const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

function parseAmountToCreate(value: string | undefined): number {
  const result = v.safeParse(AmountToCreateSchema, value ?? '1');
  if (!result.success) {
    const error = validationError(result.issues);
    throw new AppError('validation', error.message, {
      errors: [{ path: 'amountToCreate', message: error.message }],
    });
  }
  return result.output;
}

/** /api/tlinklicenses: TLink licences (spec 001 §2 Licences, §7 TLinks). */
export function tlinkRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('tlinklicenties_inzien'), async (c) => {
      const admin = c.var.admin;
      const filter = parseFilters(c, TlinkListFilterSchema);
      if (filter.account !== undefined && !can(admin, 'gebruikers_inzien'))
        throw new AppError('forbidden', 'Niet bevoegd om op account te filteren.');
      if (filter.product !== undefined && !can(admin, 'producten_inzien'))
        throw new AppError('forbidden', 'Niet bevoegd om op product te filteren.');
      if (filter.distributor !== undefined && !can(admin, DISTRIBUTOR_RIGHT))
        throw new AppError('forbidden', 'Niet bevoegd om op distributeur te filteren.');
      const sort = sortParam(c, TLINK_SORT_FIELDS, 'licenseCode', 'ASC');
      const exportStarted = await startExportIfRequested(c, db, tlinkExporter, {
        filter: { ...filter, scopeUitgeverId: admin.uitgeverId, scopeFullNames: maySeeFullNames(admin) },
        sort,
        exportRoute: 'tlinks',
      });
      if (exportStarted) return exportStarted;
      const page = rangePage(c);
      const { licenseCodes } = filter;
      const { rows, total, notFound } = licenseCodes
        ? await listTlinksByCodes(db, { ...filter, licenseCodes }, admin.uitgeverId, sort, page)
        : { ...(await listTlinks(db, filter, admin.uitgeverId, sort, page)), notFound: undefined };
      return listReply(
        c,
        rows.map((row) => tlinkJson(row, accountNamingOf(admin))),
        page.offset,
        total,
        notFound,
      );
    })
    .get('/productsummary', requires('tlinklicenties_reserveren'), async (c) => {
      const filter = parseFilters(c, ProductSummaryFilterSchema);
      return c.json(await productSummary(db, c.var.admin.uitgeverId, filter));
    })
    .post('/actions/reserveTLinks', requires('tlinklicenties_reserveren'), async (c) => {
      const lines = await parseBody(c, ReserveBodySchema);
      const reserved = await c.var.audit.write({ objectType: OBJECT_TYPE }, (tx, entry) =>
        reserveTlinks(tx, c.var.admin, lines, entry),
      );
      return c.json(reserved);
    })
    .get('/:id', requires('tlinklicenties_inzien'), async (c) => {
      const row = await findTlink(db, parseId(c.req.param('id')), c.var.admin.uitgeverId);
      if (!row) throw new AppError('notFound', 'Opgevraagde TLink bestaat niet.');
      return c.json(tlinkJson(row, accountNamingOf(c.var.admin)));
    })
    .post('/', requires('tlinklicenties_toevoegen'), async (c) => {
      const amountToCreate = parseAmountToCreate(c.req.query('amount'));
      const body = await parseBody(c, TlinkBodySchema);
      const created = await c.var.audit.write({ objectType: OBJECT_TYPE }, (tx, entry) =>
        createTlinks(tx, c.var.admin, body, amountToCreate, entry),
      );
      return c.json(created, 201);
    })
    .put('/:id', requires('tlinklicenties_aanpassen'), async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, TlinkBodySchema);
      const updated = await c.var.audit.write({ objectType: OBJECT_TYPE, id }, (tx, entry) =>
        updateTlink(tx, c.var.admin, id, body, entry),
      );
      return c.json(updated);
    });
}
