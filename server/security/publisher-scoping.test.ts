import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAreaTexts } from '../../domain/schemas/administrator-texts';
import { exportJobs } from '../db/schema/exports';
import { runPendingExports } from '../jobs/export-worker';
import { type Caller, type Fixtures, startFixtures } from './test-support/fixtures';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';
import { freshServiceWindowOfA, productOfA, tlinkOfA } from './test-support/targets';

/**
 * Publisher scoping (decision 101): an administrator bound to publisher B, holding every right but
 * superuser, finds nothing of publisher A through any filter, export job or overview, and changes
 * nothing of it. The same calls by an administrator bound to A find A's data, so no check is vacuous.
 */
let fx: Fixtures;
let outsider: Caller;
let insider: Caller;
let a: { product: number; subject: number; ean: string; code: string; window: number };

beforeAll(async () => {
  fx = await startFixtures();
  outsider = await fx.adminWith(fx.allRightsBut([]), fx.b);
  insider = await fx.adminWith(fx.allRightsBut([]), fx.a);
  const product = await productOfA(fx);
  const { ean } = await fx.one<{ ean: string }>(sql`select ean from products where id = ${product}`);
  const { code } = await fx.one<{ code: string }>(
    sql`select license_code as code from tlink_licenses where id = ${await tlinkOfA(fx)}`,
  );
  const { id: subject } = await fx.one<{ id: number }>(
    sql`select id from products where organisation_id = ${fx.a} and is_subject order by id limit 1`,
  );
  a = { product, subject, ean, code, window: await freshServiceWindowOfA(fx) };
}, SETUP_TIMEOUT);
afterAll(async () => {
  await fx?.api.close();
});

