import type { Command } from './command';

/** Was-Wordt commands (spec 001 §2 /waswordt). */
export const applyWasWordtCommand: Command = {
  id: 'waswordt.apply',
  title: 'Was-Wordt lijst toepassen',
  keywords: {
    nl: ['was wordt', 'was-wordt', 'migratie', 'omzetten', 'toepassen'],
    en: ['migration', 'apply', 'convert', 'nlEduPersonRealId', 'nlEduPersonProfileId'],
  },
  group: 'Acties',
  access: { right: 'waswordt_importeren' },
  target: { kind: 'route', link: { to: '/waswordt' } },
};

export function wasWordtCommands(): Command[] {
  return [applyWasWordtCommand];
}
