import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { exportJobs } from '../../db/schema/exports';
import type { Fixtures } from './fixtures';
import type { Access, CallContext, MatrixRoute, PublisherExpectation } from './matrix-types';
import { anyAdmin, needs, open, pathOf, superuserOnly } from './matrix-types';
import {
  adminOfA,
  anyAccount,
  freshClientOfA,
  freshServiceWindowOfA,
  idOf,
  orderOfA,
  productOfA,
  roleOfA,
  tlinkOfA,
} from './targets';

/** A list whose every item belongs to publisher B (`uitgever.id`), as administrators and roles do. */
const onlyOwnPublisher = async (res: Response, ctx: CallContext) => {
  expect(res.status).toBe(200);
  const items = (await res.json()) as { uitgever: { id: number } | null }[];
  for (const item of items) expect(item.uitgever?.id).toBe(ctx.fx.b);
};

/** A list of organisations naming no publisher but B itself. */
const noOtherPublisher = async (res: Response, ctx: CallContext) => {
  expect(res.status).toBe(200);
  const items = (await res.json()) as { id: number; type: string[] }[];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items.filter((org) => org.type.includes('Uitgever'))) expect(item.id).toBe(ctx.fx.b);
};

/** An export job of `adminId` that is still running: its owner gets 409, anyone else 404. */
async function runningJobOf(ctx: CallContext, adminId: number | null) {
  const [job] = await ctx.fx.db
    .insert(exportJobs)
    .values({
      administratorId: adminId!,
      collection: 'products',
      exportRoute: 'products',
      params: { filter: {}, sort: { field: 'title', direction: 'ASC' } },
      csvHeaders: [{ label: 'Titel', field: 'title' }],
      status: 'running',
    })
    .returning();
  return job!.id;
}

/** An invoice month (March 2024) as its year and month parameters. */
const INVOICE_MONTH = [() => 2024, () => 3];
const eckSchoolOfA = (fx: Fixtures) =>
  idOf(
    fx,
    sql`select e.organisation_id as id from eck_licenses e join products p on p.id = e.product_id
        where p.organisation_id = ${fx.a} and e.organisation_id is not null
        and e.license_state = 'AVAILABLE' order by e.id limit 1`,
  );
const poOfA = (fx: Fixtures) =>
  idOf(
    fx,
    sql`select l.id from po_licenses l join products p on p.id = l.product_id where p.organisation_id = ${fx.a} order by l.id desc limit 1`,
  );

/** Roles are read by those who manage roles or administrators (an administrator's form picks one). */
const ROLE_READERS = needs([
  'rollen_inzien',
  'rollen_aanpassen',
  'beheerders_inzien',
  'beheerders_toevoegen',
  'beheerders_aanpassen',
]);

type Target = (fx: Fixtures) => number | string | Promise<number | string>;
const publisherA: Target = (fx) => fx.a;

/**
 * A read the holder gets 200 for, called at the route's own path: its `:params` filled in turn by
 * `params` (objects of publisher A, made or found one after the other), then `query` appended.
 */
function read(
  route: string,
  access: Access,
  publisher: PublisherExpectation,
  params: Target[] = [],
  query?: (fx: Fixtures) => string | Promise<string>,
): MatrixRoute {
  const call = async ({ fx }: CallContext) => {
    const values: (number | string)[] = [];
    for (const param of params) values.push(await param(fx));
    return { path: pathOf(route, ...values) + (query ? await query(fx) : '') };
  };
  return { route, access, ok: 200, publisher, call };
}

