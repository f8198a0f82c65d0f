import { eq } from 'drizzle-orm';
import { administratorMessages, passwordMessages } from '../../../domain/messages';
import { can, isSuperuser, SUPERUSER } from '../../../domain/rights';
import type {
  AdministratorCreate,
  AdministratorUpdate,
  PasswordChange,
} from '../../../domain/schemas/administrator';
import { adminAreaTexts as t } from '../../../domain/schemas/administrator-texts';
import { holdsAll } from '../../../domain/schemas/role';
import type { Db } from '../../db/connect';
import { administrators, roles } from '../../db/schema/administrators';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { requestedPublisher } from '../../http/chosen-publisher';
import { lockFreshRow, lockRow, saveChanges } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import { endSessionsOf } from '../../http/sessions';
import { hashPassword, verifyPassword } from '../../idp/passwords';
import { isCommonPassword } from '../../security/common-passwords';
import {
  type AdministratorView,
  countSuperusers,
  emailInUse,
  findAdministratorView,
  findRole,
} from './repository';

const OBJECT_TYPE = 'Beheerder';
const forbidden = () => new AppError('forbidden', 'Niet bevoegd voor deze actie.');
const notFound = () => new AppError('notFound', 'Opgevraagde beheerder bestaat niet.');

/**
 * The administrator as `actor` may see it: a publisher-bound actor only sees their own publisher's
 * administrators (anything else is 404, as if it did not exist).
 */
export async function visibleAdministrator(db: Db, actor: CurrentAdmin, id: number) {
  const view = await findAdministratorView(db, id);
  if (!view) throw notFound();
  if (actor.uitgeverId !== null && view.uitgever?.id !== actor.uitgeverId && view.id !== actor.id)
    throw notFound();
  return view;
}

/** A non-superuser may change only administrators whose rights do not exceed their own (no takeover). */
function assertMayManage(actor: CurrentAdmin, target: Pick<AdministratorView, 'id' | 'rol'>) {
  if (target.id === actor.id) return;
  if (!holdsAll(actor, target.rol.rechten)) throw forbidden();
}

/** The publisher an administrator gets: a superuser chooses (an Uitgever), anyone else passes on their own. */
async function resolvePublisher(
  db: Db,
  actor: CurrentAdmin,
  requested: { id: number } | null | undefined,
  stored: number | null | undefined,
): Promise<number | null> {
  if (!isSuperuser(actor)) return stored === undefined ? actor.uitgeverId : stored;
  return requestedPublisher(db, requested, stored ?? null);
}

/**
 * The role rules: it exists, is selectable and not a base role (unless the administrator keeps the
 * role they have), belongs to no publisher or to the administrator's, and holds no right the actor
 * lacks (spec 001 §2; decision 040).
 */
async function assertRoleAllowed(
  db: Db,
  actor: CurrentAdmin,
  rolId: number,
  uitgeverId: number | null,
  currentRolId: number | null,
) {
  const role = await findRole(db, rolId);
  if (!role) throw fieldError('rol', t.roleNotFound);
  if (actor.uitgeverId !== null && role.uitgeverId !== actor.uitgeverId)
    throw fieldError('rol', t.roleNotFound);
  if (rolId === currentRolId) return role;
  if (!role.isKiesbaar || role.isBasisRol) throw fieldError('rol', t.roleNotSelectable);
  if (role.uitgeverId !== null && role.uitgeverId !== uitgeverId)
    throw fieldError('rol', t.roleOtherPublisher);
  if (!holdsAll(actor, role.rechten)) throw fieldError('rol', t.roleNotAllowed);
  return role;
}

export async function createAdministrator(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  body: AdministratorCreate,
): Promise<AdministratorView> {
  const uitgeverId = await resolvePublisher(db, actor, body.uitgever, undefined);
  // The schema guarantees a role; the check keeps the type narrow.
  if (!body.rol) throw fieldError('rol', administratorMessages.roleRequired);
  await assertRoleAllowed(db, actor, body.rol.id, uitgeverId, null);
  if (await emailInUse(db, body.email)) throw fieldError('email', t.emailTaken);
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const id = await write({ objectType: OBJECT_TYPE }, async (tx, entry) => {
    const [row] = await tx
      .insert(administrators)
      .values({
        name: body.name,
        email: body.email,
        passwordHash,
        rolId: body.rol!.id,
        uitgeverId,
        givenName: body.name.split(' ')[0] ?? null,
      })
      .returning({ id: administrators.id });
    entry.id(row!.id);
    entry.created({ name: body.name, email: body.email, rol: body.rol, uitgever: uitgeverId });
    return row!.id;
  });
  return (await findAdministratorView(db, id))!;
}

/**
 * PUT administrators/{id}. A new role ends the administrator's sessions (but the actor's own, when
 * they change their own role): they sign in again under it (decision 180).
 */
