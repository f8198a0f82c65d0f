import { describe, expect, it } from 'vitest';
import { accountStatus } from './account-status';

describe('accountStatus', () => {
  it('is Bevestigd for a validated account with an e-mail address', () => {
    expect(accountStatus({ validated: true, email: 'a@b.nl', telephone: null })).toBe('Bevestigd');
  });

  it('is Bevestigd for a validated account with only a phone number', () => {
    expect(accountStatus({ validated: true, email: null, telephone: '0612345678' })).toBe('Bevestigd');
  });

  it('is Niet bevestigd when the account is not validated', () => {
    expect(accountStatus({ validated: false, email: 'a@b.nl', telephone: '0612345678' })).toBe(
      'Niet bevestigd',
    );
  });

  it('is Niet bevestigd when neither phone nor e-mail is present, even if validated', () => {
    expect(accountStatus({ validated: true, email: null, telephone: null })).toBe('Niet bevestigd');
    expect(accountStatus({ validated: true, email: '  ', telephone: '' })).toBe('Niet bevestigd');
  });
});
