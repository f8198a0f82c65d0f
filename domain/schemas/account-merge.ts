import * as v from 'valibot';
import { mergeMessages } from '../messages';
import { DB_INT_MAX } from './rules';

/** A positive integer id from a number or a numeric string; null when absent or not an id. */
function idOf(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= DB_INT_MAX ? id : null;
}

/** POST /api/accounts/actions/merge (spec 000 §7) and the merge screen's form (000 §5 texts). */
export const AccountMergeSchema = v.pipe(
  v.object({
    sourceAccountId: v.optional(v.unknown()),
    destinationAccountId: v.optional(v.unknown()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const sourceAccountId = idOf(dataset.value.sourceAccountId);
    const destinationAccountId = idOf(dataset.value.destinationAccountId);
    const error = mergeChoiceError(sourceAccountId, destinationAccountId);
    if (error !== null || sourceAccountId === null || destinationAccountId === null) {
      addIssue({ message: error ?? mergeMessages.sourceRequired });
      return NEVER;
    }
    return { sourceAccountId, destinationAccountId };
  }),
);
export type AccountMerge = v.InferOutput<typeof AccountMergeSchema>;

/** The first merge text that applies to the chosen pair, or null (the screen's own check before sending). */
export function mergeChoiceError(source: number | null, destination: number | null): string | null {
  if (source === null) return mergeMessages.sourceRequired;
  if (destination === null) return mergeMessages.destinationRequired;
  if (source === destination) return mergeMessages.sameAccount;
  return null;
}

/** A merge log entry (spec 000 §3), as GET /api/accounts/{id}/logs/merge returns it. */
export type MergeLogEntry = {
  id: number;
  sourceAccountId: number;
  sourceAccountContact: string | null;
  destinationAccountId: number | null;
  timestamp: string;
  sourceAccountExternAccounts: { accountType: string; nameId: string }[];
  sourceAccountTlinks: string[];
  sourceAccountMeldcodes: string[];
};

/** The reply of the merge call: the destination account id. */
export type MergeResult = { destinationAccountId: number; mergeLogId: number };

/** POST organisations/{publisherId}/actions/getAccountFromPseudoid (decision 032). */
export const PseudoIdLookupSchema = v.object({
  pseudoId: v.pipe(
    v.string('Verkeerde type'),
    v.trim(),
    v.nonEmpty('Veld is verplicht'),
    v.maxLength(200, 'Mag maximaal 200 tekens zijn'),
  ),
});
