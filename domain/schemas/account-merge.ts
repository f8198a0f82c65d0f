import * as v from 'valibot';
import { mergeMessages, pseudoIdMessages } from '../messages';
import { DB_INT_MAX } from './rules';

/** A positive integer id from a number or a numeric string; null when absent or not an id. */
function idOf(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= DB_INT_MAX ? id : null;
}

type MergeField = 'sourceAccountId' | 'destinationAccountId';

/**
 * POST /api/accounts/actions/merge (spec 000 §7) and the merge screen's form (000 §5 texts). The
 * issue names the field it is about, so the API's 400 and the form put the text on that field.
 */
export const AccountMergeSchema = v.pipe(
  v.object({
    sourceAccountId: v.optional(v.unknown()),
    destinationAccountId: v.optional(v.unknown()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    const sourceAccountId = idOf(input.sourceAccountId);
    const destinationAccountId = idOf(input.destinationAccountId);
    const problem = mergeChoiceProblem(sourceAccountId, destinationAccountId);
    if (problem !== null || sourceAccountId === null || destinationAccountId === null) {
      const { field, message } = problem ?? {
        field: 'sourceAccountId',
        message: mergeMessages.sourceRequired,
      };
      const path = [{ type: 'object', origin: 'value', input, key: field, value: input[field] }] as const;
      addIssue({ message, path: [...path] });
      return NEVER;
    }
    return { sourceAccountId, destinationAccountId };
  }),
);
export type AccountMerge = v.InferOutput<typeof AccountMergeSchema>;

/** The first merge text that applies to the chosen pair and the field it is about, or null. */
function mergeChoiceProblem(
  source: number | null,
  destination: number | null,
): { field: MergeField; message: string } | null {
  if (source === null) return { field: 'sourceAccountId', message: mergeMessages.sourceRequired };
  if (destination === null)
    return { field: 'destinationAccountId', message: mergeMessages.destinationRequired };
  if (source === destination) return { field: 'destinationAccountId', message: mergeMessages.sameAccount };
  return null;
}

/** A merge log entry (spec 000 §3), as GET /api/accounts/{id}/logs/merge returns it. */
export const MergeLogEntrySchema = v.object({
  id: v.number(),
  sourceAccountId: v.number(),
  sourceAccountContact: v.nullable(v.string()),
  destinationAccountId: v.nullable(v.number()),
  timestamp: v.string(),
  sourceAccountExternAccounts: v.array(v.object({ accountType: v.string(), nameId: v.string() })),
  sourceAccountTlinks: v.array(v.string()),
  sourceAccountMeldcodes: v.array(v.string()),
});
export type MergeLogEntry = v.InferOutput<typeof MergeLogEntrySchema>;

/** The reply of the merge call: the destination account id. */
export const MergeResultSchema = v.object({ destinationAccountId: v.number(), mergeLogId: v.number() });
export type MergeResult = v.InferOutput<typeof MergeResultSchema>;

/** POST organisations/{publisherId}/actions/getAccountFromPseudoid (decision 032). */
export const PseudoIdLookupSchema = v.object({
  pseudoId: v.pipe(
    v.string('Verkeerde type'),
    v.trim(),
    v.nonEmpty('Veld is verplicht'),
    v.maxLength(200, 'Mag maximaal 200 tekens zijn'),
  ),
});

/** A choice a pseudo-id form needs: null until chosen, then 'Kies eerst ...' no more. */
const chosenId = (message: string) =>
  v.pipe(
    v.nullable(v.number()),
    v.check((id) => id !== null, message),
    v.transform((id) => id ?? 0),
  );

/** The /beheer 'Pseudo ID genereren' form: the user and the publisher (GET accounts/{subject}/idfor/{publisher}). */
export const PseudoIdGenerateFormSchema = v.object({
  subject: chosenId(pseudoIdMessages.chooseUser),
  publisherId: chosenId(pseudoIdMessages.choosePublisher),
});

/** The /beheer 'Pseudo ID ontsleutelen' form: the publisher and the API's own PseudoIdLookupSchema. */
export const PseudoIdDecryptFormSchema = v.object({
  publisherId: chosenId(pseudoIdMessages.choosePublisher),
  ...PseudoIdLookupSchema.entries,
});

/** GET accounts/{subject}/idfor/{publisherId}: the pseudo id in `data` (decision 032). */
export const PseudoIdReplySchema = v.object({ data: v.string() });
