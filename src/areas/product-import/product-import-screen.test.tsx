// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, type StubApi, signedInApi } from '../../test-support/stub-api';

type RowProblem = { fieldName: string; error: { huidigeWaarde: string; error: string } };

/** The import's answer about a file with one refused row, beside the EANs it would add. */
const refusedRow = (row: number, ean: string, errors: RowProblem[], added: string[] = []) => ({
  failed: [{ row, ean, errors }],
  added,
  updated: [],
  unchanged: [],
  applied: false,
});

/** Opens /productimport over `api` and imports `text` as producten.csv. */
async function importFile(api: StubApi, text: string) {
  renderApp('/productimport', api);
  const input = await screen.findByLabelText('CSV-bestand', undefined, { timeout: 20_000 });
  const user = userEvent.setup();
  await user.upload(input, new File([text], 'producten.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Importeren' }));
  return user;
}

describe('/productimport file choice in the form kit (spec 001 §5: only .csv accepted)', () => {
  it("refuses a .txt file with the spec's text and sends nothing", async () => {
    const api = signedInApi(administrator(['producten_toevoegen', 'producten_inzien']));
    renderApp('/productimport', api);
    const input = await screen.findByLabelText('CSV-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      input,
      new File(['ean;title\r\n9780000001009;Boek\r\n'], 'producten.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(input).toHaveAccessibleDescription('Er is geen bestand geselecteerd'));
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(input).toHaveAccessibleDescription('Er is geen bestand geselecteerd');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((request) => request.url.includes('products/actions/import'))).toBe(false);
  });
});

describe('/productimport result (spec 001 §2, decision 052)', () => {
  it('lists each problem of a refused row in the kit table: row, EAN, field, current value, error', async () => {
    const api = signedInApi(administrator(['producten_toevoegen', 'producten_inzien']), {
      '/api/products/actions/import': () =>
        json(
          refusedRow(2, '9780000001009', [
            { fieldName: 'title', error: { huidigeWaarde: '', error: 'Veld mag niet leeg zijn' } },
          ]),
        ),
    });
    await importFile(api, 'ean;title\r\n9780000001009;\r\n');
    const table = await screen.findByRole('table', { name: 'Fouten' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '9780000001009', 'title', '', 'Veld mag niet leeg zijn']);
  });
});

describe('/productimport on the form kit (issue 20 item 4)', () => {
  it("sends the file's text with the chosen delimiter, then only the valid rows when asked", async () => {
    const bodies: { url: URL; body: unknown }[] = [];
    const api = signedInApi(administrator(['producten_toevoegen', 'producten_inzien']), {
      '/api/products/actions/import': async (url, request) => {
        bodies.push({ url, body: await request.json() });
        const onlyValid = url.searchParams.get('onlyValid') === 'true';
        return json({
          failed: [
            {
              row: 2,
              ean: '0123',
              errors: [{ fieldName: 'ean', error: { huidigeWaarde: '0123', error: 'Ongeldige EAN' } }],
            },
          ],
          added: ['9780000001009'],
          updated: [],
          unchanged: [],
          applied: onlyValid,
        });
      },
    });
    renderApp('/productimport', api);
    const input = await screen.findByLabelText('CSV-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup();
    const delimiter = screen.getByLabelText('Scheidingsteken');
    await user.clear(delimiter);
    await user.type(delimiter, ',');
    const text = 'ean,title\r\n9780000001009,Boek\r\n0123,Kapot\r\n';
    await user.upload(input, new File([text], 'producten.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    const result = await screen.findByRole('region', { name: 'Resultaat van de import' });
    expect(result).toHaveTextContent('Er is niets gewijzigd: 1 rij(en) bevatten fouten.');
    await user.click(within(result).getByRole('button', { name: 'Alleen de geldige rijen importeren (1)' }));
    await waitFor(() =>
      expect(result).toHaveTextContent('1 toegevoegd, 0 bijgewerkt, 1 met fouten overgeslagen.'),
    );
    expect(bodies.map(({ url, body }) => [url.searchParams.get('onlyValid'), body])).toEqual([
      [null, { delimiter: ',', producten: text }],
      ['true', { delimiter: ',', producten: text }],
    ]);
    // Another file: the answer about the first one (and its 'only the valid rows') goes away.
    await user.upload(
      input,
      new File(['ean,title\r\n9780000001016,Ander\r\n'], 'ander.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Resultaat van de import' })).not.toBeInTheDocument(),
    );
  });
});

describe('/productimport: a failed run of only the valid rows (decision 541)', () => {
  it('says in the result what failed and that nothing changed, not only in a toast', async () => {
    const api = signedInApi(administrator(['producten_toevoegen', 'producten_inzien']), {
      '/api/products/actions/import': (url) =>
        url.searchParams.get('onlyValid') === 'true'
          ? json({ message: 'EAN 9780000001009 is intussen toegevoegd' }, { status: 409 })
          : json(
              refusedRow(
                3,
                '0123',
                [{ fieldName: 'ean', error: { huidigeWaarde: '0123', error: 'Ongeldige EAN' } }],
                ['9780000001009'],
              ),
            ),
    });
    const user = await importFile(api, 'ean;title\r\n9780000001009;Boek\r\n0123;Kapot\r\n');
    const result = await screen.findByRole('region', { name: 'Resultaat van de import' });
    await user.click(within(result).getByRole('button', { name: 'Alleen de geldige rijen importeren (1)' }));
    const problem = await within(result).findByRole('alert');
    expect(problem).toHaveTextContent('Het importeren is mislukt');
    expect(problem).toHaveTextContent('EAN 9780000001009 is intussen toegevoegd');
    expect(problem).toHaveTextContent('Er is niets gewijzigd.');
    // The answer about the file stays: its refused rows and the choice to try again.
    expect(result).toHaveTextContent('Er is niets gewijzigd: 1 rij(en) bevatten fouten.');
    expect(
      within(result).getByRole('button', { name: 'Alleen de geldige rijen importeren (1)' }),
    ).toBeEnabled();
  });
});
