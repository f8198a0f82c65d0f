// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';
import { RELOAD_LABEL } from './schema-form';
import { STALE_MESSAGE } from './use-schema-form';

/**
 * Issue 20 item 4: a save over someone else's newer save gets 412; the form says so in Dutch and
 * offers 'Opnieuw laden', which shows what is stored now, and the next save succeeds. Proved for a
 * form read by a query hook (role) and one read by its route loader (account).
 */
const harness = fileApiHarness();

async function firstId(query: SQL): Promise<number> {
  const { rows } = (await harness.db.execute(query)) as unknown as { rows: { id: number }[] };
  return rows[0]!.id;
}

/** Types into the field, saves, and expects the 412 text with its reload button. */
async function saveStale(field: HTMLElement, typed: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  const form = screen.getByRole('form');
  const alert = await within(form).findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent(STALE_MESSAGE);
  await user.click(within(alert).getByRole('button', { name: RELOAD_LABEL }));
  return user;
}

describe('a stale save (412) offers to reload', () => {
  it('role form: reload shows the other administrator’s name, then saves', async () => {
    const id = await firstId(sql`select id from roles where uitgever_id is null order by id desc limit 1`);
    const view = renderApp(`/rollen/${id}/edit`, realApi(harness, SUPERUSER));
    const name = await screen.findByLabelText(/^Naam/, {}, { timeout: 20_000 });
    await harness.db.execute(
      sql`update roles set naam = 'Door een ander gewijzigd', updated_at = now() + interval '1 second' where id = ${id}`,
    );
    const user = await saveStale(name, 'Mijn naam');
    await waitFor(() => expect(screen.getByLabelText(/^Naam/)).toHaveValue('Door een ander gewijzigd'));
    expect(screen.queryByText(STALE_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/rollen'), { timeout: 10_000 });
  });

  it('account form (read by its route loader): reload shows the stored e-mail, then saves', async () => {
    const id = await firstId(sql`select id from accounts where email is not null order by id limit 1`);
    const view = renderApp(`/accounts/${id}/edit`, realApi(harness, SUPERUSER));
    const email = await screen.findByLabelText(/^E-mail/, {}, { timeout: 20_000 });
    await harness.db.execute(
      sql`update accounts set email = 'ander@example.nl', updated_at = now() + interval '1 second' where id = ${id}`,
    );
    const user = await saveStale(email, 'mijn@example.nl');
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ander@example.nl'));
    expect(screen.queryByText(STALE_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/accounts/${id}/extended-view`), {
      timeout: 10_000,
    });
  });
});
