import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountFilters } from './accounts-list';

describe('the /accounts search', () => {
  it('keeps valid filters and drops short or invalid ones instead of failing', () => {
    expect(
      v.parse(accountFilters.schema, {
        input: 'an',
        voornaam: ' Anna ',
        tussenvoegsels: 'de',
        userid: 123,
        brin: '12AB',
        schoolYear: '9',
        sort: 'ASC-username',
        actie: 'export',
      }),
    ).toEqual({
      input: undefined,
      voornaam: 'Anna',
      tussenvoegsels: 'de',
      userid: undefined,
      brin: '12AB',
      schoolYear: undefined,
      sort: 'ASC-username',
      actie: 'export',
    });
  });

  it('drops an unknown sort field and an unknown actie', () => {
    expect(v.parse(accountFilters.schema, { sort: 'ASC-password', actie: 'wipe' })).toEqual({
      sort: undefined,
      actie: undefined,
    });
  });

  it('sends trimmed values, none under their minimum length, and no hidden filter', () => {
    const draft = {
      ...accountFilters.draftOf({}),
      input: '  ab ',
      voornaam: ' Ann ',
      tussenvoegsels: 'd',
      achternaam: 'Vri',
      brin: ' 12AB ',
      digiDeliveryId: 'x',
      schoolYear: '4',
    };
    const sent = accountFilters.filterOf(draft);
    expect(sent).toEqual({
      voornaam: 'Ann',
      achternaam: 'Vri',
      brin: '12AB',
      digiDeliveryId: 'x',
      schoolYear: '4',
    });
    expect(accountFilters.pick({ ...sent, sort: 'ASC-id', foo: 'bar' }, ['schoolYear'])).toEqual({
      voornaam: 'Ann',
      achternaam: 'Vri',
      brin: '12AB',
      digiDeliveryId: 'x',
    });
  });
});
