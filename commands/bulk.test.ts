import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../domain/rights';
import type { LicenseMessage } from '../domain/schemas/eck';
import type { TlinkLicense } from '../domain/schemas/tlink';
import { unchangedBody } from '../domain/schemas/tlink';
import { tlinkLicence } from '../domain/test-support/tlink-licence';
import { bulkAvailability, bulkCommandsFor, MAX_BULK_ROWS } from './bulk';
import { deleteAccountsCommand, resendLinksCommand } from './bulk-accounts';
import { retryLicenseMessagesCommand } from './bulk-license-messages';
import {
  blockTlinksCommand,
  endDateArg,
  extendTlinksCommand,
  revokeTlinksCommand,
  TLINK_BULK_COMMANDS,
} from './bulk-tlinks';

const editor: AdminPrincipal = {
  id: 2,
  rechten: ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'],
  uitgeverId: 7,
};
const viewer: AdminPrincipal = { id: 3, rechten: ['tlinklicenties_inzien'], uitgeverId: null };
const superuser: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };

/** A TLink of the API's shape (domain/test-support/tlink-licence.ts), named by its code, in a state. */
const tlink = (code: string, licenseState: TlinkLicense['licenseState'], endDate = '2027-07-31') =>
  tlinkLicence(code.charCodeAt(0), code, { licenseState, endDate }) as TlinkLicense;

describe('bulk commands on TLinks', () => {
  it('are offered to an administrator with the right to change TLinks, not to a viewer', () => {
    expect(bulkCommandsFor(TLINK_BULK_COMMANDS, 'tlink', editor).map((c) => c.title)).toEqual([
      'TLinks intrekken',
      'TLinks blokkeren',
      'Einddatum verlengen',
    ]);
    expect(bulkCommandsFor(TLINK_BULK_COMMANDS, 'tlink', viewer)).toEqual([]);
    expect(bulkAvailability(revokeTlinksCommand, viewer, [tlink('A', 'ACTIVE')]).allowed).toBe(false);
  });

  it('refuse a selection with an ended licence, naming the row and why', () => {
    const rows = [tlink('A', 'ACTIVE'), tlink('B', 'REVOKED'), tlink('C', 'AVAILABLE')];
    expect(bulkAvailability(revokeTlinksCommand, editor, rows)).toEqual({
      allowed: false,
      refusals: [{ label: 'TLink B', reason: 'is al beëindigd (Ingetrokken)' }],
    });
    expect(bulkAvailability(revokeTlinksCommand, editor, [rows[0]!, rows[2]!]).allowed).toBe(true);
    expect(bulkAvailability(blockTlinksCommand, editor, [tlink('D', 'BLOCKED')]).refusals).toEqual([
      { label: 'TLink D', reason: 'is al geblokkeerd' },
    ]);
  });

  it('extend only to a later end date, typed as the console shows days', () => {
    expect(endDateArg('31-07-2028')).toBe('2028-07-31');
    expect(endDateArg(' 2028-07-31 ')).toBe('2028-07-31');
    expect(endDateArg('31-02-2028')).toBeNull();
    const rows = [tlink('A', 'ACTIVE', '2027-07-31'), tlink('B', 'ACTIVE', '2029-01-01')];
    expect(bulkAvailability(extendTlinksCommand, editor, rows, { endDate: '31-07-2028' }).refusals).toEqual([
      { label: 'TLink B', reason: 'heeft al einddatum 01-01-2029' },
    ]);
    expect(extendTlinksCommand.confirm(2, { endDate: '31-07-2028' })).toBe(
      'De einddatum van 2 TLinks wordt 31-07-2028.',
    );
  });

  it('send the row back unchanged but for the one field, with its updatedAt for the 412 check', async () => {
    const calls: unknown[] = [];
    const context = { admin: editor, call: async (...args: unknown[]) => void calls.push(args) };
    const row = tlink('A', 'ACTIVE');
    await extendTlinksCommand.runRow(context, row, { endDate: '31-07-2028' });
    expect(calls).toEqual([
      [
        expect.objectContaining({
          method: 'PUT',
          path: `tlinklicenses/${row.id}`,
          body: { ...unchangedBody(row), endDate: '2028-07-31' },
        }),
      ],
    ]);
    expect(unchangedBody(row).updatedAt).toBe('2024-08-01T10:00:00.000Z');
  });

  it('refuse more rows than one run takes', () => {
    const rows = Array.from({ length: MAX_BULK_ROWS + 1 }, () => tlink('A', 'ACTIVE'));
    const { allowed, refusals } = bulkAvailability(blockTlinksCommand, editor, rows);
    expect(allowed).toBe(false);
    expect(refusals[0]).toEqual({ label: 'De selectie', reason: 'is groter dan 1.000 rijen' });
  });
});

describe('bulk commands on accounts and licence messages', () => {
  it('delete accounts only as the superuser; resend only where a link was sent', () => {
    expect(bulkCommandsFor([deleteAccountsCommand], 'account', editor)).toEqual([]);
    expect(bulkCommandsFor([deleteAccountsCommand], 'account', superuser)).toHaveLength(1);
    const withLink = { id: 4, email: 'a@school.test', attributes: {}, accessurlPresent: true };
    const without = { id: 5, email: 'b@school.test', attributes: {}, accessurlPresent: false };
    const refusals = bulkAvailability(resendLinksCommand, superuser, [withLink, without] as never[]).refusals;
    expect(refusals).toEqual([{ label: 'b@school.test', reason: 'heeft geen bevestigingslink' }]);
  });

  it('retry only messages that failed after 5 attempts', () => {
    const message = (status: LicenseMessage['status'], retryCount: number) =>
      ({ id: retryCount, referenceId: `R${retryCount}`, status, retryCount }) as LicenseMessage;
    const { refusals } = bulkAvailability(retryLicenseMessagesCommand, superuser, [
      message('Error', 5),
      message('Error', 2),
      message('Success', 6),
    ]);
    expect(refusals.map((r) => r.label)).toEqual(['Bericht R2', 'Bericht R6']);
  });

  it('count a retried message that ECK refused again as failed, with its reason', async () => {
    const failed = { id: 5, referenceId: 'R5', status: 'Error', retryCount: 6, lastError: 'HTTP 502' };
    const answering = (after: object) => ({ admin: superuser, call: async () => after as never });
    const message = { ...failed, retryCount: 5 } as LicenseMessage;
    await expect(retryLicenseMessagesCommand.runRow(answering(failed), message, {})).rejects.toThrow(
      'HTTP 502',
    );
    await expect(
      retryLicenseMessagesCommand.runRow(answering({ ...failed, status: 'Success' }), message, {}),
    ).resolves.toBeUndefined();
  });
});
