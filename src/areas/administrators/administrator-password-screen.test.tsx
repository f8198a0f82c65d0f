// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Toast, useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, signedInApi } from '../../test-support/stub-api';

/** Reads react-hot-toast's store: the toasts shown, with their durations. */
function ToastProbe({ seen }: { seen: Toast[] }) {
  const { toasts } = useToasterStore();
  for (const item of toasts)
    if (!seen.some((known) => known.id === item.id && known.message === item.message)) seen.push(item);
  return null;
}

/** The administrator record GET administrators/{id} answers for the signed-in `me`. */
const recordOf = (me: ReturnType<typeof administrator>) => ({
  ...me,
  rol: { ...me.rol, isKiesbaar: true },
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
});

describe('/beheerders/{id}/edit/password', () => {
  it("shows 'Het wachtwoord is gewijzigd.' for the 4 s minimum, not 3 s (decision 165)", async () => {
    const me = administrator(['is_superuser']);
    const api = signedInApi(me, {
      '/api/administrators/7': () => json(recordOf(me)),
      '/api/administrators/7/actions/changepassword': () => new Response(null, { status: 204 }),
    });
    const seen: Toast[] = [];
    render(<ToastProbe seen={seen} />);
    renderApp('/beheerders/7/edit/password', api);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^Nieuw wachtwoord(?! bevestigen)/, undefined, { timeout: 20_000 }),
      'nieuw-wachtwoord-1',
    );
    // A superuser changing their own password gives the current one too (decision 183).
    await user.type(screen.getByLabelText(/^Huidig wachtwoord/), 'oud-wachtwoord-1');
    await user.type(screen.getByLabelText(/bevestigen/i), 'nieuw-wachtwoord-1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(seen.some((item) => item.message === 'Het wachtwoord is gewijzigd.')).toBe(true),
    );
    const shown = seen.find((item) => item.message === 'Het wachtwoord is gewijzigd.');
    expect(shown?.type).toBe('success');
    expect(shown?.duration).toBeGreaterThanOrEqual(4000);
  });

  it("asks a superuser for no current password when setting another administrator's", async () => {
    const me = administrator(['is_superuser']);
    const api = signedInApi(me, {
      '/api/administrators/8': () => json({ ...recordOf(me), id: 8, name: 'Ander' }),
    });
    renderApp('/beheerders/8/edit/password', api);
    await screen.findByLabelText(/^Nieuw wachtwoord(?! bevestigen)/, undefined, { timeout: 20_000 });
    expect(screen.queryByLabelText(/^Huidig wachtwoord/)).toBeNull();
  });
});
