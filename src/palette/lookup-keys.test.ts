import { describe, expect, it } from 'vitest';
import { lookupsPlanned } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import { accountKeys } from '../api/accounts';
import { logEntryKeys } from '../api/log-entries';
import { organisationKeys } from '../api/organisations';
import { productKeys } from '../api/products';
import { tlinkKeys } from '../api/tlinks';
import { lookupKey } from './use-resolution';

const SUPERUSER: AdminPrincipal = { id: 7, rechten: ['is_superuser'], uitgeverId: null };

/**
 * The palette's lookup of an identifier is kept under the lists of the resource a write of it
 * refreshes (issue 20 item 3): the key the resolver names must be the one src/api's module of that
 * resource invalidates, or a save would leave the palette's old answer in place.
 */
describe("a palette lookup's query key", () => {
  it.each([
    ['accountId', '1234567', accountKeys.lists()],
    ['email', 'anna@school.test', accountKeys.lists()],
    ['eckId', 'https://ketenid.nl/201703/Ab_cD-eF0123456789xyz', accountKeys.lists()],
    ['tlinkCode', 'KMN4P7QX', tlinkKeys.lists()],
    ['ean', '9789006141771', productKeys.lists()],
    ['meldcode', 'abc-1234', logEntryKeys.lists()],
    ['brin', '12AB', organisationKeys.lists()],
  ])("of %s (%s) lies under its resource's lists", (kind, typed, lists) => {
    const item = lookupsPlanned(typed, SUPERUSER).items.find((planned) => planned.candidate.kind === kind);
    expect(item).toBeDefined();
    expect(lookupKey(item!, SUPERUSER).slice(0, lists.length)).toEqual(lists);
  });
});
