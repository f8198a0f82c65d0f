import type { GenericSchema, InferOutput } from 'valibot';
import type { ApiCall } from '../domain/api-calls';
import { formatCount } from '../domain/numbers';
import type { AccessRule, AdminPrincipal } from '../domain/rights';
import { passes } from '../domain/rights';
import type { Change } from './changes';
import { type CommandArgument, type Keywords, withWords } from './command';

/**
 * Bulk commands: one action on the rows an administrator selected in a list (issue 24, decision
 * 390). Like every command they live in `commands/<area>`, carry their right, and run through the
 * spec's own calls, one row at a time, so the server checks each row (rights, publisher, state) and
 * audits each change. The console draws them in the list's selection bar (src/kit/bulk-bar.tsx).
 */

/** Which list's rows a bulk command works on. */
export const BULK_ROW_KINDS = ['tlink', 'licenseMessage', 'account'] as const;
export type BulkRowKind = (typeof BULK_ROW_KINDS)[number];

/** At most this many rows in one run: a run is one call per row (decision 390). */
export const MAX_BULK_ROWS = 1000;

/** What a bulk command may do while it runs: call the API as the signed-in administrator. */
export type BulkContext = {
  admin: AdminPrincipal;
  /**
   * Sends one declared call (domain/api-calls.ts); throws the console's ApiError with the server's
   * Dutch message. Refreshing is the run's job, once at the end, from the command's `changes`.
   */
  call<S extends GenericSchema>(request: ApiCall<S>): Promise<InferOutput<S>>;
};

export type BulkCommand<Row> = {
  id: string;
  title: string;
  /** Dutch and English words, as every command has (src/palette/command-words.test.ts). */
  keywords: Keywords;
  rows: BulkRowKind;
  access: AccessRule;
  /** Values asked once for the whole run (a new end date), on the run's dialog. */
  args?: readonly CommandArgument[];
  /** The question before the run starts, with the number of rows. */
  confirm: (count: number, args: Record<string, string>) => string;
  /**
   * Why this row cannot take the command (Dutch, for the bar's explanation), or null when it can.
   * The server refuses the same; this only keeps the console from offering what it would refuse.
   */
  refusal?: (row: Row, admin: AdminPrincipal, args: Record<string, string>) => string | null;
  /** The call for one row; throws with the server's message when the row fails. */
  runRow(context: BulkContext, row: Row, args: Record<string, string>): Promise<void>;
  /** What a run changes, refreshed once when it ends. */
  changes: readonly Change[];
  /** A short label of a row in the run's report ('TLink AB12CD34'). */
  rowLabel: (row: Row) => string;
};

/** The words every bulk command is found by, after its own: it works on a selection. */
const BULK_WORDS: Keywords = { nl: ['selectie'], en: ['bulk'] };

/** A bulk command: it lists its own words, the builder adds those of every bulk command. */
export function bulkCommand<Row>({ keywords, ...command }: BulkCommand<Row>): BulkCommand<Row> {
  return { ...command, keywords: withWords(keywords, BULK_WORDS) };
}

/** 'N TLink wordt' or 'N TLinks worden': the number of rows and the words that agree with it. */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A selected row the command refuses, and why. */
export type BulkRefusal = { label: string; reason: string };

/**
 * Whether this administrator may run the command on every selected row: the command's right, the row
 * count within MAX_BULK_ROWS, and each row's own rule. Refusals name the rows, so the bar says why.
 */
export function bulkAvailability<Row>(
  command: BulkCommand<Row>,
  admin: AdminPrincipal,
  rows: readonly Row[],
  args: Record<string, string> = {},
): { allowed: boolean; refusals: BulkRefusal[] } {
  if (!passes(admin, command.access) || rows.length === 0) return { allowed: false, refusals: [] };
  const refusals: BulkRefusal[] = [];
  if (rows.length > MAX_BULK_ROWS)
    refusals.push({
      label: 'De selectie',
      reason: `is groter dan ${formatCount(MAX_BULK_ROWS)} rijen`,
    });
  for (const row of rows) {
    const reason = command.refusal?.(row, admin, args);
    if (reason) refusals.push({ label: command.rowLabel(row), reason });
  }
  return { allowed: refusals.length === 0, refusals };
}

/** The bulk commands this administrator may see for a list at all (their right passes). */
export function bulkCommandsFor<Row>(
  commands: readonly BulkCommand<Row>[],
  kind: BulkRowKind,
  admin: AdminPrincipal,
): BulkCommand<Row>[] {
  return commands.filter((command) => command.rows === kind && passes(admin, command.access));
}
