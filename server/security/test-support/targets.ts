import { sql } from 'drizzle-orm';
import { webProductBody } from '../../test-support/product-body';
import type { Fixtures } from './fixtures';

/**
 * What the matrix's calls point at. Reads return an existing object of publisher A; `fresh...`
 * creates a new one (as the superuser) for a call that changes or removes it, so every case of a
 * write route has a target of its own.
 */

/** A new 13-digit EAN with a valid GS1 check digit, unique within one test file. */
export function newEan(fx: Fixtures): string {
  const body = `97899${String(fx.next()).padStart(7, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const idOf = async (fx: Fixtures, query: ReturnType<typeof sql>) =>
  (await fx.one<{ id: number }>(query)).id;

export const productOfA = (fx: Fixtures) =>
  idOf(
    fx,
    sql`select id from products where organisation_id = ${fx.a} and not is_subject order by id limit 1`,
  );

export const tlinkOfA = (fx: Fixtures) =>
  idOf(
    fx,
    sql`select t.id from tlink_licenses t join products p on p.id = t.product_id
        where p.organisation_id = ${fx.a} order by t.id limit 1`,
  );

export const orderOfA = (fx: Fixtures) =>
  idOf(
    fx,
    sql`select d.id from order_details d join products p on p.id = d.product_id
        where p.organisation_id = ${fx.a} order by d.id limit 1`,
  );

export const roleOfA = (fx: Fixtures) =>
  idOf(fx, sql`select id from roles where uitgever_id = ${fx.a} order by id limit 1`);

export const adminOfA = (fx: Fixtures) =>
  idOf(fx, sql`select id from administrators where uitgever_id = ${fx.a} order by id limit 1`);

export const anyAccount = (fx: Fixtures) => idOf(fx, sql`select id from accounts order by id limit 1`);

export const schoolId = (fx: Fixtures) =>
  idOf(fx, sql`select id from organisations where 'School' = any(type) order by id limit 1`);

/** The next PO licence of publisher A that no earlier call has used. */
export async function freshPoOfA(fx: Fixtures): Promise<number> {
  return idOf(
    fx,
    sql`select l.id from po_licenses l join products p on p.id = l.product_id
        where p.organisation_id = ${fx.a} order by l.id offset ${fx.nth('po')} limit 1`,
  );
}

/** A valid WEB_BROWSER product body of publisher A. */
export function productBody(fx: Fixtures, ean = newEan(fx)) {
  return { ...webProductBody(ean, fx.a, 'Matrixmethode online'), browsers: ['CHROME'] };
}

export async function freshProductOfA(fx: Fixtures): Promise<number> {
  return (await fx.su<{ id: number }>('/api/products', { method: 'POST', body: productBody(fx) })).id;
}

/** A TLink licence body for a product of A at a school. */
export async function tlinkBody(fx: Fixtures) {
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    product: await productOfA(fx),
    organisation: await schoolId(fx),
    account: null,
    distributor: null,
    startDate: today,
    endDate: end,
    licenseState: 'AVAILABLE',
    amount: 1,
    autoRenew: false,
  };
}

export async function freshRoleOfA(fx: Fixtures): Promise<number> {
  const body = { naam: `Matrix A ${fx.next()}`, uitgever: { id: fx.a }, rechten: ['producten_inzien'] };
  return (await fx.su<{ id: number }>('/api/roles', { method: 'POST', body })).id;
}

export async function freshAdminOfA(fx: Fixtures): Promise<number> {
  const password = 'matrix-wachtwoord-1';
  const body = {
    name: `Matrix A ${fx.next()}`,
    email: `matrix-a-${fx.next()}@leskluis.test`,
    password,
    passwordConfirmation: password,
    rol: { id: await freshRoleOfA(fx) },
    uitgever: { id: fx.a },
  };
  return (await fx.su<{ id: number }>('/api/administrators', { method: 'POST', body })).id;
}

export async function freshClientOfA(fx: Fixtures): Promise<number> {
  const body = {
    clientId: `matrix-app-${fx.next()}`,
    displayName: 'Matrix app',
    rol: 'UitgeverApp',
    redirectUris: 'https://app.example.nl/cb',
    ownerId: fx.a,
    organisations: [{ id: fx.a }],
  };
  return (await fx.su<{ id: number }>('/api/oauthclients', { method: 'POST', body })).id;
}

export async function freshServiceWindowOfA(fx: Fixtures): Promise<number> {
  const body = {
    product: await productOfA(fx),
    startDate: '2030-03-01T08:00',
    endDate: '2030-03-01T10:00',
    redirectAfterSec: '',
    message: 'Onderhoud',
  };
  return (await fx.su<{ id: number }>('/api/servicewindows', { method: 'POST', body })).id;
}

export function schoolBody(fx: Fixtures) {
  const n = fx.next();
  return {
    esn: `MTX${String(n).padStart(6, '0')}`,
    name: `Matrixschool ${n}`,
    type: ['School'],
    sector: 'PO',
  };
}

export async function freshSchool(fx: Fixtures): Promise<number> {
  return (await fx.su<{ id: number }>('/api/organisations', { method: 'POST', body: schoolBody(fx) })).id;
}

export async function freshAccount(fx: Fixtures): Promise<number> {
  const body = { email: `matrix${fx.next()}@example.nl`, givenName: 'Matrix' };
  return (await fx.su<{ id: number }>('/api/accounts', { method: 'POST', body })).id;
}
