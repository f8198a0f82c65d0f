// @vitest-environment jsdom
process.env.TZ = 'America/New_York';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();

describe('audit log times in a browser in New York', () => {
  it('shows request times on the Amsterdam clock, the days the server filters on', async () => {
    // One audit entry at 02:30 UTC on 1 December: 03:30 that day in Amsterdam, 21:30 the day
    // before in New York.
    const saved = await harness.as(SUPERUSER)('/api/roles', {
      method: 'POST',
      body: JSON.stringify({ naam: 'Datumproef', rechten: ['gebruikers_inzien'], uitgever: null }),
    });
    expect(saved.status).toBe(201);
    await harness.db.execute(sql`update audit_entries
      set requested_on = '2026-12-01T02:30:00Z', signed_in_on = '2026-12-01T02:29:00Z'
      where id = (select max(id) from audit_entries)`);

    renderApp('/audit?startDate=01-12-2026&endDate=01-12-2026', realApi(harness, SUPERUSER));
    const grid = await screen.findByRole('grid', { name: 'Auditlog' });
    const cell = await within(grid).findByText('01-12-2026 03:30:00');
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    await userEvent.setup().click(cell);
    const details = within(screen.getByRole('region', { name: 'Details van het verzoek' }));
    expect(details.getByText('01-12-2026 03:30:00')).toBeInTheDocument();
    expect(details.getByText('01-12-2026 03:29:00')).toBeInTheDocument();
  });
});
