import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { exportJobs } from '../../db/schema/exports';
import type { CallContext, MatrixRoute } from './matrix-types';
import { anyAdmin, needs, open, superuserOnly } from './matrix-types';
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

const INVOICE = '2024/3';
const eckSchoolOfA = (ctx: CallContext) =>
  idOf(
    ctx.fx,
    sql`select e.organisation_id as id from eck_licenses e join products p on p.id = e.product_id
        where p.organisation_id = ${ctx.fx.a} and e.organisation_id is not null
        and e.license_state = 'AVAILABLE' order by e.id limit 1`,
  );

/** Every GET route of the app (but the secret reset, which writes): who may call it, and with what. */
export const READ_ROUTES: MatrixRoute[] = [
  {
    route: 'GET /config.json',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/config.json' }),
  },
  {
    route: 'GET /api/health',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/health' }),
  },
  {
    route: 'GET /api/openapi.json',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/openapi.json' }),
  },
  {
    route: 'GET /api/docs',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/docs' }),
  },
  {
    route: 'GET /api/docs/init.js',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/docs/init.js' }),
  },
  {
    route: 'GET /api/docs/scalar.js',
    access: open,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/docs/scalar.js' }),
  },
  {
    route: 'ALL /api/*',
    access: anyAdmin,
    ok: 404,
    publisher: 'same',
    call: () => ({ path: '/api/bestaat-niet' }),
  },
  {
    route: 'GET /api/administrators/me',
    access: anyAdmin,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/administrators/me' }),
  },
  {
    route: 'GET /api/administrators',
    access: needs('beheerders_inzien'),
    ok: 200,
    publisher: onlyOwnPublisher,
    call: () => ({ path: '/api/administrators' }),
  },
  {
    route: 'GET /api/administrators/:id',
    access: needs('beheerders_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/administrators/${await adminOfA(fx)}` }),
  },
  {
    route: 'GET /api/accounts',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/accounts' }),
  },
  {
    route: 'GET /api/accounts/:id',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}` }),
  },
  {
    route: 'GET /api/accounts/:id/externalaccounts',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}/externalaccounts` }),
  },
  {
    route: 'GET /api/accounts/:id/externalaccounts/',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}/externalaccounts/` }),
  },
  {
    route: 'GET /api/accounts/:subject/idfor/:publisherId',
    access: needs(['gebruikers_inzien', 'beheer_leskluis'], { nonPublisherOnly: true }),
    ok: 200,
    publisher: 'forbidden',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}/idfor/${fx.a}` }),
  },
  {
    route: 'GET /api/accounts/:id/activity',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}/activity` }),
  },
  {
    route: 'GET /api/accounts/:id/logs/merge',
    access: needs('gebruikers_inzien', { nonPublisherOnly: true }),
    ok: 200,
    publisher: 'forbidden',
    call: async ({ fx }) => ({ path: `/api/accounts/${await anyAccount(fx)}/logs/merge` }),
  },
  {
    route: 'GET /api/externalaccounts',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/externalaccounts' }),
  },
  {
    route: 'GET /api/accessurls',
    access: needs('gebruikers_inzien'),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/accessurls' }),
  },
  {
    route: 'GET /api/organisations/:id/invoices/:year/:month',
    access: needs('factuur_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: ({ fx }) => ({ path: `/api/organisations/${fx.a}/invoices/${INVOICE}` }),
  },
  {
    route: 'GET /api/organisations/:id/invoices/:year/:month/productDetails',
    access: needs('factuur_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: ({ fx }) => ({ path: `/api/organisations/${fx.a}/invoices/${INVOICE}/productDetails` }),
  },
  {
    route: 'GET /api/organisations',
    access: anyAdmin,
    ok: 200,
    // Schools and distributors are shared; of the publishers only B itself (decision 153).
    publisher: noOtherPublisher,
    call: () => ({ path: '/api/organisations?type=Uitgever', headers: { range: 'items=0-999' } }),
  },
  {
    route: 'GET /api/organisations/:id',
    access: anyAdmin,
    ok: 200,
    publisher: 'notFound',
    call: ({ fx }) => ({ path: `/api/organisations/${fx.a}` }),
  },
  {
    route: 'GET /api/organisations/:id/siblings',
    access: anyAdmin,
    ok: 200,
    publisher: 'notFound',
    call: ({ fx }) => ({ path: `/api/organisations/${fx.a}/siblings` }),
  },
  {
    route: 'GET /api/organisationstyles',
    access: anyAdmin,
    ok: 200,
    publisher: 'empty',
    call: ({ fx }) => ({ path: `/api/organisationstyles?organisation=${fx.a}` }),
  },
  {
    route: 'GET /api/roles',
    access: needs([
      'rollen_inzien',
      'rollen_aanpassen',
      'beheerders_inzien',
      'beheerders_toevoegen',
      'beheerders_aanpassen',
    ]),
    ok: 200,
    publisher: onlyOwnPublisher,
    call: () => ({ path: '/api/roles' }),
  },
  {
    route: 'GET /api/roles/:id',
    access: needs([
      'rollen_inzien',
      'rollen_aanpassen',
      'beheerders_inzien',
      'beheerders_toevoegen',
      'beheerders_aanpassen',
    ]),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/roles/${await roleOfA(fx)}` }),
  },
  {
    route: 'GET /api/oauthclients',
    access: needs('oauthclients_leskluis'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/oauthclients' }),
  },
  {
    route: 'GET /api/oauthclients/:id',
    access: needs('oauthclients_leskluis'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/oauthclients/${await freshClientOfA(fx)}` }),
  },
  {
    route: 'GET /api/es/auditlog',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: () => ({ path: '/api/es/auditlog' }),
  },
  {
    route: 'GET /api/exportjobs',
    access: anyAdmin,
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/exportjobs' }),
  },
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
  {
    route: 'GET /api/logentries',
    access: needs('logentries_inzien'),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/logentries?meldcode=ABC-1234' }),
  },
  {
    route: 'GET /api/schoolcontracts',
    access: needs('schooljaarvakcontracten_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/schoolcontracts' }),
  },
  {
    route: 'GET /api/contractbalances',
    access: needs('schooljaarvakcontracten_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/contractbalances' }),
  },
  {
    route: 'GET /api/contractspecifications',
    access: needs('schooljaarvakcontracten_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/contractspecifications' }),
  },
  {
    route: 'GET /api/orderdetails',
    access: needs('orders_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/orderdetails' }),
  },
  {
    route: 'GET /api/orderdetails/:id',
    access: needs('orders_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/orderdetails/${await orderOfA(fx)}` }),
  },
  {
    route: 'GET /api/orderstockdetails',
    access: needs('orderbalans_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/orderstockdetails' }),
  },
  {
    route: 'GET /api/eckaccounts/beheer',
    access: needs(['orders_toevoegen', 'orders_inzien']),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/eckaccounts/beheer' }),
  },
  {
    route: 'GET /api/supportentries',
    access: needs('support_inzien'),
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/supportentries' }),
  },
  {
    route: 'GET /api/tlinklicenses/statusOverview',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: () => ({ path: '/api/tlinklicenses/statusOverview?fromDate=2020-01-01&toDate=2030-12-31' }),
  },
  {
    route: 'GET /api/tlinklicenses',
    access: needs('tlinklicenties_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/tlinklicenses' }),
  },
  {
    route: 'GET /api/tlinklicenses/productsummary',
    access: needs('tlinklicenties_reserveren'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/tlinklicenses/productsummary' }),
  },
  {
    route: 'GET /api/tlinklicenses/:id',
    access: needs('tlinklicenties_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/tlinklicenses/${await tlinkOfA(fx)}` }),
  },
  {
    route: 'GET /api/tlinklicenseschooloverviews',
    access: needs(['tlinklicenties_inzien', 'alleen_basispoort_inzien']),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/tlinklicenseschooloverviews' }),
  },
  {
    route: 'GET /api/ecklicenses',
    access: needs('ecklicenties_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/ecklicenses' }),
  },
  {
    route: 'GET /api/ecklicenses/summaryOfAvailableEckLicenses/:organisationId',
    access: needs('ecklicenties_inzien'),
    ok: 200,
    publisher: 'empty',
    call: async (ctx) => ({
      path: `/api/ecklicenses/summaryOfAvailableEckLicenses/${await eckSchoolOfA(ctx)}`,
    }),
  },
  {
    route: 'GET /api/generatelicensemessages',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: () => ({ path: '/api/generatelicensemessages' }),
  },
  {
    route: 'GET /api/policenses',
    access: needs('policenties_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/policenses' }),
  },
  {
    route: 'GET /api/policenses/:id',
    access: needs('policenties_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({
      path: `/api/policenses/${await idOf(fx, sql`select l.id from po_licenses l join products p on p.id = l.product_id where p.organisation_id = ${fx.a} order by l.id desc limit 1`)}`,
    }),
  },
  {
    route: 'GET /api/products/export',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: () => ({ path: '/api/products/export' }),
  },
  {
    route: 'GET /api/products',
    access: needs('producten_inzien'),
    ok: 200,
    publisher: 'empty',
    call: () => ({ path: '/api/products' }),
  },
  {
    route: 'GET /api/products/:id{[0-9]+}',
    access: needs('producten_inzien'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/products/${await productOfA(fx)}` }),
  },
  {
    route: 'GET /api/servicewindows',
    access: needs('producten_servicewindows_leskluis'),
    ok: 200,
    publisher: 'empty',
    call: async ({ fx }) => ({ path: `/api/servicewindows?product=${await productOfA(fx)}` }),
  },
  {
    route: 'GET /api/servicewindows/:id{[0-9]+}',
    access: needs('producten_servicewindows_leskluis'),
    ok: 200,
    publisher: 'notFound',
    call: async ({ fx }) => ({ path: `/api/servicewindows/${await freshServiceWindowOfA(fx)}` }),
  },
  {
    route: 'GET /api/schoolyears',
    access: anyAdmin,
    ok: 200,
    publisher: 'same',
    call: () => ({ path: '/api/schoolyears' }),
  },
];
