import { PRODUCT_KEY } from './product';
import type { Right } from './rights';

/**
 * The rights of the demo roles (DESIGN §3). They live in domain/ because both the seed (server/)
 * and the route-table tests (commands/) need the one list (decision 260: commands/ imports no server/).
 */
type DemoRole = { naam: string; rechten: Right[]; publisherBound: boolean };

export const DEMO_ROLES = {
  superuser: { naam: 'Superuser', rechten: ['is_superuser'], publisherBound: false },
  support: {
    naam: 'Supportdesk',
    rechten: [
      'gebruikers_inzien',
      'gebruikers_toevoegen',
      'gebruikers_aanpassen',
      'gebruikers_sessies_afmelden',
      'gebruikers_samenvoegen',
      'tlinklicenties_inzien',
      'tlinklicenties_aanpassen',
      'producten_inzien',
      'organisaties_inzien',
      'logentries_inzien',
      'accessurls_verwijderen',
      'externaccounts_toevoegen',
      'externaccounts_verwijderen',
      'externaccounts_koppelen',
      'support_inzien',
      'support_afmelden',
    ],
    publisherBound: false,
  },
  uitgever: {
    naam: 'Uitgever beheer',
    rechten: [
      'producten_inzien',
      'producten_toevoegen',
      'producten_aanpassen',
      'producten_verwijderen',
      'tlinklicenties_inzien',
      'tlinklicenties_toevoegen',
      'tlinklicenties_aanpassen',
      'tlinklicenties_reserveren',
      'tlinklicenties_despecificeren',
      'gebruikers_inzien',
      `beheer_${PRODUCT_KEY}`,
    ],
    publisherBound: true,
  },
} as const satisfies Record<string, DemoRole>;