/** Every GET route of the app (but the secret reset, which writes): who may call it, and with what. */
export const READ_ROUTES: MatrixRoute[] = [
  read('GET /config.json', open, 'same'),
  read('GET /api/health', open, 'same'),
  read('GET /api/openapi.json', open, 'same'),
  read('GET /api/docs', open, 'same'),
  read('GET /api/docs/init.js', open, 'same'),
  read('GET /api/docs/scalar.js', open, 'same'),
  {
    route: 'ALL /api/*',
    access: anyAdmin,
    ok: 404,
    publisher: 'same',
    call: () => ({ path: '/api/bestaat-niet' }),
  },
  read('GET /api/administrators/me', anyAdmin, 'same'),
  read('GET /api/administrators', needs('beheerders_inzien'), onlyOwnPublisher),
  read('GET /api/administrators/:id', needs('beheerders_inzien'), 'notFound', [adminOfA]),
  read('GET /api/accounts', needs('gebruikers_inzien'), 'same'),
  read('GET /api/accounts/:id', needs('gebruikers_inzien'), 'same', [anyAccount]),
  read('GET /api/accounts/:id/externalaccounts', needs('gebruikers_inzien'), 'same', [anyAccount]),
  read('GET /api/accounts/:id/externalaccounts/', needs('gebruikers_inzien'), 'same', [anyAccount]),
  read(
    'GET /api/accounts/:subject/idfor/:publisherId',
    needs(['gebruikers_inzien', 'beheer_leskluis'], { nonPublisherOnly: true }),
    'forbidden',
    [anyAccount, publisherA],
  ),
  read('GET /api/accounts/:id/activity', needs('gebruikers_inzien'), 'same', [anyAccount]),
  read(
    'GET /api/accounts/:id/logs/merge',
    needs('gebruikers_inzien', { nonPublisherOnly: true }),
    'forbidden',
    [anyAccount],
  ),
  read('GET /api/externalaccounts', needs('gebruikers_inzien'), 'same'),
  read('GET /api/accessurls', needs('gebruikers_inzien'), 'same'),
  read('GET /api/organisations/:id/invoices/:year/:month', needs('factuur_inzien'), 'notFound', [
    publisherA,
    ...INVOICE_MONTH,
  ]),
  read(
    'GET /api/organisations/:id/invoices/:year/:month/productDetails',
    needs('factuur_inzien'),
    'notFound',
    [publisherA, ...INVOICE_MONTH],
  ),
  {
    route: 'GET /api/organisations',
    access: anyAdmin,
    ok: 200,
    // Schools and distributors are shared; of the publishers only B itself (decision 153).
    publisher: noOtherPublisher,
    call: () => ({ path: '/api/organisations?type=Uitgever', headers: { range: 'items=0-999' } }),
  },
  read('GET /api/organisations/:id', anyAdmin, 'notFound', [publisherA]),
  read('GET /api/organisations/:id/siblings', anyAdmin, 'notFound', [publisherA]),
  read('GET /api/organisationstyles', anyAdmin, 'empty', [], async (fx) => `?organisation=${fx.a}`),
  read('GET /api/roles', ROLE_READERS, onlyOwnPublisher),
  read('GET /api/roles/:id', ROLE_READERS, 'notFound', [roleOfA]),
  read('GET /api/oauthclients', needs('oauthclients_leskluis'), 'empty'),
  read('GET /api/oauthclients/:id', needs('oauthclients_leskluis'), 'notFound', [freshClientOfA]),
  read('GET /api/es/auditlog', superuserOnly, 'forbidden'),
  read('GET /api/exportjobs', anyAdmin, 'empty'),
  {
    route: 'GET /api/exportjobs/:id/download',
    access: anyAdmin,
    ok: 409,
    publisher: 'notFound',
    call: async (ctx) => {
      const owner = ctx.case === 'otherPublisher' ? await adminOfA(ctx.fx) : ctx.adminId;
      return {
        path: `/api/exportjobs/${await runningJobOf(ctx, owner ?? (await adminOfA(ctx.fx)))}/download`,
      };
    },
  },
  read('GET /api/logentries', needs('logentries_inzien'), 'same', [], () => '?meldcode=ABC-1234'),
  read('GET /api/schoolcontracts', needs('schooljaarvakcontracten_inzien'), 'empty'),
  read('GET /api/contractbalances', needs('schooljaarvakcontracten_inzien'), 'empty'),
  read('GET /api/contractspecifications', needs('schooljaarvakcontracten_inzien'), 'empty'),
  read('GET /api/orderdetails', needs('orders_inzien'), 'empty'),
  read('GET /api/orderdetails/:id', needs('orders_inzien'), 'notFound', [orderOfA]),
  read('GET /api/orderstockdetails', needs('orderbalans_inzien'), 'empty'),
  read('GET /api/eckaccounts/beheer', needs(['orders_toevoegen', 'orders_inzien']), 'same'),
  read('GET /api/supportentries', needs('support_inzien'), 'same'),
  read(
    'GET /api/tlinklicenses/statusOverview',
    superuserOnly,
    'forbidden',
    [],
    () => '?fromDate=2020-01-01&toDate=2030-12-31',
  ),
  read('GET /api/tlinklicenses', needs('tlinklicenties_inzien'), 'empty'),
  read('GET /api/tlinklicenses/productsummary', needs('tlinklicenties_reserveren'), 'empty'),
  read('GET /api/tlinklicenses/:id', needs('tlinklicenties_inzien'), 'notFound', [tlinkOfA]),
  read(
    'GET /api/tlinklicenseschooloverviews',
    needs(['tlinklicenties_inzien', 'alleen_basispoort_inzien']),
    'empty',
  ),
  read('GET /api/ecklicenses', needs('ecklicenties_inzien'), 'empty'),
  read(
    'GET /api/ecklicenses/summaryOfAvailableEckLicenses/:organisationId',
    needs('ecklicenties_inzien'),
    'empty',
    [eckSchoolOfA],
  ),
  read('GET /api/generatelicensemessages', superuserOnly, 'forbidden'),
  read('GET /api/policenses', needs('policenties_inzien'), 'empty'),
  read('GET /api/policenses/:id', needs('policenties_inzien'), 'notFound', [poOfA]),
  read('GET /api/products/export', superuserOnly, 'forbidden'),
  read('GET /api/products', needs('producten_inzien'), 'empty'),
  read('GET /api/products/:id{[0-9]+}', needs('producten_inzien'), 'notFound', [productOfA]),
  read(
    'GET /api/servicewindows',
    needs('producten_servicewindows_leskluis'),
    'empty',
    [],
    async (fx) => `?product=${await productOfA(fx)}`,
  ),
  read('GET /api/servicewindows/:id{[0-9]+}', needs('producten_servicewindows_leskluis'), 'notFound', [
    freshServiceWindowOfA,
  ]),
  read('GET /api/schoolyears', anyAdmin, 'same'),
];
