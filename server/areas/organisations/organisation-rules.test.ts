import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../test-support/api-harness';
import { todayInAmsterdam } from './service';

const api = fileApiHarness();

const school = (esn: string, extra: Record<string, unknown>) => ({
  method: 'POST',
  body: JSON.stringify({ esn, name: `ARP-school ${esn}`, type: ['School'], sector: 'VO', ...extra }),
});

describe('organisation arp rule (spec 001 §4)', () => {
  it('sets arpSince to today (Amsterdam) when arp is checked without it, and keeps a date that is given', async () => {
    const created = await api.as(SUPERUSER)('/api/organisations', school('ARP0000001', { arp: true }));
    expect(created.status).toBe(201);
    expect(((await created.json()) as { arpSince: string | null }).arpSince?.slice(0, 10)).toBe(
      todayInAmsterdam(),
    );

    const given = await api.as(SUPERUSER)(
      '/api/organisations',
      school('ARP0000002', { arp: true, arpSince: '2020-05-01' }),
    );
    expect(given.status).toBe(201);
    expect(((await given.json()) as { arpSince: string | null }).arpSince?.slice(0, 10)).toBe('2020-05-01');

    const without = await api.as(SUPERUSER)('/api/organisations', school('ARP0000003', { arp: false }));
    expect(((await without.json()) as { arpSince: string | null }).arpSince ?? null).toBeNull();
  });
});
