import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AdminPrincipal, NameViewer } from '../../domain/rights';
import type { Db } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { organisations } from '../db/schema/organisations';
import type { AuditScope } from './audit';
import { AppError } from './errors';
import type { TokenVerifier } from './tokens';

/**
 * The signed-in administrator as every handler sees it; `askForVolledigeNaam` is their publisher's
 * (false for staff), for maySeeFullNames.
 */
export type CurrentAdmin = AdminPrincipal & NameViewer & { name: string; email: string; rolId: number };

/**
 * What /api handlers read from the context: the administrator, when they signed in (token `auth_time`
 * or `iat`, for the audit log), and the audited-write runner of `auditTrail`.
 */
export type AuthEnv = { Variables: { admin: CurrentAdmin; signedInAt: Date | null; audit: AuditScope } };

/** Loads an administrator with the rights of their role; null when the record is gone. */
export async function loadAdmin(db: Db, id: number): Promise<CurrentAdmin | null> {
  const [row] = await db
    .select({
      id: administrators.id,
      name: administrators.name,
      email: administrators.email,
      rolId: administrators.rolId,
      uitgeverId: administrators.uitgeverId,
      rechten: roles.rechten,
      askForVolledigeNaam: sql<boolean>`coalesce(${organisations.askForVolledigeNaam}, false)`,
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.rolId))
    .leftJoin(organisations, eq(organisations.id, administrators.uitgeverId))
    .where(eq(administrators.id, id));
  return row ?? null;
}

/** Every /api call passes here: a valid bearer token of an existing administrator, else 401. */
export function requireAuth(verifier: TokenVerifier, db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', 'Niet aangemeld.');
    let token: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      token = await verifier.verify(match[1]);
    } catch {
      throw new AppError('unauthenticated', 'Het token is ongeldig of verlopen.');
    }
    const id = Number(token.subject);
    const admin = Number.isSafeInteger(id) ? await loadAdmin(db, id) : null;
    if (!admin) throw new AppError('unauthenticated', 'Onbekende beheerder.');
    c.set('admin', admin);
    c.set('signedInAt', token.signedInAt === null ? null : new Date(token.signedInAt * 1000));
    await next();
  });
}
