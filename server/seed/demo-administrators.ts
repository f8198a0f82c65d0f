import type { DEMO_ROLES } from '../../domain/demo-roles';

/** The publisher the demo publisher administrator is bound to. */
export const DEMO_PUBLISHER_NAME = 'Uitgeverij Noorderlicht';

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
