import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../../domain/messages';
import { administrators } from '../../db/schema/administrators';
import { exportJobs } from '../../db/schema/exports';
import { MAX_OPEN_EXPORTS } from '../../jobs/export-queue';
import { runPendingExports } from '../../jobs/export-worker';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

/**
 * What one administrator can queue (issue 19 item 7, decision 187): at most MAX_OPEN_EXPORTS exports
 * queued or running; beyond it a Dutch 429 and nothing queued. (Files live in the database since
 * decision 340, so no file modes to check.)
 */
const api = fileApiHarness();

const CSV = { accept: 'text/csv', range: 'items=0-' };
const startExport = (email: string) =>
  api.as(email)(`/api/accounts?csvHeaders=${encodeURIComponent('Id=id|E-mail=email')}`, { headers: CSV });

async function adminId(email: string) {
  const [row] = await api.db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, email));
  return row!.id;
}

const openJobsOf = async (email: string) =>
  api.db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.administratorId, await adminId(email)),
        inArray(exportJobs.status, ['queued', 'running']),
      ),
    );

describe('exports one administrator can queue', () => {
  it('refuses an export past the limit with a Dutch 429 and queues nothing, for that administrator only', async () => {
    for (let n = 0; n < MAX_OPEN_EXPORTS; n += 1) expect((await startExport(SUPPORT)).status).toBe(202);
    const refused = await startExport(SUPPORT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: requestMessages.tooManyExports(MAX_OPEN_EXPORTS) });
    expect(await openJobsOf(SUPPORT)).toHaveLength(MAX_OPEN_EXPORTS);

    // Another administrator's queue is their own.
    expect((await startExport(SUPERUSER)).status).toBe(202);

    // Once the worker has finished them, the administrator may start again.
    await runPendingExports(api.db);
    expect(await openJobsOf(SUPPORT)).toHaveLength(0);
    expect((await startExport(SUPPORT)).status).toBe(202);
  });

  it('lets no more than the limit through when the requests arrive at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 2 * MAX_OPEN_EXPORTS }, () => startExport(PUBLISHER_ADMIN)),
    );
    const statuses = replies.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(MAX_OPEN_EXPORTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(MAX_OPEN_EXPORTS);
    expect(await openJobsOf(PUBLISHER_ADMIN)).toHaveLength(MAX_OPEN_EXPORTS);
  });
});
