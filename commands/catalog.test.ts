import { describe, expect, it } from 'vitest';
import { type AdminPrincipal, RIGHTS, type Right } from '../domain/rights';
import { mayRun } from './available';
import { ACCOUNT_BULK_COMMANDS } from './bulk-accounts';
import { retryLicenseMessagesCommand } from './bulk-license-messages';
import { TLINK_BULK_COMMANDS } from './bulk-tlinks';
import { COMMANDS } from './catalog';
import { type EntityRef, linkOf } from './command';
import { pathOf } from './route-link';
import { mayOpenHref } from './route-table';

/** Administrators holding one right each (staff and publisher-bound), and two rights where the spec pairs them. */
function principals(): AdminPrincipal[] {
  const single = RIGHTS.filter((right) => right !== 'is_superuser').map((right) => [right]);
  const out: AdminPrincipal[] = [];
  for (const rechten of single as Right[][]) {
    out.push({ id: 900, rechten, uitgeverId: null }, { id: 900, rechten, uitgeverId: 1 });
  }
  return out;
}

const entityFor = (command: (typeof COMMANDS)[number]): EntityRef | undefined =>
  command.scope ? { kind: command.scope, id: '12', label: 'x', types: ['School'] } : undefined;

describe('the command registry offers no route its table refuses (issue 18 A5)', () => {
  it('every route command a principal may run opens for that principal', () => {
    const refused: string[] = [];
    for (const command of COMMANDS) {
      const entity = entityFor(command);
      const link = linkOf(command, entity);
      if (link === null) continue;
      const href = pathOf(link);
      for (const admin of principals()) {
        if (mayRun(command, admin, entity) && !mayOpenHref(admin, href))
          refused.push(
            `${command.id} -> ${href} for [${admin.rechten.join(',')}]${admin.uitgeverId ? ' (uitgever)' : ''}`,
          );
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('command ids', () => {
  it("are each one command's, so rows, 'Dit item', the sheet and the palette's habits name the same one", () => {
    const bulk = [...TLINK_BULK_COMMANDS, ...ACCOUNT_BULK_COMMANDS, retryLicenseMessagesCommand];
    const ids = [...COMMANDS, ...bulk].map((command) => command.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // An area's prefix and the command's name (`roles.edit`), or a screen's `nav:` path.
    expect(ids.filter((id) => !/^(nav:\/\S*|[a-z][a-zA-Z]*(\.[a-z][a-zA-Z-]*)+)$/.test(id))).toEqual([]);
  });
});
