import * as v from 'valibot';
import { isRight, isSuperuser, RIGHTS, type Right, SUPERUSER } from '../rights';
import { IdRefSchema } from './administrator';
import { withPublisherFilter } from './publisher-filter';
import { textFlagParam } from './query-params';
import { NamedRefSchema, timestamps } from './reply-parts';
import { dutchString, maxChars, msg } from './rules';

/** POST roles / PUT roles/{id} and the role form (spec 001 §5: naam required, rechten non-empty). */
export const RoleBodySchema = v.object({
  naam: v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(msg.required), maxChars(255)), ''),
  rechten: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(msg.invalid), v.check(isRight, msg.invalid)), msg.required),
      v.minLength(1, msg.required),
      v.transform((rights) => [...new Set(rights)]),
    ),
    [],
  ),
  /** Absent on a PUT: the publisher stays as it is. */
  uitgever: v.optional(v.nullable(IdRefSchema)),
  isKiesbaar: v.optional(v.boolean(msg.wrongType), true),
  updatedAt: v.optional(v.string()),
});
export type RoleBody = v.InferOutput<typeof RoleBodySchema>;

/** A role as GET roles, GET roles/{id} and a save return it (spec 001 §3). */
export const RoleSchema = v.object({
  id: v.number(),
  naam: v.string(),
  rechten: v.array(v.string()),
  uitgever: v.nullable(NamedRefSchema),
  isKiesbaar: v.boolean(),
  isBasisRol: v.boolean(),
  ...timestamps,
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** Filters of GET roles (spec 001 §7) plus q on the name. Booleans are 'true'/'false'. */
const flag = v.optional(textFlagParam());
export const RoleListFilterSchema = withPublisherFilter(
  v.object({
    isKiesbaar: flag,
    geenBasisRol: flag,
    geenUitgever: flag,
    uitgever: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, msg.invalid))),
    q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  }),
  'uitgever',
);
export type RoleListFilter = v.InferOutput<typeof RoleListFilterSchema>;

export const ROLE_SORT_FIELDS = ['naam', 'id', 'updatedAt'] as const;

/**
 * The rights a role form offers (spec 001 §2): a superuser all except is_superuser (kept when the
 * role already has it); anyone else the union of their own role's rights and the role's current
 * rights, never is_superuser. The server allows exactly these.
 */
export function offeredRights(
  granter: { rechten: readonly string[] },
  currentRights: readonly string[] = [],
): Right[] {
  // A role that already is a superuser role keeps that right when a superuser edits it.
  if (isSuperuser(granter))
    return RIGHTS.filter((right) => right !== SUPERUSER || currentRights.includes(SUPERUSER));
  const allowed = new Set([...granter.rechten, ...currentRights]);
  return RIGHTS.filter((right) => allowed.has(right) && right !== SUPERUSER);
}

/** The rights in `requested` the granter may not give (outside `offeredRights`); empty when all are allowed. */
export function rightsBeyond(
  granter: { rechten: readonly string[] },
  requested: readonly string[],
  currentRights: readonly string[] = [],
): string[] {
  const offered = new Set<string>(offeredRights(granter, currentRights));
  return requested.filter((right) => !offered.has(right));
}

/**
 * Whether `actor` holds every right of `rights` (is_superuser implies all). A non-superuser may only
 * assign, edit or remove what does not exceed their own rights: no escalation through roles.
 */
export function holdsAll(actor: { rechten: readonly string[] }, rights: readonly string[]): boolean {
  return isSuperuser(actor) || rights.every((right) => right !== SUPERUSER && actor.rechten.includes(right));
}
