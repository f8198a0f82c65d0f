import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { administrators, roles } from '../../db/schema/administrators';
import { exportJobs } from '../../db/schema/exports';
import { csvRecordLine, valueAt } from '../../http/csv';
import { removeExpiredFiles } from '../../jobs/export-file-store';
import { runPendingExports } from '../../jobs/export-worker';
import { EXPORTERS } from '../../jobs/exporters';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { exportFileText } from '../../test-support/export-run';
import { EXPIRED_MESSAGE, FILE_MISSING_MESSAGE } from './routes';

const api = fileApiHarness({ scale: 0.02 });
const NO_LIST_RIGHT = 'logboek@leskluis.test';

beforeAll(async () => {
  await api.db
    .update(accounts)
    .set({ firstName: '=HYPERLINK("http://x")', familyName: 'de Vries; Jansen' })
    .where(eq(accounts.id, 1));
  const [rol] = await api.db
    .insert(roles)
    .values({ naam: 'Alleen logboek', rechten: ['logentries_inzien'] })
    .returning();
  await api.db
    .insert(administrators)
    .values({ name: 'Logboek', email: NO_LIST_RIGHT, passwordHash: 'x', rolId: rol!.id });
});

const as =
  (email: string) =>
  async (url: string, headers: Record<string, string> = {}) =>
    api.app.request(url, { headers: { authorization: `Bearer ${await api.tokenFor(email)}`, ...headers } });

const CSV = { accept: 'text/csv', range: 'items=0-' };
const HEADERS =
  'Id=id|E-mail=email|Voornaam=attributes.first_name|Achternaam=attributes.family_name|BRIN=nlEduPersonHomeOrganizationId';

type Job = {
  id: number;
  hasFinished: boolean;
  status: string;
  url: string | null;
  rowCount: number | null;
  rowsTotal: number | null;
  downloadableUntil: string | null;
  exportRoute: string;
};

async function startExport(email: string, query: string) {
  const res = await as(email)(`/api/accounts?${query}&csvHeaders=${encodeURIComponent(HEADERS)}`, CSV);
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: number }).id;
}

const jobsOf = async (email: string) => (await (await as(email)('/api/exportjobs')).json()) as Job[];
const dataLines = (csv: string) => csv.split('\r\n').slice(1, -1);
/** Every id of the JSON list, in its order, page by page. */
async function listIds(query: string, email = SUPPORT) {
  const ids: number[] = [];
  for (let start = 0; ; start += 1000) {
    const res = await as(email)(`/api/accounts?${query}`, { range: `items=${start}-${start + 999}` });
    const page = ((await res.json()) as { id: number }[]).map((row) => row.id);
    ids.push(...page);
    if (page.length < 1000) return ids;
  }
}

