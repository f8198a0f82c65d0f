import { sql } from 'drizzle-orm';
import { DEMO_ROLES } from '../../domain/demo-roles';
import type { AuditObjectType } from '../../domain/enums';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { auditEntries } from '../db/schema/audit';
import { exportJobs } from '../db/schema/exports';
import { serviceWindows } from '../db/schema/products';
import type { AuditedMethod } from '../http/audit';
import { DOWNLOADABLE_DAYS, EXHAUSTED_MESSAGE, FAILED_MESSAGE } from '../jobs/export-queue';
import { bulkInsert, type SeedProgress } from './bulk';
import { DEMO_ADMINISTRATORS } from './demo-administrators';
import { DAY_MS, type Random, SEED_REFERENCE_DATE, seededFaker } from './random';

/**
 * The platform's history: the audit log of two years of administrator requests, the demo
 * administrators' earlier exports and the products' maintenance windows. Each seeder reads what it
 * needs from the database, so the same code fills a fresh seed and an already-seeded database
 * (`npm run seed -- --only audit,exportjobs,servicewindows`).
 */

const HOUR_MS = 60 * 60 * 1000;
const AUDIT_SPAN_DAYS = 730;

type Ids = { first: number; last: number };
type Administrator = { id: number | null; name: string; email: string; rechten: string[] };

/** The demo administrators as the database has them, with their role's rights. */
async function demoAdministrators(db: Db) {
  const rows = await rowsOf<{
    id: number;
    name: string;
    email: string;
    rechten: string[];
    uitgever_id: number | null;
  }>(
    db,
    sql`select a.id, a.name, a.email, r.rechten, a.uitgever_id
        from administrators a join roles r on r.id = a.rol_id
        where a.email in (${sql.join(
          DEMO_ADMINISTRATORS.map((admin) => sql`${admin.email}`),
          sql`, `,
        )})`,
  );
  return DEMO_ADMINISTRATORS.map((demo) => {
    const row = rows.find((r) => r.email === demo.email);
    if (!row) throw new Error(`seed: the demo administrator ${demo.email} is missing`);
    return { ...demo, id: Number(row.id), rechten: row.rechten, publisherId: row.uitgever_id };
  });
}

async function idRange(db: Db, table: string): Promise<Ids | null> {
  const [row] = await rowsOf<{ first: number | null; last: number | null }>(
    db,
    sql`select min(id) as first, max(id) as last from ${sql.identifier(table)}`,
  );
  return row?.first == null ? null : { first: Number(row.first), last: Number(row.last) };
}

/** One kind of audited request: who may make it, on what, and the `request` detail it leaves. */
type AuditKind = {
  objectType: AuditObjectType;
  method: AuditedMethod;
  weight: number;
  roles: readonly (keyof typeof DEMO_ROLES)[];
  table: string | null;
  url: (id: number) => string;
  detail: (random: Random, id: number) => Record<string, unknown>;
};

const STATES = ['ACTIVE', 'BLOCKED', 'INACTIVE'] as const;
const change = (field: string, old: unknown, now: unknown) => ({
  difference: { [field]: { old, new: now } },
});

