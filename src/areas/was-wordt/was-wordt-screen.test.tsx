// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, signedInApi } from '../../test-support/stub-api';

function wasWordtApi(answer: () => Response) {
  const bodies: unknown[] = [];
  const api = signedInApi(administrator(['waswordt_importeren']), {
    '/api/waswordtitems/actions/import': async (_url, request) => {
      bodies.push(await request.json());
      return answer();
    },
  });
  return { api, bodies };
}

describe('/waswordt (spec 001 §2, §5, §8)', () => {
  it('names the row of an error and sends nothing until every row is filled without spaces', async () => {
    const user = userEvent.setup();
    const { api, bodies } = wasWordtApi(() => json([]));
    renderApp('/waswordt', api);
    await user.type(await screen.findByLabelText('Was rij 1'), 'oud 1');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Fout in in de was/wordt op rij 1.')).toBeInTheDocument();
    expect(screen.getByText('Veld bevat spatie(s)')).toBeInTheDocument();
    expect(screen.getByText('Veld mag niet leeg zijn')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('applies the list, says so, then locks every field until Opnieuw beginnen', async () => {
    const user = userEvent.setup();
    const { api, bodies } = wasWordtApi(() =>
      json([{ was: 'oud-1', wordt: 'nieuw-1', info: 'Bijgewerkt: 1 account' }]),
    );
    renderApp('/waswordt', api);
    await user.type(await screen.findByLabelText('Was rij 1'), 'oud-1');
    await user.type(screen.getByLabelText('Wordt rij 1'), 'nieuw-1');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('De Was-Wordt lijst is toegepast.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { attribuut: 'nlEduPersonProfileId', wasWordtItems: [{ was: 'oud-1', wordt: 'nieuw-1' }] },
    ]);

    expect(screen.getByLabelText('Was rij 1')).toBeDisabled();
    expect(screen.getByLabelText('Wordt rij 1')).toBeDisabled();
    expect(screen.getByLabelText(/^Attribuut/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Toepassen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log downloaden' })).toBeInTheDocument();
    expect(screen.getByText('Bijgewerkt: 1 account')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    await waitFor(() => expect(screen.getByLabelText('Was rij 1')).toBeEnabled());
    expect(screen.getByLabelText('Was rij 1')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Toepassen' })).toBeInTheDocument();
  });

  it('refuses a repeated was on its row, before anything is sent', async () => {
    const user = userEvent.setup();
    const { api, bodies } = wasWordtApi(() => json([]));
    renderApp('/waswordt', api);
    await user.type(await screen.findByLabelText('Was rij 1'), 'oud-1');
    await user.type(screen.getByLabelText('Wordt rij 1'), 'nieuw-1');
    await user.click(screen.getByRole('button', { name: 'Rij toevoegen' }));
    await user.type(screen.getByLabelText('Was rij 2'), 'oud-1');
    await user.type(screen.getByLabelText('Wordt rij 2'), 'nieuw-2');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Fout in in de was/wordt op rij 2.')).toBeInTheDocument();
    expect(screen.getByLabelText('Was rij 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Deze waarde komt al eerder voor in de lijst')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('fills the rows from a CSV, and says on the file field why a file is refused', async () => {
    const user = userEvent.setup();
    const { api } = wasWordtApi(() => json([]));
    renderApp('/waswordt', api);
    const file = await screen.findByLabelText('Importeren uit CSV');
    await user.upload(file, new File(['was,wordt\n'], 'lijst.txt', { type: 'text/csv' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription('Alleen .csv-bestanden kunnen worden geïmporteerd.'),
    );
    await user.upload(file, new File(['was,wordt\r\na,b\r\nc,d\r\n'], 'lijst.csv', { type: 'text/csv' }));
    expect(await screen.findByDisplayValue('c')).toHaveAccessibleName('Was rij 2');
    expect(file).not.toHaveAccessibleDescription();
  });

  it("says 'De Was-Wordt-lijst kon niet worden toegepast' with the server message, and keeps the fields open", async () => {
    const user = userEvent.setup();
    const { api } = wasWordtApi(() => json({ message: 'Databank bezet.' }, { status: 500 }));
    renderApp('/waswordt', api);
    await user.type(await screen.findByLabelText('Was rij 1'), 'oud-1');
    await user.type(screen.getByLabelText('Wordt rij 1'), 'nieuw-1');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(
      await screen.findByText('De Was-Wordt-lijst kon niet worden toegepast Databank bezet.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Was rij 1')).toBeEnabled();
  });
});
