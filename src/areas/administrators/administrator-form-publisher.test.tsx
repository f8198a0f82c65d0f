// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const NOORDERLICHT = { id: 40, name: 'Uitgeverij Noorderlicht', askForVolledigeNaam: false } as never;

function formApi(rechten: string[], uitgever: never | null) {
  const roleQueries: URLSearchParams[] = [];
  const api = signedInApi(administrator(rechten, uitgever), {
    '/api/roles': (url) => {
      roleQueries.push(url.searchParams);
      return json(
        [{ id: 3, naam: 'Redactie', rechten: ['producten_inzien'], uitgever: null, isKiesbaar: true }],
        {
          headers: { 'Content-Range': 'items 0-0/1' },
        },
      );
    },
    '/api/organisations': () => listPage([]),
  });
  return { api, roleQueries };
}

describe('/beheerders/new: publisher and roles (spec 001 §2)', () => {
  it('lets a superuser choose the publisher, and offers selectable non-base roles of no publisher', async () => {
    const { api, roleQueries } = formApi(['is_superuser'], null);
    renderApp('/beheerders/new', api);
    expect(await screen.findByRole('combobox', { name: 'Uitgever' })).toBeInTheDocument();
    await waitFor(() => expect(roleQueries.length).toBeGreaterThan(0));
    const query = roleQueries.at(-1)!;
    expect(query.get('isKiesbaar')).toBe('true');
    expect(query.get('geenBasisRol')).toBe('true');
    expect(query.get('geenUitgever')).toBe('true');
    expect(query.get('uitgever')).toBeNull();
  });

  it('fixes the publisher of a publisher-bound administrator and offers the roles of that publisher or none', async () => {
    const { api, roleQueries } = formApi(['beheerders_inzien', 'beheerders_toevoegen'], NOORDERLICHT);
    renderApp('/beheerders/new', api);
    expect(await screen.findByTestId('fixed-publisher')).toHaveTextContent('Uitgeverij Noorderlicht');
    expect(screen.queryByRole('combobox', { name: 'Uitgever' })).not.toBeInTheDocument();
    await waitFor(() => expect(roleQueries.length).toBeGreaterThan(0));
    const query = roleQueries.at(-1)!;
    expect(query.get('uitgever')).toBe('40');
    expect(query.get('geenUitgever')).toBe('true');
  });
});
