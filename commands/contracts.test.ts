import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../domain/rights';
import { entityCommands } from './available';
import { COMMANDS } from './catalog';
import { linkOf } from './command';
import { schoolContractRef } from './contracts';

const contract = schoolContractRef({
  id: 5,
  contractReferenceId: 'SJC000123',
  schoolId: 21,
  schoolyearName: '2025-2026',
});
const reader: AdminPrincipal = { id: 2, rechten: ['schooljaarvakcontracten_inzien'], uitgeverId: 7 };
const other: AdminPrincipal = { id: 3, rechten: ['gebruikers_inzien'], uitgeverId: null };

describe('school contract commands', () => {
  it("offer a contract's balance and specifications, on its contract, school and year, to whoever may read contracts", () => {
    const offered = entityCommands(COMMANDS, reader, contract);
    expect(offered.map((command) => [command.id, command.shortcut])).toEqual([
      ['contracts.balance', 'b'],
      ['contracts.specifications', 's'],
    ]);
    const search = { contractReferenceId: 'SJC000123', schoolId: 21, schoolyearName: '2025-2026' };
    expect(offered.map((command) => linkOf(command, contract))).toEqual([
      { to: '/contractbalances', search },
      { to: '/contractspecifications', search },
    ]);
    expect(entityCommands(COMMANDS, other, contract)).toEqual([]);
  });
});
