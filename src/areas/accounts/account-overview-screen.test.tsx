// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { account, administrator, json, stubApi } from '../../test/stub-api';

function apiFor(rechten: string[], reply: () => Response) {
  return stubApi({ '/api/administrators/me': () => json(administrator(rechten)), '/api/accounts/5': reply });
}

describe('/accounts/{id}/extended-view', () => {
  it('shows dates in Dutch format, contact detail, names, status and pseudoId', async () => {
    const api = apiFor(['gebruikers_inzien'], () => json(account(5, { createdAt: '2024-03-01T09:15:00' })));
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    const details = within(screen.getByRole('main'));
    expect(details.getByText('01-03-2024 09:15')).toBeInTheDocument();
    expect(details.getByText('gebruiker5@school.test')).toBeInTheDocument();
    expect(details.getByText('pseudo-5')).toBeInTheDocument();
    expect(details.getAllByText('Bevestigd')).toHaveLength(2); // badge and status field
    expect(details.queryByText('Schooljaar')).not.toBeInTheDocument();
  });

  it("says 'Niet bevestigd' without contact details and shows school year with the right", async () => {
    const api = apiFor(['gebruikers_inzien', 'schooljaarvakcontracten_inzien'], () =>
      json(account(5, { email: null, telephone: null, grades: 'JAAR_1,JAAR_2' })),
    );
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findAllByText('Niet bevestigd')).toHaveLength(2);
    expect(screen.getByText('Schooljaar')).toBeInTheDocument();
    expect(screen.getByText('1, 2')).toBeInTheDocument();
  });

  it.each([
    [403, 'Je bent niet bevoegd om dit account in te zien.'],
    [404, 'Account bestaat niet (meer). Mogelijk is dit account eerder samengevoegd met een ander account.'],
    [500, 'Het ophalen van het account is mislukt'],
  ])('shows the spec text for a %i', async (status, text) => {
    renderApp(
      '/accounts/5/extended-view',
      apiFor(['gebruikers_inzien'], () => json({ message: 'x' }, { status })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
