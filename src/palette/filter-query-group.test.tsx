// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '../../commands/command';
import type { Lookup, LookupCall } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import { renderWithQuery } from '../test-support/render';
import { CommandPalette } from './command-palette';

const SUPERUSER: AdminPrincipal = { id: 7, rechten: ['is_superuser'], uitgeverId: null };
const SCHOOLS = [
  { id: 12, name: 'Het Noorderlicht', brin: '12AB' },
  { id: 13, name: 'Noorderlicht Zuid', brin: '13CD' },
];

/** The organisations list call as the server answers it: schools whose name holds the text. */
function schoolLookup() {
  const calls: LookupCall[] = [];
  const lookup: Lookup = async (call) => {
    calls.push(call);
    if (call.path !== 'organisations') return { kind: 'ok', body: [] };
    const q = (call.params?.q ?? '').toLowerCase();
    return { kind: 'ok', body: SCHOOLS.filter((school) => school.name.toLowerCase().includes(q)) };
  };
  return { calls, lookup };
}

/** `fullNames`: the palette provider's answer for this administrator (useMaySeeFullNames). */
function renderPalette(lookup: Lookup, admin = SUPERUSER, fullNames = true) {
  const navigate = vi.fn<ActionContext['navigate']>();
  const onClose = vi.fn();
  renderWithQuery(
    <CommandPalette
      opening={{}}
      onClose={onClose}
      commands={[]}
      admin={admin}
      entityInView={undefined}
      recent={[]}
      fullNames={fullNames}
      lookup={lookup}
      checkColumn={async () => null}
      context={{
        admin,
        navigate,
        call: vi.fn(),
        remove: vi.fn(),
        download: vi.fn(),
        notify: { success: vi.fn(), error: vi.fn() },
      }}
      onJump={vi.fn()}
      ticket={[]}
      onTicket={vi.fn()}
    />,
  );
  return { navigate, onClose, input: screen.getByRole('combobox') };
}

/** A note on screen, not its copy in the live region. */
const note = (text: string | RegExp) => screen.findByText(text, { ignore: 'script, style, [aria-live]' });
const live = () =>
  [...document.querySelectorAll('[aria-live="polite"]')].map((node) => node.textContent).join(' ');

describe('filter queries in the palette', () => {
  it('completes a filter name and value by keyboard, finds the school and opens the typed list', async () => {
    const user = userEvent.setup();
    const { calls, lookup } = schoolLookup();
    const { input, navigate, onClose } = renderPalette(lookup);

    await user.type(input, 'tlinks sta');
    expect(await screen.findByRole('option', { name: /status:/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('tlinks status:');
    await user.type(input, 'act');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('tlinks status:actief ');

    await user.type(input, 'school:"Noorderlicht');
    // Two schools hold the word: both are offered, neither is taken by itself.
    expect(await note("Kies welke school je bedoelt met 'Noorderlicht':")).toBeInTheDocument();
    expect(calls.some((call) => call.params?.type === 'School')).toBe(true);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('tlinks status:actief school:"Het Noorderlicht" ');

    const open = await screen.findByRole('option', {
      name: 'Open TLinks met status: Actief · school: Het Noorderlicht',
    });
    await waitFor(() => expect(open).toHaveAttribute('aria-selected', 'true'));
    expect(live()).toContain('De lijst kan geopend worden.');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(
      { to: '/tlinks', search: { licenseState: ['ACTIVE'], organisation: 12 } },
      { newTab: false },
    );
    expect(onClose).toHaveBeenCalled();
  });

  // As on every other item that leads somewhere: Ctrl+Enter opens it in a new tab; a completion
  // leads nowhere, so Ctrl+Enter completes it as Enter does.
  it('opens the list in a new tab on Ctrl+Enter, and completes a word on Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const { input, navigate, onClose } = renderPalette(schoolLookup().lookup);
    await user.type(input, 'tlinks sta');
    expect(await screen.findByRole('option', { name: /status:/ })).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(input).toHaveValue('tlinks status:');
    await user.type(input, 'actief ');
    const open = await screen.findByRole('option', { name: 'Open TLinks met status: Actief' });
    await waitFor(() => expect(open).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(navigate).toHaveBeenCalledWith(
      { to: '/tlinks', search: { licenseState: ['ACTIVE'] } },
      { newTab: true },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('explains an unknown filter and an unknown value in Dutch, and reads them out', async () => {
    const user = userEvent.setup();
    const { input } = renderPalette(schoolLookup().lookup);
    await user.type(input, 'accounts rol:docent ');
    expect(
      await note(/^Gebruikers kent geen filter 'rol'; bekende filters: contact, voornaam/),
    ).toBeInTheDocument();
    expect(live()).toContain("Gebruikers kent geen filter 'rol'");
    expect(screen.queryByRole('option', { name: /^Open Gebruikers/ })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'licenses state:kapot ');
    expect(await note(/^Onbekende waarde 'kapot' voor status; kies uit: beschikbaar/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /status:actief/ })).toBeInTheDocument();
  });

  // What the server would refuse is not offered, as the list's screen hides it (decision 470).
  it('offers a publisher-bound administrator only the filters their screens show', async () => {
    const user = userEvent.setup();
    const bound: AdminPrincipal = {
      id: 8,
      rechten: ['tlinklicenties_inzien', 'gebruikers_inzien', 'ecklicenties_inzien'],
      uitgeverId: 3,
    };
    const { input } = renderPalette(schoolLookup().lookup, bound, false);
    await user.type(input, 'tlinks s');
    expect(await screen.findByRole('option', { name: /status:/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /school:/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'tlinks ');
    for (const word of ['prod', 'distr', 'uitg']) {
      await user.type(input, word);
      await waitFor(() => expect(live()).toMatch(/resultaten|kent geen filter|aanvulling/));
      expect(screen.queryByRole('option', { name: /^(product|distributeur|uitgever):/ })).toBeNull();
      await user.type(input, '{Backspace>5/}');
    }
    await user.clear(input);
    await user.type(input, 'tlinks product:Rekenen ');
    expect(await note(/^TLinks kent geen filter 'product'/)).toBeInTheDocument();
    // Their publisher does not ask for full names: no name filters on the users list.
    await user.clear(input);
    await user.type(input, 'accounts voornaam:Anna ');
    expect(await note(/^Gebruikers kent geen filter 'voornaam'/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'eck uitgever:Noordhoff ');
    expect(await note(/^ECK licenties kent geen filter 'uitgever'/)).toBeInTheDocument();
  });

  it('says when no school has the name', async () => {
    const user = userEvent.setup();
    const { input } = renderPalette(schoolLookup().lookup);
    await user.type(input, 'eck school:Zonnebloem ');
    expect(await note("Geen school gevonden voor 'Zonnebloem'.")).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Open ECK/ })).not.toBeInTheDocument();
  });
});
