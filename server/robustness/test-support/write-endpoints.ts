import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { ApiHarness } from '../../test-support/api-harness';
import { SUPERUSER } from '../../test-support/api-harness';
import { webProductBody } from '../../test-support/product-body';

/** One write call of the API with a body it accepts; the properties mutate that body. */
export type WriteEndpoint = {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  valid: unknown;
  as?: string;
};

const first = async <T>(api: ApiHarness, path: string): Promise<T> => {
  const res = await api.as(SUPERUSER)(path, { headers: { range: 'items=0-0' } });
  const body = (await res.json()) as T[];
  if (!body[0]) throw new Error(`no item at ${path}`);
  return body[0];
};

const idOf = async (api: ApiHarness, query: ReturnType<typeof sql>) =>
  (await rowsOf<{ id: number }>(api.db, query))[0]!.id;

/** Every form and action endpoint with a valid body, built from the seeded data. */
export async function writeEndpoints(api: ApiHarness): Promise<WriteEndpoint[]> {
  const account = await first<{ id: number; updatedAt: string }>(api, '/api/accounts');
  const accountItem = await (await api.as(SUPERUSER)(`/api/accounts/${account.id}`)).json();
  const [a, b] = await rowsOf<{ id: number }>(api.db, sql`select id from accounts order by id desc limit 2`);
  const school = await first<{ id: number }>(api, '/api/organisations?type=School');
  const organisation = await (await api.as(SUPERUSER)(`/api/organisations/${school.id}`)).json();
  const distributor = await first<{ id: number }>(api, '/api/organisations?type=Distributeur');
  const publisherId = await idOf(
    api,
    sql`select id from organisations where 'Uitgever' = any(type) order by id limit 1`,
  );
  const product = await first<{ id: number }>(api, '/api/products');
  const productItem = (await (await api.as(SUPERUSER)(`/api/products/${product.id}`)).json()) as Record<
    string,
    unknown
  >;
  // Not the superuser's role: a valid mutation of it would take the fuzzing administrator's rights away.
  const role = await first<{ id: number }>(api, '/api/roles?q=Support');
  const roleItem = await (await api.as(SUPERUSER)(`/api/roles/${role.id}`)).json();
  const admin = await first<{ id: number }>(api, '/api/administrators?q=uitgever');
  const adminItem = await (await api.as(SUPERUSER)(`/api/administrators/${admin.id}`)).json();
  const client = await first<{ id: number }>(api, '/api/oauthclients');
  const clientItem = await (await api.as(SUPERUSER)(`/api/oauthclients/${client.id}`)).json();
  const tlink = await first<{ id: number }>(api, '/api/tlinklicenses?licenseState=AVAILABLE');
  const tlinkItem = (await (await api.as(SUPERUSER)(`/api/tlinklicenses/${tlink.id}`)).json()) as {
    product: { id: number };
    organisation: { id: number } | null;
    startDate: string;
    endDate: string;
    updatedAt: string;
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const tlinkBody = {
    product: tlinkItem.product.id,
    organisation: tlinkItem.organisation?.id ?? school.id,
    account: null,
    distributor: null,
    startDate: day(0),
    endDate: day(30),
    referenceId: 'FUZZ',
    licenseState: 'AVAILABLE',
    amount: 1,
    autoRenew: false,
  };
  const po = await first<{ id: number }>(api, '/api/policenses');
  const ticket = await first<{ key: string }>(api, '/api/supportentries');
  const ean = '9780000000019';
  // The pseudo-id secret is made on first use; make it now, as on any system in use, so the
  // fingerprint does not count it as a write of a refused lookup.
  await api.as(SUPERUSER)(`/api/accounts/${account.id}/idfor/${publisherId}`);

  return [
    {
      name: 'account create',
      method: 'POST',
      path: '/api/accounts',
      valid: {
        email: 'fuzz@example.nl',
        givenName: 'Fuzz',
        first_name: 'Fuzz',
        family_name: 'Tester',
        telephone: '0612345678',
        blackListDate: null,
        rawExternalAccounts: [{ accountType: 'KNF', nameId: 'fuzz-name-id', attributes: { a: 1 } }],
        rawExternalAccountsToDelete: [],
        accessurlsToDelete: [],
      },
    },
    { name: 'account save', method: 'PUT', path: `/api/accounts/${account.id}`, valid: accountItem },
    {
      name: 'account merge',
      method: 'POST',
      path: '/api/accounts/actions/merge',
      valid: { sourceAccountId: a!.id, destinationAccountId: b!.id },
    },
    {
      name: 'product create',
      method: 'POST',
      path: '/api/products',
      valid: { ...webProductBody(ean, publisherId, 'Fuzzmethode online'), browsers: ['CHROME'] },
    },
    { name: 'product save', method: 'PUT', path: `/api/products/${product.id}`, valid: productItem },
    {
      name: 'organisation create',
      method: 'POST',
      path: '/api/organisations',
      valid: {
        esn: 'FUZZ000001',
        name: 'Fuzzschool',
        type: ['School'],
        sector: 'PO',
        brin: '98ZZ',
        instellingBrin: '98ZZ',
        city: 'Zwolle',
      },
    },
    {
      name: 'organisation save',
      method: 'PUT',
      path: `/api/organisations/${school.id}`,
      valid: organisation,
    },
    {
      name: 'organisation style',
      method: 'POST',
      path: '/api/organisationstyles',
      valid: { organisation: { id: school.id }, name: 'THIEME' },
    },
    {
      name: 'role create',
      method: 'POST',
      path: '/api/roles',
      valid: { naam: 'Fuzzrol', rechten: ['gebruikers_inzien'], uitgever: null, isKiesbaar: true },
    },
    { name: 'role save', method: 'PUT', path: `/api/roles/${role.id}`, valid: roleItem },
    {
      name: 'administrator create',
      method: 'POST',
      path: '/api/administrators',
      valid: {
        name: 'Fuzz Beheerder',
        email: 'fuzz.beheerder@example.nl',
        password: 'lang-genoeg-wachtwoord',
        passwordConfirmation: 'lang-genoeg-wachtwoord',
        rol: { id: role.id },
        uitgever: null,
      },
    },
    { name: 'administrator save', method: 'PUT', path: `/api/administrators/${admin.id}`, valid: adminItem },
    {
      name: 'administrator password',
      method: 'POST',
      path: `/api/administrators/${admin.id}/actions/changepassword`,
      valid: { password: 'nog-een-lang-wachtwoord', passwordConfirmation: 'nog-een-lang-wachtwoord' },
    },
    {
      name: 'oauth client create',
      method: 'POST',
      path: '/api/oauthclients',
      valid: {
        clientId: 'fuzz-app',
        displayName: 'Fuzz app',
        rol: 'DistributeurApp',
        redirectUris: 'https://fuzz.example.nl/cb',
        ownerId: distributor.id,
        organisations: [{ id: school.id }],
        eckAccount: null,
      },
    },
    { name: 'oauth client save', method: 'PUT', path: `/api/oauthclients/${client.id}`, valid: clientItem },
    {
      name: 'service window create',
      method: 'POST',
      path: '/api/servicewindows',
      valid: {
        product: product.id,
        startDate: '2026-03-01T08:00',
        endDate: '2026-03-02T08:00',
        redirectAfterSec: 10,
        message: '# Onderhoud\nDe methode is **even** niet bereikbaar.',
      },
    },
    {
      name: 'tlink creation',
      method: 'POST',
      path: '/api/tlinklicenses?amount=2',
      valid: tlinkBody,
    },
    {
      name: 'tlink save',
      method: 'PUT',
      path: `/api/tlinklicenses/${tlink.id}`,
      valid: { ...tlinkBody, startDate: tlinkItem.startDate, endDate: tlinkItem.endDate },
    },
    {
      name: 'tlink reserve',
      method: 'POST',
      path: '/api/tlinklicenses/actions/reserveTLinks',
      valid: [{ organisationId: school.id, productId: product.id, amount: 1 }],
    },
    {
      name: 'adjustGroups',
      method: 'POST',
      path: '/api/policenses/actions/adjustGroups',
      valid: { id: po.id, groepen: '1,2,3' },
    },
    {
      name: 'adjustInvoice',
      method: 'POST',
      path: '/api/invoices/actions/adjustInvoice',
      valid: { invoice: { organisationId: publisherId, year: 2025, month: 3, adjustedTotal: 12_345 } },
    },
    { name: 'support ticket close', method: 'PUT', path: '/api/supportentries', valid: { key: ticket.key } },
    {
      name: 'pseudo id lookup',
      method: 'POST',
      path: `/api/organisations/${publisherId}/actions/getAccountFromPseudoid`,
      valid: { pseudoId: 'abc123' },
    },
  ];
}
