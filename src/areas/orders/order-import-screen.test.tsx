// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { importMessages } from '../../../domain/messages';
import { currentSchoolYear } from '../../../domain/school-year';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const apiFor = (rechten: string[]) =>
  signedInApi(administrator(rechten), {
    '/api/schoolyears': () => listPage([]),
    '/api/eckaccounts/beheer': () => listPage([]),
  });

describe('/orderimport links (issue 18 A5)', () => {
  it('offers no way to /orders to an administrator without orders_inzien', async () => {
    renderApp('/orderimport', apiFor(['orders_toevoegen']));
    expect(await screen.findByRole('heading', { name: 'Orderimport' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Naar orders' })).toBeNull();
  });

  it('links /orders with orders_inzien', async () => {
    renderApp('/orderimport', apiFor(['orders_toevoegen', 'orders_inzien']));
    expect(await screen.findByRole('link', { name: 'Naar orders' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});

/** A superuser's /orderimport over a stub API that records the import calls and answers `answer`. */
function importApi(answer: () => Response) {
  const imports: Request[] = [];
  const year = { id: 1, name: currentSchoolYear(new Date()), startDate: '2026-08-01', endDate: '2027-07-31' };
  const api = signedInApi(administrator(['is_superuser']), {
    '/api/schoolyears': () => listPage([year]),
    '/api/eckaccounts/beheer': () =>
      json([{ id: 4, name: 'Boekhandel', organisation: { id: 9, name: 'Distri' } }], {
        headers: { 'Content-Range': 'items 0-0/1' },
      }),
    '/api/orders/actions/import': (_url, request) => {
      imports.push(request);
      return answer();
    },
  });
  renderApp('/orderimport', api);
  return { imports, user: userEvent.setup() };
}

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('/orderimport form (the form kit)', () => {
  it('says in Dutch what is missing or wrong and sends nothing', async () => {
    const { imports, user } = importApi(() => json({ addedAmount: 1 }, { status: 201 }));
    await user.click(await screen.findByRole('button', { name: 'Importeren' }, { timeout: 20_000 }));
    expect(screen.getByLabelText(/^Distributeuraccount/)).toHaveAccessibleDescription(
      'Distributeuraccount is verplicht',
    );
    expect(screen.getByLabelText(/^Referentie/)).toHaveAccessibleDescription('Referentie is verplicht');
    expect(screen.getByLabelText(/^CSV-bestand/)).toHaveAccessibleDescription(importMessages.noFileSelected);

    await user.selectOptions(screen.getByLabelText(/^Distributeuraccount/), '4');
    await user.type(screen.getByLabelText(/^Referentie/), 'REF-1');
    await user.upload(screen.getByLabelText(/^CSV-bestand/), csv('orders.txt', 'ean;amount;orderId\r\n'));
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^CSV-bestand/)).toHaveAccessibleDescription(importMessages.csvOnly),
    );
    // A .csv without the delimiter on a row: the shared CSV check, before anything is sent.
    await user.upload(
      screen.getByLabelText(/^CSV-bestand/),
      csv('orders.csv', 'ean,amount,orderId\r\n1,2,3\r\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^CSV-bestand/)).toHaveAccessibleDescription(
        importMessages.csvErrors(importMessages.missingDelimiter),
      ),
    );
    expect(imports).toHaveLength(0);
  });

  it('sends the query and the file text, and says how many lines were imported', async () => {
    const { imports, user } = importApi(() => json({ addedAmount: 2, errors: [] }, { status: 201 }));
    await screen.findByRole('option', { name: /Boekhandel/ }, { timeout: 20_000 });
    await user.selectOptions(screen.getByLabelText(/^Distributeuraccount/), '4');
    await user.type(screen.getByLabelText(/^Referentie/), 'REF-1');
    const text = 'ean;amount;orderId\r\n9789000000011;2;A\r\n9789000000011;3;B\r\n';
    await user.upload(screen.getByLabelText(/^CSV-bestand/), csv('orders.csv', text));
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('status')).toHaveTextContent('2 orderregel(s) geïmporteerd.');
    expect(imports).toHaveLength(1);
    const url = new URL(imports[0]!.url);
    expect(url.searchParams.get('eckAccountId')).toBe('4');
    expect(url.searchParams.get('referenceId')).toBe('REF-1');
    expect(url.searchParams.get('schoolYearName')).toBe(currentSchoolYear(new Date()));
    expect(await imports[0]!.json()).toEqual({ delimiter: ';', orders: text });
  });

  it('puts a refused file’s rows on the file field and lists them all', async () => {
    const refused = {
      message: 'Het importeren is mislukt',
      addedAmount: 0,
      errors: [{ path: '3', message: 'Rij 3: fout' }],
    };
    const { user } = importApi(() => json(refused, { status: 400 }));
    await screen.findByRole('option', { name: /Boekhandel/ }, { timeout: 20_000 });
    await user.selectOptions(screen.getByLabelText(/^Distributeuraccount/), '4');
    await user.type(screen.getByLabelText(/^Referentie/), 'REF-1');
    await user.upload(
      screen.getByLabelText(/^CSV-bestand/),
      csv('orders.csv', 'ean;amount;orderId\r\n1;x;A\r\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Importeren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is niets geïmporteerd');
    expect(screen.getByLabelText(/^CSV-bestand/)).toHaveAccessibleDescription('Rij 3: fout');
  });
});
