// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../domain/schemas/account';
import type { ActivityGroup } from '../../../domain/schemas/account-activity';
import { renderApp } from '../../test-support/render-app';
import {
  account,
  administrator,
  callsTo,
  json,
  listPage,
  organisation,
  type StubHandler,
  signedInApi,
} from '../../test-support/stub-api';

const PUBLISHER = { id: 40, name: 'Uitgeverij Noorderlicht', askForVolledigeNaam: true } as never;

function overview(
  rechten: string[],
  options: { account?: Partial<Account>; uitgever?: never; more?: Record<string, StubHandler> } = {},
) {
  return signedInApi(administrator(rechten, options.uitgever ?? null), {
    '/api/accounts/5': () => json(account(5, options.account)),
    ...options.more,
  });
}

const group = (external: boolean): ActivityGroup => ({
  id: 1,
  meldcode: 'ABC-1234',
  timestamp: '2024-03-01T09:15:00.000Z',
  accounts: [5],
  entries: [
    {
      info: 'Licentie opgevraagd door de leeromgeving',
      error: null,
      timestamp: '2024-03-01T09:15:00.000Z',
      external,
    },
    { info: 'Callback succesvol: ok', error: null, timestamp: '2024-03-01T09:16:00.000Z', external: false },
  ],
});

const activity =
  (external: boolean): StubHandler =>
  () =>
    listPage([group(external)]);

