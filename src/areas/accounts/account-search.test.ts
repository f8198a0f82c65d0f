import { describe, expect, it } from 'vitest';
import { draftOf, filterOf, hasAnyFilter, pickFilter, validateAccountSearch } from './account-search';

describe('validateAccountSearch', () => {
  it('keeps valid filters and drops short or invalid ones instead of failing', () => {
    expect(
      validateAccountSearch({
        input: 'an',
        voornaam: ' Anna ',
        tussenvoegsels: 'de',
        userid: 123,
        brin: '12AB',
        schoolYear: '9',
        sort: 'ASC-username',
      }),
    ).toEqual({
      input: undefined,
      voornaam: 'Anna',
      tussenvoegsels: 'de',
      achternaam: undefined,
      userid: undefined,
      brin: '12AB',
      digiDeliveryId: undefined,
      schoolYear: undefined,
      sort: 'ASC-username',
    });
  });

  it('drops an unknown sort field', () => {
    expect(validateAccountSearch({ sort: 'ASC-password' }).sort).toBeUndefined();
    expect(validateAccountSearch({ sort: 'DESC-updatedAt' }).sort).toBe('DESC-updatedAt');
  });
});

describe('filterOf', () => {
  it('trims values and does not send those under their minimum length', () => {
    const draft = {
      ...draftOf({}),
      input: '  ab ',
      voornaam: ' Ann ',
      tussenvoegsels: 'd',
      achternaam: 'Vri',
      userid: '123',
      brin: ' 12AB ',
      digiDeliveryId: 'x',
      schoolYear: '4',
    };
    expect(filterOf(draft, false)).toEqual({
      voornaam: 'Ann',
      achternaam: 'Vri',
      brin: '12AB',
      digiDeliveryId: 'x',
    });
    expect(filterOf(draft, true).schoolYear).toBe('4');
  });
});

describe('pickFilter and hasAnyFilter', () => {
  it('keeps only users-list filters with a value', () => {
    const filter = pickFilter({ voornaam: 'Anna', sort: 'ASC-id', foo: 'bar', brin: undefined });
    expect(filter).toEqual({ voornaam: 'Anna' });
    expect(hasAnyFilter(filter)).toBe(true);
    expect(hasAnyFilter({})).toBe(false);
  });
});
