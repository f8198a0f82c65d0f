import { describe, expect, it } from 'vitest';
import { availableCommands } from '../../commands/available';
import { ACCOUNT_BULK_COMMANDS } from '../../commands/bulk-accounts';
import { retryLicenseMessagesCommand } from '../../commands/bulk-license-messages';
import { TLINK_BULK_COMMANDS } from '../../commands/bulk-tlinks';
import { COMMANDS } from '../../commands/catalog';
import type { EntityRef } from '../../commands/command';
import { rankCommands } from '../../commands/rank';
import type { AdminPrincipal } from '../../domain/rights';
import { paletteCommands } from './palette-commands';

const SUPERUSER: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
const PALETTE = paletteCommands({ showShortcuts: () => {}, signOut: async () => {} });
const EVERY = [
  ...COMMANDS,
  ...PALETTE,
  ...TLINK_BULK_COMMANDS,
  ...ACCOUNT_BULK_COMMANDS,
  retryLicenseMessagesCommand,
];

const ACCOUNT: EntityRef = { kind: 'account', id: '5', label: 'anna@school.test' };
const TLINK: EntityRef = { kind: 'tlink', id: '9', label: 'AB12CD34' };
const ADMINISTRATOR: EntityRef = { kind: 'administrator', id: '3', label: 'Piet' };
const PRODUCT: EntityRef = { kind: 'product', id: '4', label: 'Rekenrijk' };

describe('commands by everyday words (issue 22 item 6)', () => {
  it('gives every command Dutch keywords and English words, declared with the command', () => {
    const missing = EVERY.filter(
      (command) => command.keywords.nl.length === 0 || command.keywords.en.length === 0,
    );
    expect(missing.map((command) => command.id)).toEqual([]);
  });

  // What a support desk types, with the entity in view if any, and what it means: the command, or
  // the screen that does it (the palette shows 'Acties' and 'Navigatie' as two groups).
  const TABLE: [query: string, entity: EntityRef | undefined, expected: string | string[]][] = [
    ['export', undefined, ['accounts.export', 'nav:/myexports']],
    ['delete', ACCOUNT, 'accounts.delete'],
    ['remove', PRODUCT, 'products.delete'],
    ['edit', ACCOUNT, 'accounts.edit'],
    ['edit', PRODUCT, 'products.edit'],
    ['change', ADMINISTRATOR, 'administrators.edit'],
    ['new user', undefined, ['accounts.new', 'nav:/accounts/new']],
    ['new product', undefined, ['products.new', 'nav:/producten/new']],
    ['create licenses', undefined, ['tlinks.newTlinks', 'nav:/tlinks/new']],
    ['reset password', ADMINISTRATOR, 'administrators.password'],
    ['reset password', ACCOUNT, 'accounts.resend'],
    ['revoke', TLINK, 'tlinks.changeState'],
    ['merge', ACCOUNT, 'accounts.merge-with'],
    ['merge', undefined, ['accounts.merge', 'nav:/accounts/merge']],
    ['resend', ACCOUNT, 'accounts.resend'],
    ['sign out', undefined, 'palette:sign-out'],
    ['log out', ACCOUNT, 'accounts.sessions'],
    ['invoice', undefined, ['invoices.openMonth', 'nav:/invoices']],
    ['deactivate', PRODUCT, 'products.lifecycle'],
    ['maintenance', PRODUCT, 'products.service-window.new'],
    ['upload products', undefined, ['products.import', 'nav:/productimport']],
    ['verwijderen', ACCOUNT, 'accounts.delete'],
    ['wachtwoord', ADMINISTRATOR, 'administrators.password'],
    ['intrekken', TLINK, 'tlinks.changeState'],
    ['exporteren', undefined, ['accounts.export', 'nav:/myexports']],
  ];
  it.each(TABLE)('"%s" (in view: %o) offers %o first', (query, entity, expected) => {
    const available = availableCommands([...COMMANDS, ...PALETTE], SUPERUSER, entity);
    expect([expected].flat()).toContain(rankCommands(available, query)[0]?.id);
  });
});
