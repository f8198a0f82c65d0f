import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { isPublisherBound, isSuperuser, SUPERUSER } from '../../../domain/rights';
import { adminAreaTexts as t } from '../../../domain/schemas/administrator-texts';
import { type RoleBody, rightsBeyond } from '../../../domain/schemas/role';
import type { Db } from '../../db/connect';
import { roles } from '../../db/schema/administrators';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { assertNotBlocked, blockingEntities } from '../../http/blocking';
import { requestedPublisher } from '../../http/chosen-publisher';
import { lockFreshRow, lockRow, saveChanges } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import { findRoleJson, type RoleJson, roleHolders } from './repository';

const OBJECT_TYPE = 'Rol';
const notFound = () => new AppError('notFound', 'Opgevraagde rol bestaat niet.');

/** A role as `actor` may see it: a publisher-bound actor only their publisher's roles (else 404). */
export async function visibleRole(db: Db, actor: CurrentAdmin, id: number): Promise<RoleJson> {
  const role = await findRoleJson(db, id);
  if (!role) throw notFound();
  if (actor.uitgeverId !== null && role.uitgever?.id !== actor.uitgeverId) throw notFound();
  return role;
}

/** Who may change a role at all: a non-superuser never a superuser role, and nobody but a superuser a base role. */
function assertMayChange(actor: CurrentAdmin, role: RoleJson) {
  if (isSuperuser(actor)) return;
  if (role.rechten.includes(SUPERUSER)) throw new AppError('forbidden', t.superuserRight);
  if (role.isBasisRol) throw new AppError('forbidden', t.baseRoleFixed);
}

/** No escalation: a right the actor does not hold is refused unless the role already had it (spec 001 §2). */
function assertRightsAllowed(actor: CurrentAdmin, requested: readonly string[], current: readonly string[]) {
  const beyond = rightsBeyond(actor, requested, current);
  if (beyond.length === 0) return;
  // A superuser is offered every right but is_superuser (spec 001 §2): bad input, not a lack of rights.
  if (isSuperuser(actor)) throw fieldError('rechten', t.superuserRightNotOffered);
  if (beyond.includes(SUPERUSER)) throw new AppError('forbidden', t.superuserRight);
  throw new AppError('forbidden', t.rightsNotHeld(beyond));
}

/** A publisher can be chosen by a superuser or an administrator without one; anyone else gets their own. */
async function resolvePublisher(
  db: Db,
  actor: CurrentAdmin,
  requested: { id: number } | null | undefined,
  stored: number | null,
) {
  if (!isSuperuser(actor) && isPublisherBound(actor)) return actor.uitgeverId;
  return requestedPublisher(db, requested, stored);
}

/**
 * A role's name is unique among the roles a role select can offer together (spec 001 §2: a
 * publisher's roles and the roles without one), case and spaces aside. A publisher-bound actor is
 * checked against their own publisher's roles only: another publisher's names stay unknown to them.
 */
async function assertNameFree(
  tx: Db,
  actor: CurrentAdmin,
  naam: string,
  uitgeverId: number | null,
  selfId: number | null,
) {
  const scope =
    isPublisherBound(actor) && !isSuperuser(actor)
      ? eq(roles.uitgeverId, uitgeverId ?? -1)
      : uitgeverId === null
        ? undefined
        : or(eq(roles.uitgeverId, uitgeverId), isNull(roles.uitgeverId));
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(btrim(${roles.naam})) = lower(btrim(${naam}))`,
        selfId === null ? undefined : ne(roles.id, selfId),
        scope,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('naam', t.roleNameTaken);
}

export async function createRole(db: Db, write: AuditedWrite, actor: CurrentAdmin, body: RoleBody) {
  assertRightsAllowed(actor, body.rechten, []);
  const uitgeverId = await resolvePublisher(db, actor, body.uitgever, null);
  const id = await write({ objectType: OBJECT_TYPE }, async (tx, entry) => {
    await assertNameFree(tx, actor, body.naam, uitgeverId, null);
    // The audit entry records what was inserted.
    const values = { naam: body.naam, rechten: body.rechten, uitgeverId, isKiesbaar: body.isKiesbaar };
    const [row] = await tx.insert(roles).values(values).returning({ id: roles.id });
    entry.id(row!.id);
    entry.created(values);
    return row!.id;
  });
  return (await findRoleJson(db, id))!;
}

export async function updateRole(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  id: number,
  body: RoleBody,
) {
  const before = await visibleRole(db, actor, id);
  assertMayChange(actor, before);
  assertRightsAllowed(actor, body.rechten, before.rechten);
  const uitgeverId = await resolvePublisher(db, actor, body.uitgever, before.uitgever?.id ?? null);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, roles, id, body.updatedAt, notFound);
    await assertNameFree(tx, actor, body.naam, uitgeverId, id);
    if (uitgeverId !== null && uitgeverId !== stored.uitgeverId) {
      const holders = await roleHolders(tx, id, 10_000);
      if (holders.some((holder) => holder.uitgeverId !== uitgeverId))
        throw fieldError('uitgever', t.roleInUseElsewhere);
    }
    const next = { naam: body.naam, rechten: body.rechten, uitgeverId, isKiesbaar: body.isKiesbaar };
    await saveChanges(tx, roles, stored, next);
    entry.changed(
      {
        naam: stored.naam,
        rechten: stored.rechten,
        uitgeverId: stored.uitgeverId,
        isKiesbaar: stored.isKiesbaar,
      },
      next,
    );
  });
  return (await findRoleJson(db, id))!;
}

export async function deleteRole(db: Db, write: AuditedWrite, actor: CurrentAdmin, id: number) {
  const before = await visibleRole(db, actor, id);
  assertMayChange(actor, before);
  if (before.isBasisRol) throw new AppError('conflict', t.baseRoleFixed);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockRow(tx, roles, eq(roles.id, id));
    if (!stored) throw notFound();
    const holders = await roleHolders(tx, id);
    assertNotBlocked(blockingEntities('Beheerder', holders, (h) => `${h.name} (${h.email})`));
    await tx.delete(roles).where(eq(roles.id, id));
    entry.removed(before);
  });
}
