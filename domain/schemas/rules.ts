import * as v from 'valibot';

/**
 * Validation pieces with the spec's generic Dutch messages (spec 000 §5), so no schema falls back
 * to valibot's English defaults.
 */
export const msg = {
  invalid: 'Veld is niet geldig',
  invalidDate: 'Ongeldige datum',
  digitsOnly: 'Moet uit cijfers bestaan',
  wrongType: 'Verkeerde type',
  required: 'Veld is verplicht',
  maxChars: (max: number) => `Mag maximaal ${max} tekens zijn`,
  minChars: (min: number) => `Minimaal ${min} tekens`,
  url: (path: string) => `${path} moet een URL zijn`,
  min: (min: number) => `Moet minimaal ${min} zijn`,
  max: (max: number) => `Mag maximaal ${max} zijn`,
  integer: 'Veld moet een geheel getal zijn',
} as const;

export const maxChars = (max: number) => v.maxLength<string, number, string>(max, msg.maxChars(max));
export const minChars = (min: number) => v.minLength<string, number, string>(min, msg.minChars(min));
export const dutchString = () => v.string(msg.wrongType);
