// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrowLeftRight, Plus, Trash } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../commands/command';
import { renderInRouter } from '../test-support/render-in-router';
import { administrator, json, stubApi } from '../test-support/stub-api';
import { FloatingActions } from './floating-actions';

const merge: Command = {
  id: 'accounts:merge',
  title: 'Accounts samenvoegen',
  keywords: { nl: [], en: ['merge'] },
  group: 'Acties',
  access: { right: 'gebruikers_samenvoegen' },
  target: { kind: 'route', link: { to: '/accounts/merge' } },
};
const add: Command = {
  id: 'accounts:new',
  title: 'Gebruiker toevoegen',
  keywords: { nl: ['nieuw'], en: [] },
  group: 'Acties',
  access: { right: 'gebruikers_toevoegen' },
  target: { kind: 'route', link: { to: '/accounts/new' } },
};
const removed: string[] = [];
const remove: Command = {
  id: 'accounts:delete',
  title: 'Account verwijderen',
  keywords: { nl: [], en: ['delete'] },
  group: 'Dit item',
  access: { superuserOnly: true },
  scope: 'account',
  target: {
    kind: 'action',
    confirm: () => 'Het account wordt verwijderd.',
    run: (_context, { entity }) => {
      removed.push(entity?.id ?? '');
    },
  },
};

async function renderActions(rechten: string[], withEntity = false) {
  const api = stubApi({ '/api/administrators/me': () => json(administrator(rechten)) });
  const actions = (
    <>
      <h1>Gebruikers</h1>
      <FloatingActions
        actions={[
          { command: merge, icon: <ArrowLeftRight /> },
          { command: add, icon: <Plus /> },
          { command: remove, icon: <Trash />, isDestructive: true },
        ]}
        {...(withEntity ? { entity: { kind: 'account' as const, id: '42', label: 'a@b.nl' } } : {})}
      />
    </>
  );
  const { router } = renderInRouter(actions, api, {
    at: '/accounts',
    others: { '/accounts/new': <h1>Nieuw</h1> },
  });
  await screen.findByRole('heading', { name: 'Gebruikers' });
  return { router, user: userEvent.setup() };
}

describe('floating actions', () => {
  it('shows only the buttons whose command rule the administrator passes', async () => {
    await renderActions(['gebruikers_inzien', 'gebruikers_toevoegen']);
    expect(await screen.findByRole('link', { name: 'Gebruiker toevoegen' })).toHaveAttribute(
      'href',
      '/accounts/new',
    );
    expect(screen.queryByRole('link', { name: 'Accounts samenvoegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account verwijderen' })).toBeNull();
  });

  it('shows nothing without any of the rights', async () => {
    await renderActions(['gebruikers_inzien']);
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('navigates with a route command', async () => {
    const { router, user } = await renderActions(['gebruikers_toevoegen']);
    await user.click(await screen.findByRole('link', { name: 'Gebruiker toevoegen' }));
    await screen.findByRole('heading', { name: 'Nieuw' });
    expect(router.state.location.pathname).toBe('/accounts/new');
  });

  it('runs an action command for the entity in view after Weet je het zeker?', async () => {
    const { user } = await renderActions(['is_superuser'], true);
    expect(await screen.findByRole('link', { name: 'Accounts samenvoegen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    expect(await screen.findByRole('dialog', { name: 'Weet je het zeker?' })).toHaveTextContent(
      'Het account wordt verwijderd.',
    );
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(removed).toEqual(['42']));
  });

  it('leaves out an entity command when no entity of its kind is in view', async () => {
    await renderActions(['is_superuser'], false);
    expect(await screen.findByRole('link', { name: 'Accounts samenvoegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account verwijderen' })).toBeNull();
  });
});
