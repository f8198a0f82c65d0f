// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hotkeys from 'hotkeys-js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxChars, msg } from '../../../domain/schemas/rules';
import { ApiError } from '../../api/api-error';
import { MultiSelect, Select } from './choice-fields';
import { DateField } from './date-fields';
import { FormActions } from './form-actions';
import { SchemaForm, UNSAVED_CHANGES_TEXT } from './schema-form';
import { LinesField, NumberField, TextField } from './text-fields';
import { STALE_MESSAGE, useSchemaForm } from './use-schema-form';

const Schema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(msg.required), maxChars(10)),
  attributes: v.object({ first_name: v.pipe(v.string(), maxChars(5)) }),
  amount: v.nullable(v.number(msg.wrongType)),
  uris: v.array(v.pipe(v.string(), v.url(msg.url('URI')))),
  blackListDate: v.union([v.literal(''), v.pipe(v.string(), v.isoDate(msg.invalidDate))], msg.invalidDate),
  kind: v.string(),
  sectors: v.array(v.string()),
});
type Body = v.InferOutput<typeof Schema>;

const initial: v.InferInput<typeof Schema> = {
  email: 'a@b.nl',
  attributes: { first_name: 'Anna' },
  amount: null,
  uris: [],
  blackListDate: '',
  kind: '',
  sectors: [],
};

type Setup = {
  onSubmit?: (body: Body) => Promise<unknown>;
  validateOn?: 'submit' | 'change';
  cancelTo?: string;
};

function AccountLikeForm({ onSubmit, validateOn, cancelTo, saved }: Setup & { saved: Body[] }) {
  const form = useSchemaForm({
    schema: Schema,
    initial,
    ...(validateOn ? { validateOn } : {}),
    onSubmit: async (body) => {
      saved.push(body);
      return onSubmit ? onSubmit(body) : undefined;
    },
  });
  return (
    <SchemaForm form={form} label="Testformulier" {...(cancelTo ? { cancelTo } : {})}>
      <TextField label="E-mail" required {...form.bind('email')} />
      <TextField label="Voornaam" {...form.bind('attributes.first_name')} />
      <NumberField label="Aantal" {...form.bind('amount')} />
      <LinesField label="URI's" {...form.bind('uris')} />
      <DateField label="Blacklistdatum" {...form.bind('blackListDate')} />
      <Select label="Soort" options={[{ value: 'KNF', label: 'KNF' }]} {...form.bind('kind')} />
      <MultiSelect
        label="Sectoren"
        options={[
          { value: 'PO', label: 'PO' },
          { value: 'VO', label: 'VO' },
        ]}
        {...form.bind('sectors')}
      />
      <FormActions />
    </SchemaForm>
  );
}

