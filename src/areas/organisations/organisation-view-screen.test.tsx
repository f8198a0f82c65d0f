// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, organisation, signedInApi } from '../../test-support/stub-api';

const school = organisation(3, 'De Linde', ['School']);

function viewApi(rechten: string[], onDelete?: () => Response) {
  return signedInApi(administrator(rechten), {
    '/api/organisations/3': (_url, request) =>
      request.method === 'DELETE' && onDelete ? onDelete() : json(school),
    '/api/organisations/3/siblings': () => json([]),
    '/api/organisationstyles': () => listPage([]),
  });
}

describe('/organisaties/{id}/extended-view (spec 001 §2)', () => {
  it("links to the organisation's TLinks (/tlinks?organisation={id}) only with tlinklicenties_inzien", async () => {
    const withRight = renderApp(
      '/organisaties/3/extended-view',
      viewApi(['organisaties_inzien', 'tlinklicenties_inzien']),
    );
    expect(await screen.findByRole('link', { name: 'TLinks van deze organisatie' })).toHaveAttribute(
      'href',
      '/tlinks?organisation=3',
    );
    withRight.unmount();

    renderApp('/organisaties/3/extended-view', viewApi(['organisaties_inzien']));
    expect(await screen.findByRole('heading', { name: 'De Linde' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'TLinks van deze organisatie' })).not.toBeInTheDocument();
  });

  it("asks 'Weet je het zeker?' before a delete and names a refused one 'De organisatie kon niet worden verwijderd.' with the server's message", async () => {
    const user = userEvent.setup();
    let deletes = 0;
    const { router } = renderApp(
      '/organisaties/3/extended-view',
      viewApi(['organisaties_inzien', 'organisaties_verwijderen'], () => {
        deletes += 1;
        return json({ message: 'De databank is bezet.' }, { status: 500 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Organisatie verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet je het zeker?');
    expect(deletes).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: /^Ja/ }));
    expect(
      await screen.findByText('De organisatie kon niet worden verwijderd. De databank is bezet.'),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(router.state.location.pathname).toBe('/organisaties/3/extended-view');
  });
});
