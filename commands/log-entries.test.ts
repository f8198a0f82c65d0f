import { describe, expect, it } from 'vitest';
import type { ActionContext } from './command';
import { findContractSpecificationsCommand } from './contracts';
import { invoiceMonthOf } from './invoices';
import { meldcodeQueryOf, searchLogEntriesCommand } from './log-entries';
import type { RouteLink } from './route-link';

function context(): ActionContext & { visited: RouteLink[] } {
  const visited: RouteLink[] = [];
  return {
    visited,
    admin: { id: 1, rechten: ['logentries_inzien'], uitgeverId: null },
    navigate: (to) => void visited.push(to),
    confirm: async () => true,
    notify: { success: () => {}, error: () => {} },
    call: async () => null,
    remove: async () => true,
    download: async () => {},
  };
}

describe('commands of issue 9', () => {
  it('searches a meldcode as typed, labelled or not', async () => {
    expect(meldcodeQueryOf('meldcode: abc-12d4')).toBe('ABC-12D4');
    expect(meldcodeQueryOf('ab')).toBeNull();
    const ctx = context();
    if (searchLogEntriesCommand.target.kind !== 'action') throw new Error('action expected');
    await searchLogEntriesCommand.target.run(ctx, { args: { meldcode: ' xyz-9 ' } });
    expect(ctx.visited).toEqual([{ to: '/home', search: { meldcode: 'XYZ-9' } }]);
  });

  it("opens a contract's specifications and an invoice month", async () => {
    const ctx = context();
    if (findContractSpecificationsCommand.target.kind !== 'action') throw new Error('action expected');
    await findContractSpecificationsCommand.target.run(ctx, { args: { contract: 'SJC000123' } });
    expect(ctx.visited).toEqual([
      { to: '/contractspecifications', search: { contractReferenceId: 'SJC000123' } },
    ]);
    expect(invoiceMonthOf('3-2026')).toBe('2026-03');
    expect(invoiceMonthOf('13-2026')).toBeNull();
  });
});
