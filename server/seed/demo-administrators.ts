import { PRODUCT_KEY } from '../../domain/product';
import type { Right } from '../../domain/rights';

/** The publisher the demo publisher administrator is bound to. */
export const DEMO_PUBLISHER_NAME = 'Uitgeverij Noorderlicht';

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

/** Demo administrators of DESIGN §3 (embedded mode only); printed at start. */
export const DEMO_ADMINISTRATORS = [
  {
    name: 'Ada Beheer',
    email: 'admin@leskluis.test',
    password: 'leskluis-admin',
    role: 'superuser',
    description: 'superuser (is_superuser)',
  },
  {
    name: 'Sam Support',
    email: 'support@leskluis.test',
    password: 'leskluis-support',
    role: 'support',
    description: 'supportdesk',
  },
  {
    name: 'Uma Uitgever',
    email: 'uitgever@leskluis.test',
    password: 'leskluis-uitgever',
    role: 'uitgever',
    description: `uitgever (${DEMO_PUBLISHER_NAME})`,
  },
] as const satisfies readonly { role: keyof typeof DEMO_ROLES; [key: string]: string }[];