const AUDIT_KINDS: AuditKind[] = [
  {
    objectType: 'Account',
    method: 'PUT',
    weight: 22,
    roles: ['support', 'superuser'],
    table: 'accounts',
    url: (id) => `/api/accounts/${id}`,
    detail: (random, id) =>
      random.chance(0.5)
        ? change('attributes.email', `leerling${id}@school.example.nl`, `l.${id}@school.example.nl`)
        : change('attributes.groups', ['groep 7'], ['groep 8']),
  },
  {
    objectType: 'TLinkLicense',
    method: 'PUT',
    weight: 20,
    roles: ['support', 'uitgever', 'superuser'],
    table: 'tlink_licenses',
    url: (id) => `/api/tlinklicenses/${id}`,
    detail: (random) => {
      const old = random.pick(STATES);
      return change('licenseState', old, STATES[(STATES.indexOf(old) + 1) % STATES.length]);
    },
  },
  {
    objectType: 'TLinkLicense',
    method: 'POST',
    weight: 6,
    roles: ['uitgever', 'superuser'],
    table: 'products',
    url: () => '/api/tlinklicenses',
    detail: (random, id) => ({ body: { productId: id, amount: random.int(1, 40) * 25 } }),
  },
  {
    objectType: 'Session',
    method: 'DELETE',
    weight: 10,
    roles: ['support'],
    table: 'accounts',
    url: (id) => `/api/accounts/${id}/sessions`,
    detail: (_, id) => ({ removed: { accountId: id } }),
  },
  {
    objectType: 'AccessUrl',
    method: 'DELETE',
    weight: 6,
    roles: ['support'],
    table: 'access_urls',
    url: (id) => `/api/accessurls/${id}`,
    detail: (_, id) => ({ removed: { id, type: 'ACTIVATION' } }),
  },
  {
    objectType: 'SupportEntry',
    method: 'PUT',
    weight: 8,
    roles: ['support'],
    table: 'support_entries',
    url: (id) => `/api/supportentries/${id}`,
    detail: () => change('status', 'open', 'closed'),
  },
  {
    objectType: 'Product',
    method: 'PUT',
    weight: 9,
    roles: ['uitgever', 'superuser'],
    table: 'products',
    url: (id) => `/api/products/${id}`,
    detail: (random) => change('consumerPrice', random.int(10, 60) * 100, random.int(10, 60) * 100 + 50),
  },
  {
    objectType: 'ServiceWindow',
    method: 'POST',
    weight: 3,
    roles: ['uitgever', 'superuser'],
    table: 'products',
    url: () => '/api/servicewindows',
    detail: (_, id) => ({ body: { productId: id, redirectAfterSec: -1, message: 'Gepland onderhoud' } }),
  },
  {
    objectType: 'Organisatie',
    method: 'PUT',
    weight: 4,
    roles: ['superuser'],
    table: 'organisations',
    url: (id) => `/api/organisations/${id}`,
    detail: (random) => change('city', 'Utrecht', random.pick(['Zwolle', 'Assen', 'Breda', 'Delft'])),
  },
  {
    objectType: 'PoLicense',
    method: 'POST',
    weight: 4,
    roles: ['superuser'],
    table: 'po_licenses',
    url: () => '/api/policenses',
    detail: (random, id) => ({ body: { id, amount: random.int(1, 30) } }),
  },
  {
    objectType: 'GenerateLicenseMessage',
    method: 'POST',
    weight: 3,
    roles: ['superuser'],
    table: 'eck_licenses',
    url: (id) => `/api/ecklicenses/${id}/actions/generatelicensemessage`,
    detail: (_, id) => ({ body: { eckLicenseId: id } }),
  },
  {
    objectType: 'WasWordt',
    method: 'POST',
    weight: 2,
    roles: ['superuser'],
    table: null,
    url: () => '/api/waswordtitems/actions/import',
    detail: (random) => ({ body: { attribuut: 'nlEduPersonRealId', rows: random.int(2, 400) } }),
  },
  {
    objectType: 'Beheerder',
    method: 'PUT',
    weight: 2,
    roles: ['superuser'],
    table: 'administrators',
    url: (id) => `/api/administrators/${id}`,
    detail: () => change('rolId', 2, 3),
  },
  {
    objectType: 'OAuthClient',
    method: 'PUT',
    weight: 1,
    roles: ['superuser'],
    table: 'oauth_clients',
    url: (id) => `/api/oauthclients/${id}`,
    detail: () => change('clientSecret', '[gewijzigd]', '[gewijzigd]'),
  },
];

/** Administrators who left: their entries stay (no foreign key), their account is gone (id null). */
const FORMER_ADMINISTRATORS = 30;

/**
 * `count` audit entries over the two years before SEED_REFERENCE_DATE, in time order (ids grow
 * with the request date, as requests come in): half by the demo administrators, half by former
 * ones, each of a kind their role may request, on an object of the seeded tables.
 */
