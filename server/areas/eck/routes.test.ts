import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EckLicense, LicenseMessage } from '../../../domain/schemas/eck';
import {
  backoffMs,
  deliverDueLicenseMessages,
  type LicenseMessageTransport,
  recordingTransport,
} from '../../jobs/license-message-outbox';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

/** The transport the API's retry action delivers with; a test puts the one it needs in place. */
let transport: LicenseMessageTransport = recordingTransport();
const switchable: LicenseMessageTransport = {
  name: 'switchable',
  deliver: (payload) => transport.deliver(payload),
};

const api = fileApiHarness({ licenseMessageTransport: switchable });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const failing: LicenseMessageTransport = {
  name: 'failing',
  async deliver() {
    throw new Error('HTTP 503 van eck.test');
  },
};

describe('GET /api/ecklicenses', () => {
  it('lists newest first with the reference-id history on the rows that changed', async () => {
    const res = await api.as(SUPERUSER)('/api/ecklicenses', { headers: { range: 'items=0-199' } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as EckLicense[];
    const created = list.map((l) => Date.parse(l.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const historyRes = await api.as(SUPERUSER)('/api/ecklicenses?refHistoryEnabled=true');
    const changed = (await historyRes.json()) as EckLicense[];
    expect(historyRes.status, JSON.stringify(changed)).toBe(200);
    expect(changed.length).toBeGreaterThan(0);
    for (const l of changed) {
      expect(l.eckLicenseReferenceIdTransitions.length).toBeGreaterThan(0);
      expect(l.eckLicenseReferenceIdTransitions[0]!.toReferenceId).toBe(l.referenceId);
    }
  });

  it('maps the Dutch status words onto licence states and searches by user id', async () => {
    const actief = (await (
      await api.as(SUPERUSER)('/api/ecklicenses?statussen=actief')
    ).json()) as EckLicense[];
    for (const l of actief) expect(l.licenseState).toBe('ACTIVE');
    const niet = (await (
      await api.as(SUPERUSER)('/api/ecklicenses?statussen=nietActief&statussen=verlopen')
    ).json()) as EckLicense[];
    for (const l of niet) expect(['AVAILABLE', 'DEACTIVATED', 'EXPIRED']).toContain(l.licenseState);
    const [one] = actief;
    const byUser = (await (
      await api.as(SUPERUSER)(`/api/ecklicenses?q=${one!.userId}`)
    ).json()) as EckLicense[];
    for (const l of byUser) expect(l.userId).toBe(one!.userId);
    expect((await api.as(SUPERUSER)('/api/ecklicenses?statussen=kapot')).status).toBe(400);
  });

  it('needs ecklicenties_inzien and scopes a publisher administrator', async () => {
    expect((await api.as(SUPPORT)('/api/ecklicenses')).status).toBe(403);
    const [publisher] = await rows<{ id: number }>(
      sql`select o.id from organisations o where o.name = 'Uitgeverij Noorderlicht'`,
    );
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from eck_licenses l join products p on p.id = l.product_id where p.organisation_id = ${publisher!.id}`,
    );
    const res = await api.as(SUPERUSER)(`/api/ecklicenses?product.organisation=${publisher!.id}`);
    expect(res.headers.get('content-range')).toMatch(new RegExp(`/${own[0]!.n}$`));
  });

  it('sums the available ECK licences of an organisation per product', async () => {
    const [org] = await rows<{ organisation_id: number; n: number }>(
      sql`select organisation_id, count(*)::int as n from eck_licenses where license_state = 'AVAILABLE' group by organisation_id order by 2 desc limit 1`,
    );
    const summary = (await (
      await api.as(SUPERUSER)(`/api/ecklicenses/summaryOfAvailableEckLicenses/${org!.organisation_id}`)
    ).json()) as { amount: number }[];
    expect(summary.reduce((sum, row) => sum + row.amount, 0)).toBe(org!.n);
    expect((await api.as(PUBLISHER_ADMIN)('/api/ecklicenses')).status).toBe(403);
  });
});

describe('licence messages (superuser)', () => {
  it('lists failed messages only on request and refuses non-superusers', async () => {
    expect((await api.as(SUPPORT)('/api/generatelicensemessages')).status).toBe(403);
    const failed = (await (
      await api.as(SUPERUSER)('/api/generatelicensemessages?showFailedOnly=true', {
        headers: { range: 'items=0-999' },
      })
    ).json()) as LicenseMessage[];
    expect(failed.length).toBeGreaterThan(0);
    for (const m of failed) expect(m.status).toBe('Error');
  });

  it('backs off after a failure, stops after 5, and a retry delivers at once', async () => {
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(4)).toBe(480_000);
    expect(backoffMs(5)).toBeNull();
    const [message] = await rows<{ id: number }>(
      sql`insert into license_messages (reference_id, status, retry_count, next_attempt_at) values ('ECK-TEST-1', 'Pending', 4, now()) returning id`,
    );
    await deliverDueLicenseMessages(api.db, failing, { ids: [message!.id] });
    const [after] = await rows<{ status: string; retry_count: number; next_attempt_at: string | null }>(
      sql`select status, retry_count, next_attempt_at from license_messages where id = ${message!.id}`,
    );
    expect(after).toMatchObject({ status: 'Error', retry_count: 5, next_attempt_at: null });

    transport = failing;
    const stillFailing = await api.as(SUPERUSER)(
      `/api/generatelicensemessages/${message!.id}/actions/retry`,
      {
        method: 'POST',
      },
    );
    expect(stillFailing.status).toBe(200);
    expect(((await stillFailing.json()) as LicenseMessage).status).toBe('Error');

    const recorder = recordingTransport();
    transport = recorder;
    const ok = await api.as(SUPERUSER)(`/api/generatelicensemessages/${message!.id}/actions/retry`, {
      method: 'POST',
    });
    const delivered = (await ok.json()) as LicenseMessage;
    expect(delivered.status).toBe('Success');
    expect(delivered.deliveredAt).not.toBeNull();
    expect(recorder.delivered.map((p) => p.referenceId)).toContain('ECK-TEST-1');

    const again = await api.as(SUPERUSER)(`/api/generatelicensemessages/${message!.id}/actions/retry`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
  });

  it('retries every failed message at once', async () => {
    const res = await api.as(SUPERUSER)('/api/generatelicensemessages/actions/retryall', { method: 'POST' });
    expect(res.status).toBe(200);
    const { retried } = (await res.json()) as { retried: number };
    expect(retried).toBeGreaterThan(0);
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from license_messages where status = 'Error'`,
    );
    expect(left!.n).toBe(0);
    const recorder = recordingTransport();
    await deliverDueLicenseMessages(api.db, recorder);
    expect(recorder.delivered.length).toBeGreaterThanOrEqual(retried);
  });
});

describe('the ECK user id cell (issue 18 D15)', () => {
  it("finds each licence's account through the users list filtered on its ECK iD, not on the short user id", async () => {
    const res = await api.as(SUPERUSER)('/api/ecklicenses', { headers: { range: 'items=0-39' } });
    const sample = ((await res.json()) as EckLicense[]).filter((licence) => licence.eckId && licence.userId);
    expect(sample.length).toBeGreaterThan(20);
    let byEckId = 0;
    let byUserId = 0;
    for (const licence of sample) {
      const find = async (value: string) =>
        (
          (await (
            await api.as(SUPPORT)(`/api/accounts?userid=${encodeURIComponent(value)}`)
          ).json()) as unknown[]
        ).length;
      if ((await find(licence.eckId!)) > 0) byEckId += 1;
      if ((await find(licence.userId!)) > 0) byUserId += 1;
    }
    expect(byEckId).toBe(sample.length);
    expect(byUserId).toBe(0);
  });
});
