// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { administrator, json, stubApi } from '../test-support/stub-api';

function renderShell() {
  return renderApp('/home', stubApi({ '/api/administrators/me': () => json(administrator([])) }));
}

describe('account menu', () => {
  it('opens from the keyboard on its only item, closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' }, { timeout: 20_000 });
    const button = screen.getByRole('button', { name: /Sam Beheerder/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAccessibleName(/Sam Beheerder/);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Uitloggen' })).toHaveFocus());
    expect(screen.getByText('sam@leskluis.test')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, and signs out from its item', async () => {
    const user = userEvent.setup();
    const { signOuts } = renderShell();
    await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /Sam Beheerder/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Welkom, Sam Beheerder' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Sam Beheerder/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Uitloggen' }));
    expect(signOuts).toEqual([1]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