const listOf = async (caller: Caller, target: string) => {
  const res = await fx.send(caller, { path: target, headers: { range: 'items=0-999' } });
  expect(res.status, `${target}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as unknown[];
};

/** List calls whose filters point at publisher A's objects. */
const filteredLists = () => [
  `/api/tlinklicenses?product=${a.product}`,
  `/api/tlinklicenses?publisher=${fx.a}`,
  `/api/tlinklicenses?licenseCode=${a.code}`,
  `/api/tlinklicenses/productsummary?product=${a.product}`,
  `/api/tlinklicenseschooloverviews?product=${a.product}`,
  `/api/ecklicenses?product=${a.product}`,
  `/api/ecklicenses?q=${a.ean}`,
  `/api/policenses?product=${a.product}`,
  `/api/orderdetails?ean=${a.ean}`,
  `/api/orderstockdetails?ean=${a.ean}`,
  `/api/schoolcontracts?subjectId=${a.subject}`,
  `/api/contractbalances?subjectId=${a.subject}`,
  `/api/contractspecifications?subjectId=${a.subject}`,
  `/api/products?ean=${a.ean}`,
  `/api/products?organisation=${fx.a}`,
  `/api/servicewindows?product=${a.product}`,
  `/api/roles?uitgever=${fx.a}`,
  '/api/administrators?q=uitgever@leskluis.test',
];

/** A publisher filter (server/http/publisher-filter.ts) naming publisher A. */
const namesPublisherA = (target: string) =>
  [`publisher=${fx.a}`, `organisation=${fx.a}`, `uitgever=${fx.a}`].some((filter) =>
    target.endsWith(`?${filter}`),
  );

describe('publisher scoping', () => {
  it("finds nothing of another publisher through any list filter, while A's own administrator does", async () => {
    for (const target of filteredLists()) {
      if (namesPublisherA(target)) {
        // Naming another publisher is refused outright (decision 585): nothing of A is found either.
        const res = await fx.send(outsider, { path: target, headers: { range: 'items=0-999' } });
        expect(res.status, target).toBe(403);
      } else expect(await listOf(outsider, target), target).toEqual([]);
      // Specifications are scoped by subject AND specified product; the demo's specifications of A's
      // subjects name other publishers' products, so A's administrator rightly sees none of those.
      if (target.startsWith('/api/contractspecifications')) continue;
      const everything = await listOf({ token: fx.tokens.superuser, adminId: null }, target);
      if (everything.length) expect((await listOf(insider, target)).length, target).toBeGreaterThan(0);
    }
  });

  it('exports no row of another publisher: every CSV export job of B stays empty', async () => {
    // Each list with its first export column (csvHeaders label=field).
    const exports = {
      '/api/tlinklicenses': 'Id=id',
      '/api/tlinklicenseschooloverviews': 'School=schoolName',
      '/api/schoolcontracts': 'Contract=contractReferenceId',
      '/api/contractbalances': 'Contract=contractReferenceId',
      '/api/contractspecifications': 'Contract=contractReferenceId',
    };
    for (const [collection, columns] of Object.entries(exports)) {
      for (const caller of [outsider, insider]) {
        const res = await fx.send(caller, {
          path: `${collection}?csvHeaders=${encodeURIComponent(columns)}`,
          headers: { accept: 'text/csv', range: 'items=0-' },
        });
        expect(res.status, `${collection}: ${await res.clone().text()}`).toBe(202);
        const { id } = (await res.json()) as { id: number };
        await runPendingExports(fx.db);
        const [job] = await fx.db.select().from(exportJobs).where(eq(exportJobs.id, id));
        expect(job!.status, collection).toBe('finished');
        if (caller === outsider) expect(job!.rowCount, collection).toBe(0);
      }
    }
    const [tlinks] = await fx.db
      .select({ rows: exportJobs.rowCount })
      .from(exportJobs)
      .where(eq(exportJobs.administratorId, insider.adminId!))
      .orderBy(exportJobs.id)
      .limit(1);
    expect(tlinks!.rows).toBeGreaterThan(0);
  });

  it("answers 404 for another publisher's invoice and lists none of its available ECK licences", async () => {
    const invoice = await fx.send(outsider, { path: `/api/organisations/${fx.a}/invoices/2024/3` });
    expect(invoice.status).toBe(404);
    const own = await fx.send(insider, { path: `/api/organisations/${fx.a}/invoices/2024/3` });
    expect(own.status).toBe(200);
    const { id: school } = await fx.one<{ id: number }>(sql`
      select e.organisation_id as id from eck_licenses e join products p on p.id = e.product_id
      where p.organisation_id = ${fx.a} and e.license_state = 'AVAILABLE' and e.organisation_id is not null limit 1`);
    const summary = `/api/ecklicenses/summaryOfAvailableEckLicenses/${school}`;
    expect(await listOf(outsider, summary)).toEqual([]);
    expect((await listOf(insider, summary)).length).toBeGreaterThan(0);
  });

  it('changes nothing of another publisher: its organisation, styles and service windows stay as they are', async () => {
    /** The outsider PUTs the stored item back with `change`: another publisher's reads as not there. */
    const refusedPut = async (path: string, change: Record<string, unknown>) => {
      const stored = await fx.su<Record<string, unknown>>(path);
      expect((await fx.send(outsider, { path, method: 'PUT', body: { ...stored, ...change } })).status).toBe(
        404,
      );
      return stored;
    };
    // Another publisher reads like one that does not exist (decision 153).
    const publisher = await refusedPut(`/api/organisations/${fx.a}`, { name: 'Overgenomen' });
    const style = await fx.send(outsider, {
      path: '/api/organisationstyles',
      method: 'POST',
      body: { organisation: { id: fx.a }, name: 'THIEME' },
    });
    expect(style.status).toBe(400);
    expect(await style.json()).toMatchObject({
      errors: [{ path: 'organisation', message: adminAreaTexts.organisationNotFound }],
    });
    const window = await refusedPut(`/api/servicewindows/${a.window}`, { message: 'Overgenomen' });
    expect(await fx.su(`/api/organisations/${fx.a}`)).toEqual(publisher);
    expect(await fx.su(`/api/servicewindows/${a.window}`)).toEqual(window);
  });

  it('links no other publisher to its own OAuth client, answered as for an organisation that does not exist, while schools and itself may be linked', async () => {
    const client = (organisations: number[]) => ({
      path: '/api/oauthclients',
      method: 'POST',
      body: {
        clientId: `eigen-app-${fx.next()}`,
        displayName: 'Eigen app',
        rol: 'UitgeverApp',
        redirectUris: 'https://app.example.nl/cb',
        ownerId: fx.b,
        organisations: organisations.map((id) => ({ id })),
      },
    });
    const linked = await fx.send(outsider, client([fx.b, fx.a]));
    const unknown = await fx.send(outsider, client([fx.b, 999_999]));
    expect(linked.status).toBe(400);
    const unknownBody = (await unknown.json()) as { errors: unknown[] };
    expect(await linked.json()).toEqual(unknownBody);
    expect(unknownBody.errors).toEqual([
      { path: 'organisations', message: adminAreaTexts.organisationNotFound },
    ]);
    const { id: school } = await fx.one<{ id: number }>(
      sql`select id from organisations where 'School' = any(type) order by id limit 1`,
    );
    expect((await fx.send(outsider, client([fx.b, school]))).status).toBe(201);
    // Staff link any organisation.
    const staff = client([fx.a, fx.b]);
    expect((await fx.send({ token: fx.tokens.superuser, adminId: null }, staff)).status).toBe(201);
  });
});
