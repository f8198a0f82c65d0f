import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PUBLISHERS_RIGHT } from '../../../domain/organisation-access';
import type { Right } from '../../../domain/rights';
import type { Fixtures } from './fixtures';
import type { Access, CallContext, MatrixRoute, PublisherExpectation } from './matrix-types';
import { needs, pathOf, superuserOnly } from './matrix-types';
import {
  anyAccount,
  freshAccount,
  freshAdminOfA,
  freshClientOfA,
  freshPoOfA,
  freshProductOfA,
  freshRoleOfA,
  freshSchool,
  freshServiceWindowOfA,
  idOf,
  newEan,
  orderOfA,
  productBody,
  productOfA,
  schoolBody,
  schoolId,
  tlinkBody,
} from './targets';

/** A write the other publisher's administrator must not get done: any refusal but a right check. */
const refused = async (res: Response) => {
  expect([400, 404, 409], await res.clone().text()).toContain(res.status);
};

/** A create that a publisher-bound administrator may do, but only for their own publisher. */
const createdForOwnPublisher =
  (read: (body: never) => number | undefined) => async (res: Response, ctx: CallContext) => {
    expect(res.status, await res.clone().text()).toBe(201);
    expect(read((await res.json()) as never)).toBe(ctx.fx.b);
  };

const post = (path: string, body?: unknown) => ({ path, method: 'POST', body });
const put = (path: string, body?: unknown) => ({ path, method: 'PUT', body });
const del = (path: string) => ({ path, method: 'DELETE' });

/** The stored item as the superuser reads it, to send back whole. */
const current = <T = Record<string, unknown>>(ctx: CallContext, path: string) => ctx.fx.su<T>(path);

/** A free TLink of publisher A (no school yet), so a reservation has stock. */
async function freeStockOfA(ctx: CallContext) {
  await ctx.fx.su('/api/tlinklicenses?amount=1', {
    method: 'POST',
    body: { ...(await tlinkBody(ctx.fx)), organisation: null },
  });
}

type Fresh = (fx: Fixtures) => Promise<number>;

/** A DELETE of an object made for the call (`fresh`), at the route's own path. */
function removed(
  route: string,
  access: Access,
  publisher: PublisherExpectation,
  fresh: Fresh,
  holderExtra?: readonly Right[],
): MatrixRoute {
  const call = async (ctx: CallContext) => del(pathOf(route, await fresh(ctx.fx)));
  return { route, access, ok: 204, publisher, holderExtra, call };
}

/** A PUT of an object made for the call (`fresh`): the stored item as read back, with `change` made. */
function changed(
  route: string,
  access: Access,
  publisher: PublisherExpectation,
  fresh: Fresh,
  change: (ctx: CallContext) => Record<string, unknown>,
  holderExtra?: readonly Right[],
): MatrixRoute {
  const call = async (ctx: CallContext) => {
    const path = pathOf(route, await fresh(ctx.fx));
    return put(path, { ...(await current(ctx, path)), ...change(ctx) });
  };
  return { route, access, ok: 200, publisher, holderExtra, call };
}

