import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasswordChangeSchema } from './administrator';

function errors(input: unknown): Record<string, string> {
  const result = v.safeParse(PasswordChangeSchema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

describe('password change (spec 001 §5)', () => {
  it('says every rule of the password form with its spec text', () => {
    expect(errors({ password: '' })).toEqual({ password: 'Nieuw wachtwoord is verplicht' });
    expect(errors({ password: 'kort1234' })).toEqual({
      password: 'Nieuw wachtwoord moet minimaal 9 karakters lang zijn',
    });
    expect(
      errors({ oldPassword: 'hetzelfde-9', password: 'hetzelfde-9', passwordConfirmation: 'hetzelfde-9' }),
    ).toEqual({
      password: 'Nieuw wachtwoord mag niet overeenkomen met de huidige',
    });
    expect(errors({ password: 'lang-genoeg-1', passwordConfirmation: 'lang-genoeg-2' })).toEqual({
      passwordConfirmation: 'Nieuw wachtwoord komt niet overeen',
    });
    expect(
      errors({
        oldPassword: 'oud-wachtwoord',
        password: 'lang-genoeg-1',
        passwordConfirmation: 'lang-genoeg-1',
      }),
    ).toEqual({});
  });
});
