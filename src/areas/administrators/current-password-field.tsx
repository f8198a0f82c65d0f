import type { ComponentProps } from 'react';
import { TextField } from '../../kit/form/text-fields';

type Binding = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'required' | 'maxLength' | 'autoComplete'
>;

/** 'Huidig wachtwoord': asked before one's own password or e-mail changes (decision 183). */
export function CurrentPasswordField(binding: Binding) {
  return (
    <TextField
      label="Huidig wachtwoord"
      type="password"
      required
      maxLength={255}
      autoComplete="current-password"
      {...binding}
    />
  );
}
