// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function DeleteButton({ answers }: { answers: boolean[] }) {
  const confirm = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () => answers.push(await confirm('Het account wordt verwijderd.'))}
      >
        Verwijderen
      </button>
      <button
        type="button"
        onClick={async () =>
          answers.push(await confirm({ text: 'De rol wordt verwijderd.', confirmLabel: 'Rol verwijderen' }))
        }
      >
        Rol
      </button>
    </>
  );
}

function setup() {
  const answers: boolean[] = [];
  render(
    <ConfirmProvider>
      <DeleteButton answers={answers} />
    </ConfirmProvider>,
  );
  return { answers, user: userEvent.setup() };
}

describe('confirm dialog', () => {
  it('asks Weet je het zeker? with the text, resolves true on Ja and returns focus', async () => {
    const { answers, user } = setup();
    const trigger = screen.getByRole('button', { name: 'Verwijderen' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog).toHaveAccessibleDescription('Het account wordt verwijderd.');
    // Focus starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nee' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answers).toEqual([true]);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('traps focus inside the dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nee' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nee' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();
  });

  it('cancels on Escape and on Nee, with a given confirm label', async () => {
    const { answers, user } = setup();
    const trigger = screen.getByRole('button', { name: 'Verwijderen' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Rol' }));
    expect(await screen.findByRole('button', { name: 'Rol verwijderen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(answers).toEqual([false, false]));
  });
});
