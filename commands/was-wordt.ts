import type { Command } from './command';

/** Was-Wordt commands (spec 001 §2 /waswordt). */
export const applyWasWordtCommand: Command = {
  id: 'waswordt.apply',
  title: 'Was-Wordt lijst toepassen',
  keywords: ['was wordt', 'was-wordt', 'nlEduPersonRealId', 'nlEduPersonProfileId', 'migratie', 'omzetten'],
  group: 'Acties',
  access: { right: 'waswordt_importeren' },
  target: { kind: 'route', link: { to: '/waswordt' } },
};

export function wasWordtCommands(): Command[] {
  return [applyWasWordtCommand];
}