/** Every POST, PUT and DELETE route (and the secret reset, a GET that writes), with a call that succeeds. */
export const WRITE_ROUTES: MatrixRoute[] = [
  {
    route: 'POST /api/administrators',
    access: needs('beheerders_toevoegen'),
    ok: 201,
    publisher: refused,
    call: async (ctx) => {
      const role = await ctx.fx.su<{ id: number }>('/api/roles', {
        method: 'POST',
        // The holder is staff and hands out a role without publisher; B's administrator is offered A's role.
        body: {
          naam: `Matrix ${ctx.fx.next()}`,
          rechten: ['beheerders_toevoegen'],
          uitgever: ctx.case === 'holder' ? null : { id: ctx.fx.a },
        },
      });
      const password = 'matrix-wachtwoord-1';
      return post('/api/administrators', {
        name: 'Matrix Nieuw',
        email: `matrix-nieuw-${ctx.fx.next()}@leskluis.test`,
        password,
        passwordConfirmation: password,
        rol: { id: role.id },
      });
    },
  },
  changed(
    'PUT /api/administrators/:id',
    needs('beheerders_aanpassen'),
    'notFound',
    freshAdminOfA,
    () => ({ name: 'Matrix Gewijzigd' }),
    ['producten_inzien'],
  ),
  removed('DELETE /api/administrators/:id', needs('beheerders_verwijderen'), 'notFound', freshAdminOfA, [
    'producten_inzien',
  ]),
  {
    route: 'POST /api/administrators/:id/actions/changepassword',
    access: needs('beheerders_aanpassen'),
    ok: 204,
    publisher: 'notFound',
    holderExtra: ['producten_inzien'],
    call: async (ctx) =>
      post(`/api/administrators/${await freshAdminOfA(ctx.fx)}/actions/changepassword`, {
        oldPassword: 'matrix-wachtwoord-1',
        password: 'een-nieuw-wachtwoord-2',
        passwordConfirmation: 'een-nieuw-wachtwoord-2',
      }),
  },
  {
    route: 'POST /api/accounts/actions/merge',
    access: needs('gebruikers_samenvoegen'),
    ok: 200,
    publisher: 'same',
    call: async (ctx) =>
      post('/api/accounts/actions/merge', {
        sourceAccountId: await freshAccount(ctx.fx),
        destinationAccountId: await freshAccount(ctx.fx),
      }),
  },
  {
    route: 'POST /api/accounts',
    access: needs('gebruikers_toevoegen'),
    ok: 201,
    publisher: 'same',
    call: (ctx) => post('/api/accounts', { email: `matrix${ctx.fx.next()}@example.nl`, givenName: 'Matrix' }),
  },
  changed('PUT /api/accounts/:id', needs('gebruikers_aanpassen'), 'same', freshAccount, () => ({
    givenName: 'Gewijzigd',
  })),
  removed('DELETE /api/accounts/:id', superuserOnly, 'forbidden', freshAccount),
  {
    route: 'DELETE /api/accessurls/:id',
    access: needs('accessurls_verwijderen'),
    ok: 204,
    publisher: 'same',
    call: async (ctx) =>
      del(
        `/api/accessurls/${await idOf(ctx.fx, sql`select id from access_urls order by id offset ${ctx.fx.nth('accessurl')} limit 1`)}`,
      ),
  },
  {
    route: 'POST /api/organisations/:publisherId/actions/getAccountFromPseudoid',
    access: needs('beheer_leskluis'),
    ok: 200,
    publisher: 'notFound',
    call: async (ctx) => {
      const account = await anyAccount(ctx.fx);
      const { data } = await ctx.fx.su<{ data: string }>(`/api/accounts/${account}/idfor/${ctx.fx.a}`);
      return post(`/api/organisations/${ctx.fx.a}/actions/getAccountFromPseudoid`, { pseudoId: data });
    },
  },
  {
    route: 'POST /api/organisations',
    access: needs('organisaties_toevoegen'),
    ok: 201,
    publisher: 'same',
    call: (ctx) => post('/api/organisations', schoolBody(ctx.fx)),
  },
  changed('PUT /api/organisations/:id', needs('organisaties_aanpassen'), 'same', freshSchool, () => ({
    city: 'Zwolle',
  })),
  removed('DELETE /api/organisations/:id', needs('organisaties_verwijderen'), 'same', freshSchool),
  {
    route: 'POST /api/organisationstyles',
    access: needs(['organisaties_toevoegen', 'organisaties_aanpassen']),
    // Styles are managed with the publishers right besides (decision 153).
    holderExtra: [PUBLISHERS_RIGHT],
    ok: 201,
    publisher: 'same',
    call: async (ctx) =>
      post('/api/organisationstyles', {
        organisation: { id: await freshSchool(ctx.fx) },
        name: 'THIEME',
      }),
  },
  {
    route: 'PUT /api/organisationstyles/:id',
    access: needs(['organisaties_toevoegen', 'organisaties_aanpassen']),
    // Styles are managed with the publishers right besides (decision 153).
    holderExtra: [PUBLISHERS_RIGHT],
    ok: 200,
    publisher: 'same',
    call: async (ctx) => {
      const organisation = { id: await freshSchool(ctx.fx) };
      const style = await ctx.fx.su<{ id: number; updatedAt: string }>('/api/organisationstyles', {
        method: 'POST',
        body: { organisation, name: 'THIEME' },
      });
      return put(`/api/organisationstyles/${style.id}`, {
        organisation,
        name: 'Leskluis',
        updatedAt: style.updatedAt,
      });
    },
  },
  {
    route: 'POST /api/roles',
    access: needs('rollen_toevoegen'),
    ok: 201,
    publisher: createdForOwnPublisher((role: { uitgever: { id: number } | null }) => role.uitgever?.id),
    call: (ctx) =>
      post('/api/roles', {
        naam: `Matrix ${ctx.fx.next()}`,
        rechten: ['rollen_toevoegen'],
        uitgever: { id: ctx.fx.a },
      }),
  },
  changed(
    'PUT /api/roles/:id',
    needs('rollen_aanpassen'),
    'notFound',
    freshRoleOfA,
    (ctx) => ({ naam: `Matrix ${ctx.fx.next()}` }),
    ['producten_inzien'],
  ),
  removed('DELETE /api/roles/:id', needs('rollen_verwijderen'), 'notFound', freshRoleOfA),
  {
    route: 'POST /api/oauthclients',
    access: needs('oauthclients_leskluis'),
    ok: 201,
    publisher: refused,
    call: (ctx) =>
      post('/api/oauthclients', {
        clientId: `matrix-nieuw-${ctx.fx.next()}`,
        displayName: 'Matrix app',
        rol: 'UitgeverApp',
        redirectUris: 'https://app.example.nl/cb',
        ownerId: ctx.fx.a,
        organisations: [{ id: ctx.fx.a }],
      }),
  },
  {
    route: 'GET /api/oauthclients/:id/reset',
    access: needs('oauthclients_leskluis'),
    ok: 200,
    publisher: 'notFound',
    call: async (ctx) => ({ path: `/api/oauthclients/${await freshClientOfA(ctx.fx)}/reset` }),
  },
  changed('PUT /api/oauthclients/:id', needs('oauthclients_leskluis'), 'notFound', freshClientOfA, () => ({
    displayName: 'Gewijzigd',
  })),
  removed('DELETE /api/oauthclients/:id', needs('oauthclients_leskluis'), 'notFound', freshClientOfA),
  {
    route: 'POST /api/orderdetails/actions/resendAllToPrius',
    access: needs('retry_prius_order'),
    ok: 200,
    publisher: async (res) => {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ requeued: 0 });
    },
    call: async (ctx) => {
      await ctx.fx.db.execute(
        sql`update order_details set prius_status = 'FAILED' where id = ${await orderOfA(ctx.fx)}`,
      );
      return post('/api/orderdetails/actions/resendAllToPrius');
    },
  },
  {
    route: 'POST /api/orderdetails/:id/actions/resendToPrius',
    access: needs('retry_prius_order'),
    ok: 200,
    publisher: 'notFound',
    call: async (ctx) => post(`/api/orderdetails/${await orderOfA(ctx.fx)}/actions/resendToPrius`),
  },
  {
    route: 'POST /api/orders/actions/import',
    access: needs('orders_toevoegen'),
    ok: 201,
    publisher: refused,
    call: async (ctx) => {
      const { ean } = await ctx.fx.su<{ ean: string }>(`/api/products/${await productOfA(ctx.fx)}`);
      const eckAccountId = await idOf(ctx.fx, sql`select id from eck_accounts order by id limit 1`);
      const { name } = await ctx.fx.one<{ name: string }>(
        sql`select name from school_years order by start_date desc limit 1`,
      );
      const query = new URLSearchParams({
        schoolYearName: name,
        eckAccountId: String(eckAccountId),
        referenceId: `MTX-${ctx.fx.next()}`,
      });
      return post(`/api/orders/actions/import?${query}`, {
        delimiter: ';',
        orders: `ean;amount;orderId\r\n${ean};1;MTX-${ctx.fx.next()}\r\n`,
      });
    },
  },
  {
    route: 'POST /api/invoices/actions/adjustInvoice',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: (ctx) =>
      post('/api/invoices/actions/adjustInvoice', {
        invoice: { organisationId: ctx.fx.a, year: 2024, month: 3, adjustedTotal: 12345 },
      }),
  },
  {
    route: 'POST /api/waswordtitems/actions/import',
    access: needs('waswordt_importeren'),
    ok: 200,
    publisher: 'same',
    call: () =>
      post('/api/waswordtitems/actions/import', {
        attribuut: 'nlEduPersonRealId',
        wasWordtItems: [{ was: 'bestaat-niet@00XX', wordt: 'iets@00XX' }],
      }),
  },
  {
    route: 'PUT /api/supportentries',
    access: needs('support_afmelden'),
    ok: 200,
    publisher: 'same',
    call: async (ctx) => {
      const { key } = await ctx.fx.one<{ key: string }>(
        sql`select key from support_entries order by id limit 1`,
      );
      return put('/api/supportentries', { key });
    },
  },
  {
    route: 'POST /api/tlinklicenses/actions/reserveTLinks',
    access: needs('tlinklicenties_reserveren'),
    ok: 200,
    publisher: refused,
    call: async (ctx) => {
      await freeStockOfA(ctx);
      return post('/api/tlinklicenses/actions/reserveTLinks', [
        { organisationId: await schoolId(ctx.fx), productId: await productOfA(ctx.fx), amount: 1 },
      ]);
    },
  },
  {
    route: 'POST /api/tlinklicenses',
    access: needs('tlinklicenties_toevoegen'),
    ok: 201,
    publisher: refused,
    call: async (ctx) => post('/api/tlinklicenses?amount=1', await tlinkBody(ctx.fx)),
  },
  {
    route: 'PUT /api/tlinklicenses/:id',
    access: needs('tlinklicenties_aanpassen'),
    ok: 200,
    publisher: 'notFound',
    call: async (ctx) => {
      const body = await tlinkBody(ctx.fx);
      const [created] = await ctx.fx.su<{ id: number }[]>('/api/tlinklicenses?amount=1', {
        method: 'POST',
        body,
      });
      return put(`/api/tlinklicenses/${created!.id}`, { ...body, amount: 2 });
    },
  },
  {
    route: 'POST /api/generatelicensemessages/actions/retryall',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: () => post('/api/generatelicensemessages/actions/retryall'),
  },
  {
    route: 'POST /api/generatelicensemessages/:id/actions/retry',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: async (ctx) => {
      const id = await idOf(
        ctx.fx,
        sql`select id from license_messages order by id offset ${ctx.fx.nth('message')} limit 1`,
      );
      await ctx.fx.db.execute(
        sql`update license_messages set status = 'Error', delivered_at = null where id = ${id}`,
      );
      return post(`/api/generatelicensemessages/${id}/actions/retry`);
    },
  },
  {
    route: 'POST /api/policenses/actions/adjustGroups',
    access: needs('policenties_groepen_aanpassen'),
    ok: 200,
    publisher: 'notFound',
    call: async (ctx) =>
      post('/api/policenses/actions/adjustGroups', { id: await freshPoOfA(ctx.fx), groepen: '1,2' }),
  },
  removed('DELETE /api/policenses/:id', needs('policenties_verwijderen'), 'notFound', freshPoOfA),
  {
    route: 'POST /api/products/import',
    access: superuserOnly,
    ok: 200,
    publisher: 'forbidden',
    call: async (ctx) => {
      const file = await ctx.fx.su<{ products: Record<string, unknown>[] }>('/api/products/export');
      return post('/api/products/import', {
        ...file,
        products: [{ ...file.products[0], ean: newEan(ctx.fx) }],
      });
    },
  },
  {
    route: 'POST /api/products/actions/import',
    access: needs('producten_toevoegen'),
    ok: 200,
    publisher: refused,
    call: (ctx) => {
      const ean = newEan(ctx.fx);
      const header =
        'ean;title;productType;intendedEndUserRole;introductionDate;endOfLifeDate;productThumbnailLocation;consumerPrice;prices;sectors;chains';
      const row = `${ean};Matrixboek;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/${ean}.png;1500;1500:9;VO;-`;
      return post(`/api/products/actions/import?publisher=${ctx.fx.a}`, {
        delimiter: ';',
        producten: `${header}\r\n${row}\r\n`,
      });
    },
  },
  {
    route: 'POST /api/products',
    access: needs('producten_toevoegen'),
    ok: 201,
    publisher: createdForOwnPublisher((product: { organisation: { id: number } }) => product.organisation.id),
    call: (ctx) => post('/api/products', productBody(ctx.fx)),
  },
  changed('PUT /api/products/:id{[0-9]+}', needs('producten_aanpassen'), 'notFound', freshProductOfA, () => ({
    title: 'Gewijzigd',
  })),
  removed('DELETE /api/products/:id{[0-9]+}', needs('producten_verwijderen'), 'notFound', freshProductOfA),
  {
    route: 'POST /api/servicewindows',
    access: needs('producten_servicewindows_leskluis'),
    ok: 201,
    publisher: refused,
    call: async (ctx) =>
      post('/api/servicewindows', {
        product: await productOfA(ctx.fx),
        startDate: '2031-03-01T08:00',
        endDate: '2031-03-01T10:00',
        redirectAfterSec: '',
        message: 'Onderhoud',
      }),
  },
  changed(
    'PUT /api/servicewindows/:id{[0-9]+}',
    needs('producten_servicewindows_leskluis'),
    'notFound',
    freshServiceWindowOfA,
    () => ({ message: 'Later' }),
  ),
  removed(
    'DELETE /api/servicewindows/:id{[0-9]+}',
    needs('producten_servicewindows_leskluis'),
    'notFound',
    freshServiceWindowOfA,
  ),
  {
    route: 'PUT /idp/account/destroy-session/:id',
    access: needs('gebruikers_sessies_afmelden'),
    ok: 200,
    publisher: 'same',
    call: async (ctx) => put(`/idp/account/destroy-session/${await anyAccount(ctx.fx)}`),
  },
  {
    route: 'DELETE /idp/cache/:id',
    access: needs('oauthclients_leskluis'),
    ok: 204,
    publisher: 'same',
    call: () => del('/idp/cache/matrix-client'),
  },
  {
    route: 'POST /idp/account/resend',
    access: needs('gebruikers_aanpassen'),
    ok: 201,
    publisher: 'same',
    call: async (ctx) => post('/idp/account/resend', { accountId: await freshAccount(ctx.fx) }),
  },
];
