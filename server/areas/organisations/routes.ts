import { Hono } from 'hono';
import { isSuperuser } from '../../../domain/rights';
import {
  OrganisationBodySchema,
  OrganisationStyleBodySchema,
  OrganisationStyleFilterSchema,
} from '../../../domain/schemas/organisation';
import {
  ORGANISATION_SORT_FIELDS,
  OrganisationListFilterSchema,
} from '../../../domain/schemas/organisation-filters';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import {
  findOrganisation,
  listOrganisations,
  listSiblings,
  listStyles,
  organisationJson,
  styleJson,
} from './repository';
import {
  createOrganisation,
  createStyle,
  deleteOrganisation,
  updateOrganisation,
  updateStyle,
} from './service';

/**
 * /api/organisations (spec 001 §7). Reading is open to every administrator: organisations are the
 * reference data that licence, product, order and account screens pick from (decision 042).
 * Other areas mount their own sub-routes (`/organisations/:id/invoices`, `/:id/actions/...`) beside
 * this router in app.ts; nothing here claims those paths.
 */
export function organisationRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const filter = parseFilters(c, OrganisationListFilterSchema);
      const sort = sortParam(c, ORGANISATION_SORT_FIELDS, 'updatedAt', 'DESC');
      const page = rangePage(c);
      const { rows, total } = await listOrganisations(db, filter, c.var.admin.uitgeverId, sort, page);
      const withBilling = isSuperuser(c.var.admin);
      return listReply(
        c,
        rows.map((row) => organisationJson(row, withBilling)),
        page.offset,
        total,
      );
    })
    .post('/', requires('organisaties_toevoegen'), async (c) => {
      const body = await parseBody(c, OrganisationBodySchema);
      return c.json(await createOrganisation(c.var.audit.write, c.var.admin, body), 201);
    })
    .get('/:id', async (c) => {
      const row = await findOrganisation(db, parseId(c.req.param('id')), c.var.admin.uitgeverId);
      if (!row) throw new AppError('notFound', 'Opgevraagde organisatie bestaat niet.');
      return c.json(organisationJson(row, isSuperuser(c.var.admin)));
    })
    .get('/:id/siblings', async (c) => {
      const viewer = c.var.admin.uitgeverId;
      const row = await findOrganisation(db, parseId(c.req.param('id')), viewer);
      if (!row) throw new AppError('notFound', 'Opgevraagde organisatie bestaat niet.');
      const withBilling = isSuperuser(c.var.admin);
      return c.json(
        (await listSiblings(db, row, viewer)).map((sibling) => organisationJson(sibling, withBilling)),
      );
    })
    .put('/:id', requires('organisaties_aanpassen'), async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, OrganisationBodySchema);
      return c.json(await updateOrganisation(db, c.var.audit.write, c.var.admin, id, body));
    })
    .delete('/:id', requires('organisaties_verwijderen'), async (c) => {
      await deleteOrganisation(db, c.var.audit.write, c.var.admin, parseId(c.req.param('id')));
      return c.body(null, 204);
    });
}

/**
 * /api/organisationstyles (spec 001 §7): an organisation's styles, managed with the organisation form
 * by those holding the publishers-and-distributors right (checked in the service, decision 153).
 */
export function organisationStyleRoutes(db: Db) {
  const writers = requires({ right: ['organisaties_toevoegen', 'organisaties_aanpassen'] });
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const filter = parseFilters(c, OrganisationStyleFilterSchema);
      const organisation = filter.organisation ? Number(filter.organisation) : null;
      const rows = await listStyles(db, organisation, c.var.admin.uitgeverId);
      return listReply(c, rows.map(styleJson), 0, rows.length);
    })
    .post('/', writers, async (c) => {
      const body = await parseBody(c, OrganisationStyleBodySchema);
      return c.json(await createStyle(db, c.var.audit.write, c.var.admin, body), 201);
    })
    .put('/:id', writers, async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, OrganisationStyleBodySchema);
      return c.json(await updateStyle(db, c.var.audit.write, c.var.admin, id, body));
    });
}
