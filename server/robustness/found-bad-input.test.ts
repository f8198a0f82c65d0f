import { beforeAll, describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { refusalChecker } from './test-support/fuzz-kit';

/**
 * The inputs the properties found answering 500 before the fixes of decision 111 (ids beyond
 * PostgreSQL's integer, fractions as ids, NUL characters), kept as fixed cases.
 */
const api = fileApiHarness();
let check: ReturnType<typeof refusalChecker>;
beforeAll(async () => {
  check = refusalChecker(api.db);
}, 120_000);

const dates = { startDate: '2026-01-01', endDate: '2026-02-01', licenseState: 'AVAILABLE' };
const CASES: [method: string, path: string, body?: unknown][] = [
  ['POST', '/api/policenses/actions/adjustGroups', { id: 1e15, groepen: '1' }],
  ['POST', '/api/policenses/actions/adjustGroups', { id: 2_147_483_648, groepen: '1' }],
  ['POST', '/api/servicewindows', { product: 1e20, startDate: '2026-03-01T08:00' }],
  ['POST', '/api/servicewindows', { product: 1.5, startDate: '2026-03-01T08:00' }],
  ['POST', '/api/servicewindows', { product: 1, startDate: '2026-03-01T08:00', message: 'a\u0000b' }],
  ['PUT', '/api/supportentries', { key: 'a\u0000' }],
  ['POST', '/api/accounts', { email: 'x\u0000@example.nl' }],
  ['POST', '/api/accounts', { givenName: 'x\u0000' }],
  [
    'POST',
    '/api/accounts',
    { rawExternalAccounts: [{ accountType: 'KNF', nameId: 'n', attributes: { 'a\u0000': 1 } }] },
  ],
  ['POST', '/api/accounts/actions/merge', { sourceAccountId: 2 ** 53 - 1, destinationAccountId: 1 }],
  [
    'POST',
    '/api/invoices/actions/adjustInvoice',
    { invoice: { organisationId: 1e12, year: 2025, month: 1, adjustedTotal: 1 } },
  ],
  ['POST', '/api/organisationstyles', { organisation: { id: 1e12 }, name: 'THIEME' }],
  ['POST', '/api/roles', { naam: 'x', rechten: ['gebruikers_inzien'], uitgever: { id: 1e12 } }],
  ['POST', '/api/tlinklicenses/actions/reserveTLinks', [{ organisationId: 1e12, productId: 1, amount: 1 }]],
  ['POST', '/api/tlinklicenses', { product: 1e12, ...dates }],
  ['POST', '/api/tlinklicenses', { product: 1, organisation: 1e12, ...dates }],
  ['POST', '/api/tlinklicenses', { product: 1, amount: 1e12, ...dates }],
  ['GET', '/api/accounts/9999999999'],
  ['DELETE', '/api/accounts/9999999999'],
  ['GET', '/api/tlinklicenses?product=9999999999'],
  ['GET', '/api/accounts?input=a%00bcd'],
  ['GET', '/api/supportentries?account=9999999999'],
];

describe('inputs that once reached the database', () => {
  it.each(CASES)('%s %s is refused with a Dutch 4xx and writes nothing', async (method, path, body) => {
    const { status } = await check(
      () => api.as(SUPERUSER)(path, body === undefined ? { method } : { method, body: JSON.stringify(body) }),
      `${method} ${path}`,
    );
    expect(status).toBeGreaterThanOrEqual(400);
  });
});
