import { PRODUCT, PRODUCT_KEY } from '../product';
import type { Right } from '../rights';
import { labelOf } from './label';

/**
 * The Dutch name of each right (spec 000 §6 lists the codes): the rights picker, the roles list, an
 * administrator's view and the audit details show it, with the code as its title.
 */
export const RIGHT_LABELS: Record<Right, string> = {
  accessurls_verwijderen: 'Bevestigingslinks verwijderen',
  organisaties_inzien: 'Organisaties inzien',
  organisaties_toevoegen: 'Organisaties toevoegen',
  organisaties_aanpassen: 'Organisaties aanpassen',
  organisaties_verwijderen: 'Organisaties verwijderen',
  [`organisaties_uitgevers_distributeurs_${PRODUCT_KEY}`]: `Uitgevers en distributeurs van ${PRODUCT} beheren`,
  [`oauthclients_${PRODUCT_KEY}`]: `OAuth clients van ${PRODUCT} beheren`,
  producten_inzien: 'Producten inzien',
  producten_toevoegen: 'Producten toevoegen',
  producten_aanpassen: 'Producten aanpassen',
  producten_verwijderen: 'Producten verwijderen',
  [`producten_servicewindows_${PRODUCT_KEY}`]: `Service windows van ${PRODUCT} beheren`,
  [`producten_subproducten_${PRODUCT_KEY}`]: `Subproducten van ${PRODUCT} beheren`,
  gebruikers_inzien: 'Gebruikers inzien',
  gebruikers_toevoegen: 'Gebruikers toevoegen',
  gebruikers_aanpassen: 'Gebruikers aanpassen',
  gebruikers_sessies_afmelden: 'Sessies van gebruikers afmelden',
  gebruikers_samenvoegen: 'Gebruikers samenvoegen',
  beheerders_inzien: 'Beheerders inzien',
  beheerders_toevoegen: 'Beheerders toevoegen',
  beheerders_aanpassen: 'Beheerders aanpassen',
  beheerders_verwijderen: 'Beheerders verwijderen',
  rollen_inzien: 'Rollen inzien',
  rollen_toevoegen: 'Rollen toevoegen',
  rollen_aanpassen: 'Rollen aanpassen',
  rollen_verwijderen: 'Rollen verwijderen',
  tlinklicenties_inzien: 'TLink licenties inzien',
  tlinklicenties_toevoegen: 'TLink licenties toevoegen',
  tlinklicenties_aanpassen: 'TLink licenties aanpassen',
  tlinklicenties_reserveren: 'TLink licenties reserveren',
  tlinklicenties_despecificeren: 'TLink licenties despecificeren',
  externaccounts_toevoegen: 'Externe accounts toevoegen',
  externaccounts_verwijderen: 'Externe accounts verwijderen',
  externaccounts_koppelen: 'Externe accounts koppelen',
  ecklicenties_inzien: 'ECK licenties inzien',
  schooljaarvakcontracten_inzien: 'Schooljaarvakcontracten inzien',
  support_inzien: 'Supportmeldingen inzien',
  support_afmelden: 'Supportmeldingen afmelden',
  retry_prius_order: 'Prius-orders opnieuw versturen',
  profielhuis_acces: 'Toegang tot Profielhuis',
  [`beheer_${PRODUCT_KEY}`]: `Beheer van ${PRODUCT}`,
  logentries_inzien: 'Logregels inzien',
  orders_inzien: 'Orders inzien',
  orders_toevoegen: 'Orders toevoegen',
  orderbalans_inzien: 'Orderbalans inzien',
  factuur_inzien: 'Facturen inzien',
  alleen_basispoort_inzien: 'Alleen Basispoort inzien',
  policenties_inzien: 'PO licenties inzien',
  policenties_verwijderen: 'PO licenties verwijderen',
  policenties_groepen_aanpassen: 'Groepen van PO licenties aanpassen',
  waswordt_importeren: 'Was/wordt importeren',
  is_superuser: 'Superuser (alle rechten)',
};

/** A right's Dutch name; a right newer than the console reads as its code. */
export const rightLabel = (right: string): string => labelOf(RIGHT_LABELS, right);
