import { describe, expect, it } from 'vitest';
import { splitFamilyName } from './dutch-names';

describe('splitFamilyName', () => {
  it.each([
    ['van de Brink', 'van de', 'Brink'],
    ['van der Meer', 'van der', 'Meer'],
    ["in 't Veld", "in 't", 'Veld'],
    ['de Vries', 'de', 'Vries'],
    ['Jansen', null, 'Jansen'],
    ['Van Dijk', null, 'Van Dijk'],
    ['Bakker-de Wit', null, 'Bakker-de Wit'],
  ])('stores %s as tussenvoegsels %s and family name %s', (lastName, tussenvoegsels, familyName) => {
    expect(splitFamilyName(lastName)).toEqual({ tussenvoegsels, familyName });
  });
});