/** The form at /form inside a router, opened from /list so there is history to go back to. */
async function renderForm(setup: Setup = {}) {
  const saved: Body[] = [];
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    component: () => <h1>Lijst</h1>,
  });
  const formRoute = createRoute({
    getParentRoute: () => root,
    path: '/form',
    component: () => (
      <>
        <AccountLikeForm {...setup} saved={saved} />
        <Link to={'/list' as '/'}>Naar lijst</Link>
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([list, formRoute]),
    history: createMemoryHistory({ initialEntries: ['/list'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Lijst' });
  await act(() => router.navigate({ href: '/form' }));
  await screen.findByRole('form', { name: 'Testformulier' });
  return { saved, router, user: userEvent.setup() };
}

describe('form kit', () => {
  it('validates on submit with the schema’s Dutch messages, linked to the fields', async () => {
    const { saved, user } = await renderForm();
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText('Voornaam'), 'lang');
    // No errors while typing before the first submit.
    expect(screen.queryByText('Veld is verplicht')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Veld is verplicht');
    expect(screen.getByLabelText('Voornaam')).toHaveAccessibleDescription('Mag maximaal 5 tekens zijn');
    expect(saved).toHaveLength(0);
    // After the first submit the errors follow the input.
    await user.type(email, 'x@y.nl');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('submits the parsed output: numbers, lines, dates and choices', async () => {
    const { saved, user } = await renderForm();
    await user.type(screen.getByLabelText('Aantal'), '1,5');
    await user.type(screen.getByLabelText("URI's"), ' https://a.nl \n\nhttps://b.nl');
    await user.type(screen.getByLabelText('Blacklistdatum'), '31-12-2024');
    await user.selectOptions(screen.getByLabelText('Soort'), 'KNF');
    await user.click(screen.getByRole('checkbox', { name: 'VO' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      email: 'a@b.nl',
      attributes: { first_name: 'Anna' },
      amount: 1.5,
      uris: ['https://a.nl', 'https://b.nl'],
      blackListDate: '2024-12-31',
      kind: 'KNF',
      sectors: ['VO'],
    });
  });

  it('says Ongeldige datum for a date that does not exist, and refuses to save it', async () => {
    const { saved, user } = await renderForm();
    const date = screen.getByLabelText('Blacklistdatum');
    await user.type(date, '31-02-2024');
    await user.tab();
    expect(date).toHaveAccessibleDescription('Ongeldige datum');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(saved).toHaveLength(0);
  });

  it('validates on every change with validateOn change', async () => {
    const { user } = await renderForm({ validateOn: 'change' });
    await user.type(screen.getByLabelText('Voornaam'), 'abc');
    expect(screen.getByLabelText('Voornaam')).toHaveAccessibleDescription('Mag maximaal 5 tekens zijn');
    // Fields not touched yet stay quiet.
    expect(screen.getByLabelText(/E-mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('puts the server’s 400 field errors on the fields, until the field changes', async () => {
    const { user } = await renderForm({
      onSubmit: async () => {
        throw new ApiError(400, 'E-mail is al in gebruik', [
          { path: 'email', message: 'E-mail is al in gebruik' },
          { path: 'uris.1', message: 'URI moet een URL zijn' },
        ]);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(await screen.findByText('E-mail is al in gebruik')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('E-mail is al in gebruik');
    expect(screen.getByLabelText("URI's")).toHaveAccessibleDescription('URI moet een URL zijn');
    await user.type(email, 'x');
    expect(screen.queryByText('E-mail is al in gebruik')).toBeNull();
  });

  it('shows the 412 text when someone else changed the item', async () => {
    const { user } = await renderForm({
      onSubmit: async () => {
        throw new ApiError(412, 'Precondition failed');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MESSAGE);
  });

  it('blocks a second submit while the first is pending', async () => {
    let release: () => void = () => {};
    const { saved, user } = await renderForm({
      onSubmit: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const save = screen.getByRole('button', { name: 'Opslaan' });
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Control>}s{/Control}');
    expect(saved).toHaveLength(1);
    expect(save).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(save).toBeEnabled());
  });

  it.each([
    ['Ctrl+S', '{Control>}s{/Control}'],
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
  ])('saves with %s from inside a field', async (_key, keys) => {
    const { saved, user } = await renderForm();
    await user.click(screen.getByLabelText('Voornaam'));
    await user.keyboard(keys);
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('binds its save and leave keys through hotkeys-js while it is shown (issue 20 item 8)', async () => {
    const { router } = await renderForm();
    const bound = () => hotkeys.getAllKeyCodes().map((key) => key.shortcut);
    expect(bound()).toEqual(
      expect.arrayContaining(['ctrl+s', 'command+s', 'ctrl+enter', 'command+enter', 'esc']),
    );
    await act(() => router.navigate({ href: '/list' }));
    await screen.findByRole('heading', { name: 'Lijst' });
    expect(bound()).not.toContain('ctrl+s');
    expect(bound()).not.toContain('esc');
  });

  it('leaves a clean form with Escape and with Annuleren (history back)', async () => {
    const { router, user } = await renderForm();
    await user.keyboard('{Escape}');
    await screen.findByRole('heading', { name: 'Lijst' });
    await act(() => router.navigate({ href: '/form' }));
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await screen.findByRole('heading', { name: 'Lijst' });
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes to cancelTo when given', async () => {
    const { router, user } = await renderForm({ cancelTo: '/list?from=form' });
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await screen.findByRole('heading', { name: 'Lijst' });
    expect(router.state.location.search).toEqual({ from: 'form' });
  });

  it('asks Weet je het zeker? before leaving unsaved changes, and stays on Nee', async () => {
    const { router, user } = await renderForm();
    await user.type(screen.getByLabelText('Voornaam'), 'x');
    await user.click(screen.getByRole('link', { name: 'Naar lijst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_TEXT);
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    // Escape in the open dialog closes the dialog only; it does not leave the form.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    await screen.findByRole('heading', { name: 'Lijst' });
  });

  it('does not ask after a successful save that navigates', async () => {
    const { router, user } = await renderForm({
      onSubmit: async () => {
        await router.navigate({ href: '/list' });
      },
    });
    await user.type(screen.getByLabelText('Voornaam'), 'x');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('heading', { name: 'Lijst' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
