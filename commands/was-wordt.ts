import type { Command } from './command';
import { pageCommand } from './page-command';

/** Was-Wordt commands (spec 001 §2 /waswordt). */
export const applyWasWordtCommand = pageCommand({
  id: 'waswordt.apply',
  title: 'Was-Wordt lijst toepassen',
  keywords: {
    nl: ['was wordt', 'was-wordt', 'migratie', 'omzetten', 'toepassen'],
    en: ['migration', 'apply', 'convert', 'nlEduPersonRealId', 'nlEduPersonProfileId'],
  },
  access: { right: 'waswordt_importeren' },
  link: { to: '/waswordt' },
});

export function wasWordtCommands(): Command[] {
  return [applyWasWordtCommand];
}
