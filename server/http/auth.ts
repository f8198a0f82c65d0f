import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { authMessages as m } from '../../domain/messages';
import type { AdminPrincipal, NameViewer } from '../../domain/rights';
import type { Db } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { organisations } from '../db/schema/organisations';
import type { AuditScope } from './audit';
import { AppError } from './errors';
import { isSessionLive } from './sessions';
import type { TokenVerifier, VerifiedToken } from './tokens';

/**
 * The signed-in administrator as every handler sees it; `askForVolledigeNaam` is their publisher's
 * (false for staff), for maySeeFullNames.
 */
export type CurrentAdmin = AdminPrincipal & NameViewer & { name: string; email: string; rolId: number };

/**
 * What /api handlers read from the context: the administrator, when they signed in (token `auth_time`
 * or `iat`, for the audit log), the provider session the token belongs to (`sid`; null with an
 * external issuer), and the audited-write runner of `auditTrail`.
 */
export type AuthEnv = {
  Variables: { admin: CurrentAdmin; signedInAt: Date | null; sessionId: string | null; audit: AuditScope };
};

/**
 * The administrator with the rights of their role (none when the record is gone) and, in the same
 * round trip, whether the token's session still lives (true when sessions are not checked): one
 * query per call, as before sessions were checked.
 */
function loadAdminWithSession(db: Db, id: number, token: VerifiedToken | null) {
  const hasLiveSession =
    token?.sessionId && token.clientId
      ? isSessionLive(token.sessionId, token.subject, token.clientId)
      : sql<boolean>`true`;
  return db
    .select({
      id: administrators.id,
      name: administrators.name,
      email: administrators.email,
      rolId: administrators.rolId,
      uitgeverId: administrators.uitgeverId,
      rechten: roles.rechten,
      askForVolledigeNaam: sql<boolean>`coalesce(${organisations.askForVolledigeNaam}, false)`,
      hasLiveSession,
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.rolId))
    .leftJoin(organisations, eq(organisations.id, administrators.uitgeverId))
    .where(eq(administrators.id, id));
}

/**
 * Every /api call passes here: a valid bearer token of an existing administrator whose session
 * still lives (embedded provider, decision 180), else 401.
 */
export function requireAuth(verifier: TokenVerifier, db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', m.notSignedIn);
    let token: VerifiedToken;
    try {
      token = await verifier.verify(match[1]);
    } catch {
      throw new AppError('unauthenticated', m.invalidToken);
    }
    const id = Number(token.subject);
    const [row] = Number.isSafeInteger(id)
      ? await loadAdminWithSession(db, id, verifier.checksSessions ? token : null)
      : [];
    if (!row) throw new AppError('unauthenticated', m.unknownAdministrator);
    const { hasLiveSession, ...admin } = row;
    if (!hasLiveSession) throw new AppError('unauthenticated', m.sessionEnded);
    c.set('admin', admin);
    c.set('signedInAt', token.signedInAt === null ? null : new Date(token.signedInAt * 1000));
    c.set('sessionId', token.sessionId);
    await next();
  });
}
