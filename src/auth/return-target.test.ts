import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target';

describe('returnTarget', () => {
  it('returns to the in-app URL the administrator asked for', () => {
    expect(returnTarget({ target: '/accounts?voornaam=Anna' })).toBe('/accounts?voornaam=Anna');
  });

  it('refuses other origins, the callback itself and junk', () => {
    expect(returnTarget({ target: '//evil.example/x' })).toBe('/');
    expect(returnTarget({ target: 'https://evil.example/' })).toBe('/');
    expect(returnTarget({ target: '/auth/callback?code=1' })).toBe('/');
    expect(returnTarget(undefined)).toBe('/');
    expect(returnTarget('x')).toBe('/');
  });
});