describe('account overview: profile house, external activity and the pseudo-id tool (spec 000 §2, §8)', () => {
  it('links the profile house with the pseudoId, teachers to docenten and others to leerlingen, only with profielhuis_acces', async () => {
    const teacher = overview(['gebruikers_inzien', 'profielhuis_acces'], {
      account: { roles: ['teacher'], eduPersonAffiliation: 'employee', pseudoId: 'ps/5' },
    });
    const first = renderApp('/accounts/5/extended-view', teacher);
    const link = await screen.findByRole('link', { name: 'Profielhuis' });
    expect(link).toHaveAttribute('href', 'https://profielhuis.leskluis.nl/docenten?pseudoId=ps%2F5');
    first.unmount();

    const second = renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien', 'profielhuis_acces'], {
        account: { roles: ['student'], pseudoId: 'ps-6' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Profielhuis' })).toHaveAttribute(
      'href',
      'https://profielhuis.leskluis.nl/leerlingen?pseudoId=ps-6',
    );
    second.unmount();

    renderApp('/accounts/5/extended-view', overview(['gebruikers_inzien']));
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profielhuis' })).not.toBeInTheDocument();
  });

  it('highlights activity lines of external origin for staff, and not for a publisher administrator', async () => {
    const staff = renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], { more: { '/api/accounts/5/activity': activity(true) } }),
    );
    const line = await screen.findByText('Licentie opgevraagd door de leeromgeving');
    expect(line.closest('li')).toHaveAttribute('data-external', 'true');
    expect(within(line.closest('li')!).getByText('extern')).toBeInTheDocument();
    expect(screen.getByText('Callback succesvol: ok').closest('li')).not.toHaveAttribute('data-external');
    staff.unmount();

    renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], {
        uitgever: PUBLISHER,
        more: { '/api/accounts/5/activity': activity(true) },
      }),
    );
    const seen = await screen.findByText('Licentie opgevraagd door de leeromgeving');
    expect(seen.closest('li')).not.toHaveAttribute('data-external');
    expect(screen.queryByText('extern')).not.toBeInTheDocument();
  });

  it("asks 'Kies eerst een uitgever.', then says 'Er bestaat geen account voor dit pseudoid' on a 404 and 'Er ging iets fout: {message}' otherwise", async () => {
    let status = 404;
    renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], {
        more: {
          '/api/organisations': () =>
            json([organisation(40, 'Uitgeverij Noorderlicht', ['Uitgever'])], {
              headers: { 'Content-Range': 'items 0-0/1' },
            }),
          '/api/accounts/5/idfor/40': () =>
            status === 200 ? json({ data: 'pseudo-geheim' }) : json({ message: 'kapot' }, { status }),
        },
      }),
    );
    const tool = within(await screen.findByRole('region', { name: 'Pseudo-id genereren' }));
    await userEvent.click(tool.getByRole('button', { name: 'Genereren' }));
    expect(tool.getByRole('alert')).toHaveTextContent('Kies eerst een uitgever.');

    await userEvent.type(tool.getByRole('combobox', { name: 'Uitgever' }), 'Noord');
    await userEvent.click(await screen.findByRole('option', { name: /Uitgeverij Noorderlicht/ }));
    await userEvent.click(tool.getByRole('button', { name: 'Genereren' }));
    expect(await tool.findByRole('alert')).toHaveTextContent('Er bestaat geen account voor dit pseudoid');

    status = 500;
    await userEvent.click(tool.getByRole('button', { name: 'Genereren' }));
    expect(await tool.findByText('Er ging iets fout: kapot')).toBeInTheDocument();

    status = 200;
    await userEvent.click(tool.getByRole('button', { name: 'Genereren' }));
    expect(await tool.findByRole('status', { name: 'Pseudo-id' })).toHaveTextContent('pseudo-geheim');
  });

  it('looks the user of a pseudo id up among gebruikers only (alleenGebruikers)', async () => {
    const api = overview(['gebruikers_inzien'], {
      more: {
        '/api/accounts': () => listPage([account(8, { email: 'piet8@school.test' })]),
      },
    });
    renderApp('/accounts/5/extended-view', api);
    const tool = within(await screen.findByRole('region', { name: 'Pseudo-id genereren' }));
    const user = tool.getByRole('combobox', { name: 'Gebruiker' });
    await userEvent.clear(user);
    await userEvent.type(user, 'piet');
    expect(await screen.findByRole('option', { name: /piet8@school\.test/ })).toBeInTheDocument();
    const lookup = callsTo(api, '/api/accounts').at(-1);
    expect(lookup?.searchParams.get('alleenGebruikers')).toBe('true');
    expect(lookup?.searchParams.get('input')).toBe('piet');
  });

  it('offers no pseudo-id tool and no merge history to a publisher administrator', async () => {
    renderApp('/accounts/5/extended-view', overview(['gebruikers_inzien'], { uitgever: PUBLISHER }));
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pseudo-id genereren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Samenvoeggeschiedenis' })).not.toBeInTheDocument();
  });

  it("starts the activity at 5 groups and adds 5 per 'Meer activiteit' until all are shown, or says 'Geen activiteit gevonden'", async () => {
    const user = userEvent.setup();
    const amounts: string[] = [];
    const groups = (count: number): ActivityGroup[] =>
      Array.from({ length: count }, (_, i) => ({ ...group(false), id: i + 1, meldcode: `ABC-${1000 + i}` }));
    const first = renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], {
        more: {
          '/api/accounts/5/activity': (url) => {
            const amount = url.searchParams.get('amount') ?? '';
            amounts.push(amount);
            const count = Math.min(12, Number(amount));
            return json(groups(count), { headers: { 'Content-Range': `items 0-${count - 1}/12` } });
          },
        },
      }),
    );
    expect(await screen.findByText('ABC-1004')).toBeInTheDocument();
    expect(screen.queryByText('ABC-1005')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meer activiteit' }));
    expect(await screen.findByText('ABC-1009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meer activiteit' }));
    expect(await screen.findByText('ABC-1011')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer activiteit' })).not.toBeInTheDocument();
    expect(amounts).toEqual(['5', '10', '15']);
    first.unmount();

    renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], {
        more: { '/api/accounts/5/activity': () => listPage([]) },
      }),
    );
    expect(await screen.findByText('Geen activiteit gevonden')).toBeInTheDocument();
  });

  it("offers edit and resend with gebruikers_aanpassen, 'Samenvoegen met...' with gebruikers_samenvoegen and ending sessions with gebruikers_sessies_afmelden", async () => {
    const all = renderApp(
      '/accounts/5/extended-view',
      overview([
        'gebruikers_inzien',
        'gebruikers_aanpassen',
        'gebruikers_samenvoegen',
        'gebruikers_sessies_afmelden',
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Gebruiker bewerken' })).toHaveAttribute(
      'href',
      '/accounts/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Samenvoegen met...' })).toHaveAttribute(
      'href',
      '/accounts/merge/5/5',
    );
    expect(screen.getByRole('button', { name: 'Bevestigingslink opnieuw versturen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sessies afmelden' })).toBeInTheDocument();
    all.unmount();

    renderApp('/accounts/5/extended-view', overview(['gebruikers_inzien']));
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gebruiker bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Samenvoegen met...' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Bevestigingslink opnieuw versturen' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sessies afmelden' })).not.toBeInTheDocument();
  });

  it("says 'Kon bevestigingslink niet opnieuw versturen' and 'Er trad een fout op bij het stoppen van sessie {id}. Foutmelding: ...' when the identity provider fails", async () => {
    const user = userEvent.setup();
    const failing = () => json({ message: 'Provider onbereikbaar.' }, { status: 502 });
    renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien', 'gebruikers_aanpassen', 'gebruikers_sessies_afmelden'], {
        more: { '/idp/account/resend': failing, '/idp/account/destroy-session/5': failing },
      }),
    );
    // The header button is the command the palette runs: it asks first, as the palette does.
    await user.click(await screen.findByRole('button', { name: 'Bevestigingslink opnieuw versturen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Ja/ }));
    expect(await screen.findByText('Kon bevestigingslink niet opnieuw versturen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sessies afmelden' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Ja/ }));
    expect(
      await screen.findByText(
        'Er trad een fout op bij het stoppen van sessie 5. Foutmelding: Provider onbereikbaar.',
      ),
    ).toBeInTheDocument();
  });
});
