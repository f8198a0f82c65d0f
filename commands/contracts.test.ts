import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../domain/rights';
import { entityCommands, mayRun } from './available';
import { COMMANDS } from './catalog';
import { linkOf } from './command';
import { findContractCommand, findContractSpecificationsCommand, schoolContractRef } from './contracts';

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

  it("find a pasted contract id in the school contracts or the specifications, on the lists' own filter", async () => {
    for (const [command, to] of [
      [findContractCommand, '/schoolcontracts'],
      [findContractSpecificationsCommand, '/contractspecifications'],
    ] as const) {
      expect([mayRun(command, reader, undefined), mayRun(command, other, undefined)]).toEqual([true, false]);
      const target = command.target;
      if (target.kind !== 'action') throw new Error('a lookup is an action');
      const validate = target.args?.[0]?.validate;
      // Any text up to the filter's 200 characters is an id: contract ids have no shape of their own.
      expect(['', ' ', 'x'.repeat(201)].map((value) => validate?.(value))).toEqual(
        Array(3).fill('Vul een contract-id in (maximaal 200 tekens).'),
      );
      expect(validate?.('x'.repeat(200))).toBeNull();
      const went: unknown[] = [];
      await target.run({ navigate: (link: unknown) => went.push(link) } as never, {
        args: { contract: ' SJC-2026/000123 ' },
      });
      expect(went).toEqual([{ to, search: { contractReferenceId: 'SJC-2026/000123' } }]);
    }
  });
});
