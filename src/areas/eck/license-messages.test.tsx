// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const message = (id: number, status: 'Pending' | 'Success' | 'Error', retryCount: number) => ({
  id,
  startDate: '2026-09-01T08:00:00.000Z',
  referenceId: `REF-${id}`,
  userId: null,
  eckId: null,
  status,
  retryCount,
  lastError: status === 'Error' ? 'ECK onbereikbaar' : null,
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-09-01T08:00:00.000Z',
});

/** A superuser's licence messages: REF-1 failed 6 times, REF-2 failed twice; the retry answers `after`. */
function apiRetrying(after: 'Success' | 'Error') {
  return signedInApi(administrator(['is_superuser']), {
    '/api/generatelicensemessages': () => listPage([message(1, 'Error', 6), message(2, 'Error', 2)]),
    '/api/generatelicensemessages/1/actions/retry': () => json(message(1, after, 7)),
  });
}

const rowOf = async (reference: string) =>
  within((await screen.findByText(reference, {}, { timeout: 20_000 })).closest('tr') as HTMLElement);

describe("a licence message's 'Opnieuw versturen' is its row command (spec 001 §4)", () => {
  it('is offered on a message failed 5 or more times only, sends it again and says so', async () => {
    const api = apiRetrying('Success');
    renderApp('/ecklicenties?berichten=true', api);
    expect((await rowOf('REF-2')).queryByRole('button', { name: /^Opnieuw versturen/ })).toBeNull();
    await userEvent.click((await rowOf('REF-1')).getByRole('button', { name: 'Opnieuw versturen: REF-1' }));
    expect(await screen.findByText('Het licentiebericht is verstuurd.')).toBeInTheDocument();
    const sent = api.requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(sent).toEqual(['http://console.test/api/generatelicensemessages/1/actions/retry']);
  });

  it('names a message that failed again by its reference and reads the list again', async () => {
    const api = apiRetrying('Error');
    renderApp('/ecklicenties?berichten=true', api);
    await userEvent.click((await rowOf('REF-1')).getByRole('button', { name: 'Opnieuw versturen: REF-1' }));
    expect(
      await screen.findByText('GenerateLicenseMessage (REF-1) kon niet worden verwerkt'),
    ).toBeInTheDocument();
    const lists = () =>
      api.requests.filter((request) => new URL(request.url).pathname === '/api/generatelicensemessages');
    await waitFor(() => expect(lists().length).toBeGreaterThan(1));
  });
});