export async function updateAdministrator(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin & { sessionId: string | null },
  id: number,
  body: AdministratorUpdate,
): Promise<AdministratorView> {
  const before = await visibleAdministrator(db, actor, id);
  assertMayManage(actor, before);
  const isSelf = id === actor.id;
  if (!isSelf && !can(actor, 'beheerders_aanpassen')) throw forbidden();
  const rolId = body.rol!.id;
  if (isSelf && rolId !== before.rol.id && !isSuperuser(actor)) throw fieldError('rol', t.ownRoleFixed);
  const uitgeverId = await resolvePublisher(db, actor, body.uitgever, before.uitgever?.id ?? null);
  await assertRoleAllowed(db, actor, rolId, uitgeverId, before.rol.id);
  if (isSelf && body.email !== before.email) {
    // Whoever may not manage administrators must not learn from the answer whether an address is
    // an administrator's: their own address is not theirs to change (decision 183).
    if (!can(actor, 'beheerders_aanpassen')) throw fieldError('email', t.ownEmailNeedsRight);
    await assertCurrentPassword(db, id, body.currentPassword, 'currentPassword');
  }
  if (await emailInUse(db, body.email, id)) throw fieldError('email', t.emailTaken);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, administrators, id, body.updatedAt, notFound);
    if (isSelf && isSuperuser(actor)) await assertSuperuserRemains(tx, stored.rolId, rolId);
    const next = { name: body.name, email: body.email, rolId, uitgeverId };
    await saveChanges(tx, administrators, stored, next);
    if (stored.rolId !== rolId) await endSessionsOf(tx, id, isSelf ? actor.sessionId : null);
    entry.changed(
      { name: stored.name, email: stored.email, rolId: stored.rolId, uitgeverId: stored.uitgeverId },
      next,
    );
  });
  return (await findAdministratorView(db, id))!;
}

/** Keeps at least one administrator with is_superuser when a superuser changes their own role. */
async function assertSuperuserRemains(tx: Db, fromRolId: number, toRolId: number) {
  if (fromRolId === toRolId) return;
  const [to] = await tx.select({ rechten: roles.rechten }).from(roles).where(eq(roles.id, toRolId));
  if (to?.rechten.includes(SUPERUSER)) return;
  if ((await countSuperusers(tx)) <= 1) throw new AppError('conflict', t.lastSuperuser);
}

export async function deleteAdministrator(db: Db, write: AuditedWrite, actor: CurrentAdmin, id: number) {
  const before = await visibleAdministrator(db, actor, id);
  if (id === actor.id) throw new AppError('conflict', t.cannotDeleteSelf);
  assertMayManage(actor, before);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockRow(tx, administrators, eq(administrators.id, id));
    if (!stored) throw notFound();
    if (before.rol.rechten.includes(SUPERUSER) && (await countSuperusers(tx)) <= 1)
      throw new AppError('conflict', t.lastSuperuser);
    await tx.delete(administrators).where(eq(administrators.id, id));
    await endSessionsOf(tx, id);
    entry.removed({ id, name: before.name, email: before.email, rol: before.rol.naam });
  });
}

/**
 * POST administrators/{id}/actions/changepassword: oneself or with beheerders_aanpassen; a
 * non-superuser must give the current password; the new one must differ from it. The identity
 * provider checks the new hash from the next sign-in on; every other session of the administrator
 * ends (ASVS 3.3.3, decision 180), the one that changed it stays.
 */
export async function changePassword(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin & { sessionId: string | null },
  id: number,
  body: PasswordChange,
) {
  const target = await visibleAdministrator(db, actor, id);
  if (id !== actor.id && !can(actor, 'beheerders_aanpassen')) throw forbidden();
  assertMayManage(actor, target);
  const stored = await storedPassword(db, id);
  // Oneself always, others unless a superuser sets it (spec 001 §5; decision 183).
  if (id === actor.id || !isSuperuser(actor))
    await assertCurrentPassword(db, id, body.oldPassword, 'oldPassword', stored);
  assertNotCommon(body.password);
  if (await verifyPassword(stored.passwordHash, body.password))
    throw fieldError('password', passwordMessages.newSameAsCurrent);
  const passwordHash = await hashPassword(body.password);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const row = await lockRow(tx, administrators, eq(administrators.id, id));
    if (!row) throw notFound();
    await saveChanges(tx, administrators, row, { passwordHash });
    await endSessionsOf(tx, id, id === actor.id ? actor.sessionId : null);
    entry.changed({ password: row.passwordHash }, { password: passwordHash });
  });
}

async function storedPassword(db: Db, id: number) {
  const [stored] = await db
    .select({ passwordHash: administrators.passwordHash })
    .from(administrators)
    .where(eq(administrators.id, id));
  if (!stored) throw notFound();
  return stored;
}

/** The administrator's current password, given on `field` ('Huidig wachtwoord'), must be right. */
async function assertCurrentPassword(
  db: Db,
  id: number,
  given: string | undefined,
  field: 'oldPassword' | 'currentPassword',
  stored?: { passwordHash: string },
) {
  if (!given) throw fieldError(field, t.oldPasswordRequired);
  const { passwordHash } = stored ?? (await storedPassword(db, id));
  if (!(await verifyPassword(passwordHash, given))) throw fieldError(field, t.oldPasswordWrong);
}

/** ASVS 2.1.7: none of the 10,000 most common passwords (decision 183). */
function assertNotCommon(password: string) {
  if (isCommonPassword(password)) throw fieldError('password', t.commonPassword);
}
