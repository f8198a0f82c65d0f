import { describe, expect, it } from 'vitest';
import { passes, RIGHTS } from './rights';

/** The "Full list of rights" of spec 000 §6, verbatim, with {product} as leskluis. */
const SPEC_RIGHTS =
  'accessurls_verwijderen; organisaties_inzien, organisaties_toevoegen, organisaties_aanpassen, organisaties_verwijderen; organisaties_uitgevers_distributeurs_leskluis; oauthclients_leskluis; producten_inzien, producten_toevoegen, producten_aanpassen, producten_verwijderen; producten_servicewindows_leskluis; producten_subproducten_leskluis; gebruikers_inzien, gebruikers_toevoegen, gebruikers_aanpassen, gebruikers_sessies_afmelden, gebruikers_samenvoegen; beheerders_inzien, beheerders_toevoegen, beheerders_aanpassen, beheerders_verwijderen; rollen_inzien, rollen_toevoegen, rollen_aanpassen, rollen_verwijderen; tlinklicenties_inzien, tlinklicenties_toevoegen, tlinklicenties_aanpassen, tlinklicenties_reserveren, tlinklicenties_despecificeren; externaccounts_toevoegen, externaccounts_verwijderen, externaccounts_koppelen; ecklicenties_inzien; schooljaarvakcontracten_inzien; support_inzien, support_afmelden; retry_prius_order; profielhuis_acces; beheer_leskluis; logentries_inzien; orders_inzien, orders_toevoegen; orderbalans_inzien; factuur_inzien; alleen_basispoort_inzien; policenties_inzien, policenties_verwijderen, policenties_groepen_aanpassen; waswordt_importeren; is_superuser';

describe('rights catalogue (spec 000 §6)', () => {
  it('holds exactly the full list of rights, in the spec’s order', () => {
    expect([...RIGHTS]).toEqual(SPEC_RIGHTS.split(/[;,] /));
  });

  it('lets is_superuser pass every right, and nobody else a right they lack', () => {
    const superuser = { id: 1, rechten: ['is_superuser' as const], uitgeverId: null };
    const support = { id: 2, rechten: ['gebruikers_inzien' as const], uitgeverId: null };
    for (const right of RIGHTS) expect(passes(superuser, { right })).toBe(true);
    expect(passes(support, { right: 'gebruikers_inzien' })).toBe(true);
    expect(passes(support, { right: 'gebruikers_aanpassen' })).toBe(false);
    expect(passes(support, { superuserOnly: true })).toBe(false);
  });

  it('refuses a page to a holder of its excluded right, and a non-publisher page to a publisher-bound one', () => {
    const basispoortOnly = { id: 3, rechten: ['alleen_basispoort_inzien' as const], uitgeverId: null };
    const staff = { id: 4, rechten: ['tlinklicenties_inzien' as const], uitgeverId: null };
    const publisherBound = { id: 5, rechten: ['tlinklicenties_inzien' as const], uitgeverId: 40 };
    const excluding = {
      right: 'tlinklicenties_inzien' as const,
      excludedRight: 'alleen_basispoort_inzien' as const,
    };
    expect(passes(staff, excluding)).toBe(true);
    expect(
      passes({ ...basispoortOnly, rechten: [...basispoortOnly.rechten, 'tlinklicenties_inzien'] }, excluding),
    ).toBe(false);
    const staffOnly = { right: 'tlinklicenties_inzien' as const, nonPublisherOnly: true };
    expect(passes(staff, staffOnly)).toBe(true);
    expect(passes(publisherBound, staffOnly)).toBe(false);
  });
});
