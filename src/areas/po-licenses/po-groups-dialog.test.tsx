// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PoLicense } from '../../../domain/schemas/po-license';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi } from '../../test-support/real-api';
import { renderInRouter } from '../../test-support/render-in-router';
import { GROUPS_SAVED, GROUPS_TITLE, PoGroupsDialog } from './po-groups-dialog';

const harness = fileApiHarness();

const adjustCalls = (requests: Request[]) => requests.filter((r) => r.url.endsWith('/adjustGroups'));

describe('the PO groups dialog (a form of the kit in a dialog)', () => {
  it('says what is wrong in Dutch, sends nothing then, and saves the groups with Ctrl-S', async () => {
    const [licence] = (await (await harness.as(SUPERUSER)('/api/policenses')).json()) as PoLicense[];
    const api = realApi(harness, SUPERUSER);
    const closed: number[] = [];
    renderInRouter(<PoGroupsDialog licence={licence!} onClose={() => closed.push(1)} />, api);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: GROUPS_TITLE }));
    const groups = dialog.getByRole('textbox', { name: /Groepen/ });
    await user.clear(groups);
    await user.type(groups, '1,1');
    expect(groups).toHaveAccessibleDescription('Een groep mag maar één keer voorkomen');
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await user.clear(groups);
    await user.type(groups, '9');
    await user.keyboard('{Control>}s{/Control}');
    expect(groups).toHaveAttribute('aria-invalid', 'true');
    expect(adjustCalls(api.requests)).toHaveLength(0);

    await user.clear(groups);
    await user.type(groups, '8, 0,3');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(GROUPS_SAVED, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(closed).toEqual([1]);
    const stored = (await (
      await harness.as(SUPERUSER)(`/api/policenses/${licence!.id}`)
    ).json()) as PoLicense;
    expect(stored.groups).toEqual([0, 3, 8]);
  });

  it('asks before Escape or Annuleren throws away a change', async () => {
    const [licence] = (await (await harness.as(SUPERUSER)('/api/policenses')).json()) as PoLicense[];
    const closed: number[] = [];
    renderInRouter(
      <PoGroupsDialog licence={licence!} onClose={() => closed.push(1)} />,
      realApi(harness, SUPERUSER),
    );
    const user = userEvent.setup();
    const groups = await screen.findByRole('textbox', { name: /Groepen/ });
    await user.type(groups, ',7');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Weet je het zeker?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weet je het zeker?' })).toBeNull());
    expect(closed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(closed).toEqual([1]));
  });
});
