import type { ComponentProps } from 'react';
import { TextField } from '../../kit/form/text-fields';

type Binding = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'required' | 'maxLength' | 'autoComplete'
>;

/**
 * Every password field of the administrator screens, one shape: required, at most 255 characters,
 * masked, and the `autoComplete` that tells a password manager whether to fill the stored one
 * ('Huidig wachtwoord', asked before one's own password or e-mail changes, decision 183) or to
 * offer a new one (the new password and its confirmation).
 */
export function PasswordField({
  label,
  current = false,
  ...binding
}: Binding & { label: string; current?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      required
      maxLength={255}
      autoComplete={current ? 'current-password' : 'new-password'}
      {...binding}
    />
  );
}
