// @vitest-environment jsdom
process.env.TZ = 'America/New_York';

import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi, sqlRows } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();
const rows = <T,>(query: ReturnType<typeof sql>) => sqlRows<T>(harness, query);

describe('account overview dates in a browser in New York', () => {
  it("shows the TLink days entered and 'Aangemaakt' as in Amsterdam", async () => {
    const [pick] = await rows<{ account: number; product: number; school: number }>(sql`
      select (select id from accounts order by id limit 1) as account,
             (select p.id from products p left join license_models m on m.product_id = p.id
               where p.end_of_life_date > '2027-08-01' and not p.is_subject
                 and (m.license_activation_type is distinct from 'PERIODE' or m.activatable_until is not null)
               order by p.id limit 1) as product,
             (select id from organisations where 'School' = any(type) order by id limit 1) as school`);
    const created = await harness.as(SUPERUSER)('/api/tlinklicenses?amount=1', {
      method: 'POST',
      body: JSON.stringify({
        product: pick!.product,
        organisation: pick!.school,
        account: pick!.account,
        distributor: null,
        startDate: '2026-12-01',
        endDate: '2027-06-30',
        licenseState: 'ACTIVE',
        amount: 1,
        autoRenew: false,
      }),
    });
    expect(created.status).toBe(201);
    const [licence] = (await created.json()) as TlinkLicense[];
    // 02:30 UTC on 14 July is 04:30 in Amsterdam and 22:30 the day before in New York.
    await harness.db.execute(
      sql`update accounts set created_at = '2026-07-14T02:30:00Z' where id = ${pick!.account}`,
    );

    renderApp(`/accounts/${pick!.account}/extended-view`, realApi(harness, SUPERUSER));
    const createdField = (await screen.findByText('Aangemaakt')).parentElement as HTMLElement;
    expect(createdField).toHaveTextContent('14-07-2026 04:30');
    const tlinks = within(await screen.findByRole('region', { name: 'TLinks' }));
    const row = (await tlinks.findByText(licence!.licenseCode)).closest('tr') as HTMLElement;
    expect(within(row).getByText('01-12-2026')).toBeInTheDocument();
    expect(within(row).getByText('30-06-2027')).toBeInTheDocument();
  });
});