export async function seedAuditEntries(db: Db, count: number, random: Random, onProgress?: SeedProgress) {
  if (count === 0) return;
  const demo = await demoAdministrators(db);
  const faker = seededFaker(20260902);
  const roleKeys = Object.keys(DEMO_ROLES) as (keyof typeof DEMO_ROLES)[];
  const former = Array.from({ length: FORMER_ADMINISTRATORS }, (_, k) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const role = roleKeys[k % roleKeys.length]!;
    const admin: Administrator = {
      id: null,
      name: `${first} ${last}`,
      email: `${`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')}${k}@leskluis.test`,
      rechten: [...DEMO_ROLES[role].rechten],
    };
    return { role, admin };
  });
  // The demo superuser does most, the publisher administrator least (one publisher's products).
  const shares: { role: keyof typeof DEMO_ROLES; admin: Administrator; weight: number }[] = [
    ...demo.map((d, n) => ({ role: d.role, admin: d, weight: [22, 18, 10][n]! })),
    ...former.map((f) => ({ ...f, weight: 50 / FORMER_ADMINISTRATORS })),
  ];
  const ranges = new Map<string, Ids | null>();
  for (const table of new Set(AUDIT_KINDS.map((kind) => kind.table).filter((t) => t !== null)))
    ranges.set(table, await idRange(db, table));
  const publisherProducts = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where organisation_id = ${demo[2]!.publisherId} order by id`,
  );
  const pick = <T extends { weight: number }>(items: T[]): T => {
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    let at = random.next() * total;
    for (const item of items) {
      at -= item.weight;
      if (at < 0) return item;
    }
    return items[items.length - 1]!;
  };
  const kindsOf = new Map(
    roleKeys.map((role) => [role, AUDIT_KINDS.filter((kind) => kind.roles.includes(role))]),
  );
  const start = SEED_REFERENCE_DATE.getTime() - AUDIT_SPAN_DAYS * DAY_MS;
  const step = (AUDIT_SPAN_DAYS * DAY_MS) / count;

  const entries = function* () {
    for (let i = 0; i < count; i++) {
      const who = pick(shares);
      const kind = pick(kindsOf.get(who.role)!);
      const range = kind.table ? ranges.get(kind.table) : null;
      const objectId =
        kind.table === 'products' && who.role === 'uitgever' && publisherProducts.length
          ? Number(random.pick(publisherProducts).id)
          : range
            ? random.int(range.first, range.last)
            : null;
      const requestedOn = new Date(start + i * step + random.next() * step);
      const id = objectId === null ? null : String(objectId);
      const url = kind.url(objectId ?? 0);
      yield {
        requestedOn,
        signedInOn: new Date(requestedOn.getTime() - random.int(1, 240) * 60_000),
        administratorId: who.admin.id,
        adminName: who.admin.name,
        adminEmail: who.admin.email,
        requestType: kind.method,
        objectType: kind.objectType,
        objectId: kind.method === 'POST' && kind.table !== null ? null : id,
        request: {
          [kind.method.toLowerCase()]: {
            info: { id: kind.method === 'POST' ? null : id, objecttype: kind.objectType },
            ...kind.detail(random, objectId ?? 0),
          },
        },
        rechten: who.admin.rechten,
        warning: null,
        url,
      };
    }
  };
  await bulkInsert(db, auditEntries, entries(), { onProgress });
}

/** What each demo role may export (the lists its rights open), by exporter collection. */
const EXPORTABLE: Record<keyof typeof DEMO_ROLES, string[]> = {
  superuser: ['accounts', 'tlinklicenses', 'schoolcontracts', 'contractbalances', 'contractspecifications'],
  support: ['accounts', 'tlinklicenses'],
  uitgever: ['tlinklicenses', 'tlinklicenseschooloverviews'],
};

const EXPORTS_PER_ADMINISTRATOR = 6;

/**
 * A handful of earlier exports per demo administrator, every one finished before
 * SEED_REFERENCE_DATE: finished ones are past their download date and their file is removed (as the
 * clean-up job leaves them; /myexports says so), the others failed with the worker's messages.
 * None is queued or running, so no worker picks a demo job up.
 */
export async function seedExportJobs(db: Db, random: Random, onProgress?: SeedProgress) {
  const demo = await demoAdministrators(db);
  const ref = SEED_REFERENCE_DATE.getTime();
  const jobs = demo.flatMap((admin) =>
    Array.from({ length: EXPORTS_PER_ADMINISTRATOR }, (_, k) => {
      const collection = EXPORTABLE[admin.role][k % EXPORTABLE[admin.role].length]!;
      const createdAt = new Date(
        ref - (EXPORTS_PER_ADMINISTRATOR - k) * 9 * DAY_MS - random.int(0, 600) * 60_000,
      );
      const startedAt = new Date(createdAt.getTime() + random.int(1, 30) * 1000);
      const finishedAt = new Date(startedAt.getTime() + random.int(5, 600) * 1000);
      const rows = random.int(20, 40_000);
      // No file_bytes (null: the file is removed) nor progress columns: the upgrade test seeds a
      // database of migration 0000, which had neither.
      const failed = k % 3 === 2;
      return {
        administratorId: admin.id,
        collection,
        exportRoute: collection,
        params: { filter: {}, sort: { field: 'id', direction: 'ASC' as const } },
        csvHeaders: [{ label: 'Id', field: 'id' }],
        status: failed ? 'failed' : 'finished',
        error: failed ? (k % 2 === 0 ? FAILED_MESSAGE : EXHAUSTED_MESSAGE) : null,
        rowCount: failed ? null : rows,
        createdAt,
        startedAt,
        finishedAt,
        downloadableUntil: failed ? null : new Date(finishedAt.getTime() + DOWNLOADABLE_DAYS * DAY_MS),
        attempts: failed && k % 2 === 1 ? 3 : 1,
      };
    }),
  );
  await bulkInsert(db, exportJobs, jobs, { onProgress });
}

/** The message of the monthly windows: how an already-seeded database tells it has them. */
export const MONTHLY_MAINTENANCE_MESSAGE =
  '**Maandelijks onderhoud**\n\nDe methode is tussen 06:00 en 08:00 niet bereikbaar.';

/**
 * The maintenance history of every web product: a monthly window over the past two years (from 4
 * to 24 of them), a current open-ended outage for one product in seven, and one to three planned
 * windows. Added to the few windows the product seed plans around SEED_REFERENCE_DATE.
 */
export async function seedServiceWindowHistory(db: Db, random: Random, onProgress?: SeedProgress) {
  const web = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where product_type = 'WEB_BROWSER' order by id`,
  );
  const ref = SEED_REFERENCE_DATE.getTime();
  const windows = function* () {
    for (const [index, { id }] of web.entries()) {
      const productId = Number(id);
      const months = 4 + (index % 21);
      for (let m = months; m >= 1; m--) {
        const day = new Date(ref - m * 30 * DAY_MS);
        const startDate = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5));
        const created = new Date(startDate.getTime() - random.int(2, 14) * DAY_MS);
        yield {
          productId,
          startDate,
          endDate: new Date(startDate.getTime() + 2 * HOUR_MS),
          redirectAfterSec: -1,
          message: MONTHLY_MAINTENANCE_MESSAGE,
          createdAt: created,
          updatedAt: created,
        };
      }
      if (index % 7 === 3) {
        const startDate = new Date(ref - random.int(1, 48) * HOUR_MS);
        yield {
          productId,
          startDate,
          endDate: null,
          redirectAfterSec: 15,
          message: '**Storing**\n\nDe methode is niet bereikbaar; we werken aan een oplossing.',
          createdAt: startDate,
          updatedAt: startDate,
        };
      }
      for (let f = 1; f <= 1 + (index % 3); f++) {
        const startDate = new Date(ref + (f * 45 + random.int(0, 20)) * DAY_MS);
        yield {
          productId,
          startDate,
          endDate: new Date(startDate.getTime() + 3 * HOUR_MS),
          redirectAfterSec: 30,
          message: 'Vanwege *onderhoud* is deze methode op deze dag beperkt beschikbaar.',
          createdAt: new Date(ref),
          updatedAt: new Date(ref),
        };
      }
    }
  };
  await bulkInsert(db, serviceWindows, windows(), { onProgress });
}

/** Whether a database already holds a history part's seeded rows (all are dated before SEED_REFERENCE_DATE). */
export async function holdsSeededHistory(db: Db, part: 'audit' | 'exportjobs' | 'servicewindows') {
  const query = {
    audit: sql`select exists (select 1 from audit_entries where requested_on < ${SEED_REFERENCE_DATE}) as held`,
    exportjobs: sql`select exists (select 1 from export_jobs where created_at < ${SEED_REFERENCE_DATE}) as held`,
    servicewindows: sql`select exists (select 1 from service_windows where message = ${MONTHLY_MAINTENANCE_MESSAGE}) as held`,
  }[part];
  const [row] = await rowsOf<{ held: boolean }>(db, query);
  return Boolean(row?.held);
}