describe('CSV export of a list (DESIGN §4)', () => {
  it('starts a job, runs it, and the owner downloads an Excel-ready file with every row in list order', async () => {
    const all = await listIds('');
    const id = await startExport(SUPPORT, '');
    const queued = (await jobsOf(SUPPORT)).find((job) => job.id === id)!;
    // The total is known when the export is queued: the claim's fast lane for small ones (decision 727).
    expect(queued).toMatchObject({
      hasFinished: false,
      status: 'queued',
      url: null,
      exportRoute: 'accounts',
      rowsDone: 0,
      rowsTotal: all.length,
    });

    expect(await runPendingExports(api.db, { pageSize: 137 })).toBe(1);
    const [job] = await jobsOf(SUPPORT);
    expect(job).toMatchObject({
      id,
      hasFinished: true,
      status: 'finished',
      rowCount: all.length,
      rowsDone: all.length,
      rowsTotal: all.length,
      url: `/api/exportjobs/${id}/download`,
    });
    const days = (Date.parse(job!.downloadableUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const res = await as(SUPPORT)(job!.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="accounts-/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    expect(csv.split('\r\n')[0]).toBe('Id;E-mail;Voornaam;Achternaam;BRIN');
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = dataLines(csv);
    expect(lines.map((line) => Number(line.split(';')[0]))).toEqual(all);
    const first = lines.find((line) => line.startsWith('1;'))!;
    expect(first).toContain(`"'=HYPERLINK(""http://x"")";"de Vries; Jansen"`);
  });

  it("gives every export kind its total as it starts: the list's Content-Range total (a publisher-bound administrator sees only overviews)", async () => {
    const kinds = [
      [SUPERUSER, 'schoolcontracts', 'Contract=contractReferenceId'],
      [SUPERUSER, 'contractbalances', 'Contract=contractReferenceId|Actief=active'],
      [SUPERUSER, 'contractspecifications', 'Contract=contractReferenceId|Product=productEan'],
      [SUPERUSER, 'tlinklicenseschooloverviews', 'School=schoolName|Totaal=total'],
      [PUBLISHER_ADMIN, 'tlinklicenseschooloverviews', 'School=schoolName|Totaal=total'],
    ] as const;
    for (const [email, list, headers] of kinds) {
      const range = (await as(email)(`/api/${list}`, { range: 'items=0-0' })).headers.get('content-range');
      const total = Number(range?.split('/')[1]);
      expect(total, `${list} as ${email}`).toBeGreaterThan(0);
      const res = await as(email)(`/api/${list}?csvHeaders=${encodeURIComponent(headers)}`, CSV);
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: number };
      await runPendingExports(api.db, { pageSize: 7 });
      const job = (await jobsOf(email)).find((row) => row.id === id);
      expect(job, `${list} as ${email}`).toMatchObject({
        status: 'finished',
        rowCount: total,
        rowsTotal: total,
      });
    }
  });

  it('exports only the filtered rows in the requested order, nullable sort columns included', async () => {
    // The school-year filter needs schooljaarvakcontracten_inzien, which the superuser holds.
    const id = await startExport(SUPERUSER, 'schoolYear=3&sort=ASC-email');
    await runPendingExports(api.db, { pageSize: 7 });
    const csv = await (await as(SUPERUSER)(`/api/exportjobs/${id}/download`)).text();
    const ids = dataLines(csv).map((line) => Number(line.split(';')[0]));
    expect(ids.length).toBeGreaterThan(7);
    expect(ids).toEqual(await listIds('schoolYear=3&sort=ASC-email', SUPERUSER));
    const desc = await startExport(SUPPORT, 'sort=DESC-email');
    await runPendingExports(api.db, { pageSize: 9 });
    const descCsv = await (await as(SUPPORT)(`/api/exportjobs/${desc}/download`)).text();
    expect(dataLines(descCsv).map((line) => Number(line.split(';')[0]))).toEqual(
      await listIds('sort=DESC-email'),
    );
  });

  it('writes every account field as the CSV cell of the list JSON value, dates as decision 162 (text made by the database)', async () => {
    await api.db
      .update(accounts)
      .set({ blackListDate: '2026-03-01', roles: ['leerling', '+31 6', 'a"b'], telephone: '+31612345678' })
      .where(eq(accounts.id, 2));
    // Through the registry, as the export worker finds it: another area's module stays its own.
    const accountExporter = EXPORTERS.accounts!;
    const fields = accountExporter.fields;
    const headers = fields.map((field) => `${field}=${field}`).join('|');
    const query = 'sort=ASC-id';
    const res = await as(SUPERUSER)(`/api/accounts?${query}&csvHeaders=${encodeURIComponent(headers)}`, CSV);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: number };
    await runPendingExports(api.db, { pageSize: 250 });
    const [job] = await api.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    const csv = (await exportFileText(api.db, job!.id)).slice(1);
    const json: object[] = [];
    for (let start = 0; ; start += 1000) {
      const page = (await (
        await as(SUPERUSER)(`/api/accounts?${query}`, { range: `items=${start}-${start + 999}` })
      ).json()) as object[];
      json.push(...page);
      if (page.length < 1000) break;
    }
    const expected = json.map((row) => csvRecordLine(row, fields, accountExporter.dates));
    expect(dataLines(csv).map((line) => `${line}\r\n`)).toEqual(expected);
    // The sample holds what makes a difference: links, roles, block dates, both flags.
    const present = (field: string, value: unknown) => json.some((row) => valueAt(row, field) === value);
    expect(present('accessurlPresent', true) && present('accessurlPresent', false)).toBe(true);
    expect(json.some((row) => (valueAt(row, 'roles') as string[]).length > 0)).toBe(true);
    expect(json.some((row) => valueAt(row, 'blackListDate') !== null)).toBe(true);
  });

  it('shows a job and its file only to its owner', async () => {
    const id = await startExport(SUPPORT, 'sort=ASC-email');
    await runPendingExports(api.db);
    expect((await jobsOf(SUPERUSER)).map((job) => job.id)).not.toContain(id);
    expect((await as(SUPERUSER)(`/api/exportjobs/${id}/download`)).status).toBe(404);
    expect((await as(SUPPORT)(`/api/exportjobs/${id}/download`)).status).toBe(200);
  });

  it('lists the own jobs newest first, oldest first on ASC-createdAt, page by page (/myexports on the list kit)', async () => {
    const first = await startExport(SUPPORT, 'sort=ASC-id');
    const second = await startExport(SUPPORT, 'sort=DESC-id');
    await runPendingExports(api.db);
    const ids = async (sort: string, range = 'items=0-99') =>
      ((await (await as(SUPPORT)(`/api/exportjobs?sort=${sort}`, { range })).json()) as Job[]).map(
        (job) => job.id,
      );
    const newest = await ids('DESC-createdAt');
    expect(newest.indexOf(second)).toBeLessThan(newest.indexOf(first));
    expect(await ids('ASC-createdAt')).toEqual([...newest].reverse());
    const res = await as(SUPPORT)('/api/exportjobs?sort=ASC-createdAt', { range: 'items=1-1' });
    expect(res.headers.get('Content-Range')).toBe(`items 1-1/${newest.length}`);
    expect(((await res.json()) as Job[]).map((job) => job.id)).toEqual([newest.at(-2)]);
  });

  it('refuses the download after downloadableUntil with 410, and before the job finished with 409', async () => {
    const id = await startExport(SUPPORT, 'sort=DESC-email');
    expect((await as(SUPPORT)(`/api/exportjobs/${id}/download`)).status).toBe(409);
    await runPendingExports(api.db);
    await api.db
      .update(exportJobs)
      .set({ downloadableUntil: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, id));
    const res = await as(SUPPORT)(`/api/exportjobs/${id}/download`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: EXPIRED_MESSAGE });
    expect((await jobsOf(SUPPORT)).find((job) => job.id === id)!.url).toBeNull();
    // The cleanup removes the expired file from the database; the answer stays the same.
    expect(await removeExpiredFiles(api.db)).toBeGreaterThanOrEqual(1);
    expect(await exportFileText(api.db, id)).toBe('');
    const after = await as(SUPPORT)(`/api/exportjobs/${id}/download`);
    expect(after.status).toBe(410);
    expect(await after.json()).toEqual({ message: EXPIRED_MESSAGE });
  });

  it('says the file is no longer there, not that it expired, for a file kept on disk before decision 340', async () => {
    const id = await startExport(SUPPORT, 'sort=DESC-email');
    await api.db
      .update(exportJobs)
      .set({
        status: 'finished',
        filePath: `${id}.csv`,
        finishedAt: new Date(),
        downloadableUntil: new Date(Date.now() + 86_400_000),
      })
      .where(eq(exportJobs.id, id));
    const res = await as(SUPPORT)(`/api/exportjobs/${id}/download`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: FILE_MISSING_MESSAGE });
    expect((await jobsOf(SUPPORT)).find((job) => job.id === id)!.url).toBeNull();
  });

  it('refuses unknown export fields, a missing csvHeaders, and an administrator without the list right', async () => {
    const unknown = await as(SUPPORT)(
      `/api/accounts?csvHeaders=${encodeURIComponent('Hash=passwordHash')}`,
      CSV,
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      "Onbekend exportveld 'passwordHash'.",
    );
    expect((await as(SUPPORT)('/api/accounts', CSV)).status).toBe(400);
    const forbidden = await as(NO_LIST_RIGHT)(`/api/accounts?csvHeaders=${encodeURIComponent(HEADERS)}`, CSV);
    expect(forbidden.status).toBe(403);
    expect(await jobsOf(NO_LIST_RIGHT)).toEqual([]);
  });

  it('lists export jobs by the list conventions, newest first', async () => {
    const res = await as(SUPPORT)('/api/exportjobs', { range: 'items=0-1' });
    const jobs = (await res.json()) as Job[];
    expect(jobs).toHaveLength(2);
    expect(jobs[0]!.id).toBeGreaterThan(jobs[1]!.id);
    expect(res.headers.get('content-range')).toMatch(/^items 0-1\/\d+$/);
    expect((await as(SUPPORT)('/api/exportjobs?status=klaar')).status).toBe(400);
  });
});
