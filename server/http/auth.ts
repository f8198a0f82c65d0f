import { eq, type SQL, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { authMessages as m } from '../../domain/messages';
import type { AdminPrincipal, NameViewer } from '../../domain/rights';
import type { AuthChanges } from '../db/auth-changes';
import type { Db } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { organisations } from '../db/schema/organisations';
import { KeptAdminChecks } from './admin-checks';
import type { AuditScope } from './audit';
import { AppError } from './errors';
import { sessionTimeLeftMs } from './sessions';
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
 * round trip, how long the token's session still lives (null when it ended; Infinity when sessions
 * are not checked). Prepared once per connection (decision 421): as an unnamed statement PostgreSQL
 * planned its three joins and the session subquery on every call, 0.5-2 ms of the 0.6-2 ms it cost;
 * named, a call is 0.1 ms, the round trip.
 */
function preparedAdminLookups(db: Db) {
  const lookup = (sessionTimeLeft: SQL<number | null>, name: string) =>
    db
      .select({
        id: administrators.id,
        name: administrators.name,
        email: administrators.email,
        rolId: administrators.rolId,
        uitgeverId: administrators.uitgeverId,
        rechten: roles.rechten,
        askForVolledigeNaam: sql<boolean>`coalesce(${organisations.askForVolledigeNaam}, false)`,
        sessionTimeLeft,
      })
      .from(administrators)
      .innerJoin(roles, eq(roles.id, administrators.rolId))
      .leftJoin(organisations, eq(organisations.id, administrators.uitgeverId))
      .where(eq(administrators.id, sql.placeholder('id')))
      .prepare(name);
  const withSession = lookup(
    sessionTimeLeftMs(sql.placeholder('sid'), sql.placeholder('subject'), sql.placeholder('clientId')),
    'auth_administrator_with_session_time',
  );
  const withoutSession = lookup(sql<number>`'Infinity'::float8`, 'auth_administrator_time');
  return (id: number, token: VerifiedToken | null) =>
    token?.sessionId && token.clientId
      ? withSession.execute({ id, sid: token.sessionId, subject: token.subject, clientId: token.clientId })
      : withoutSession.execute({ id });
}

/** What a passed check puts in the context. */
type PassedCheck = { admin: CurrentAdmin; signedInAt: Date | null; sessionId: string | null };

/**
 * Every /api call passes here: a valid bearer token of an existing administrator whose session
 * still lives (embedded provider, decision 180), else 401. A passed check is kept per token while
 * this instance hears every change to what it reads (`changes`, decision 739): a sign-out, a changed
 * role, right, publisher binding or administrator, on any instance, is heard at its commit and
 * every call after it asks the database again. Without `changes` every call asks.
 */
export function requireAuth(verifier: TokenVerifier, db: Db, changes?: AuthChanges) {
  const loadAdminWithSession = preparedAdminLookups(db);
  const kept = changes ? new KeptAdminChecks<PassedCheck>(changes) : undefined;
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', m.notSignedIn);
    const bearer = match[1];
    let token: VerifiedToken;
    try {
      // Every call: the signature is checked once per token, its expiry every time (decision 601).
      token = await verifier.verify(bearer);
    } catch {
      throw new AppError('unauthenticated', m.invalidToken);
    }
    let passed = kept?.get(bearer);
    if (!passed) {
      const begun = kept?.begin();
      const id = Number(token.subject);
      const [row] = Number.isSafeInteger(id)
        ? await loadAdminWithSession(id, verifier.checksSessions ? token : null)
        : [];
      if (!row) throw new AppError('unauthenticated', m.unknownAdministrator);
      const { sessionTimeLeft, ...admin } = row;
      if (sessionTimeLeft === null) throw new AppError('unauthenticated', m.sessionEnded);
      passed = {
        // Frozen: one kept object serves many calls, so no handler may change it for the next.
        admin: Object.freeze({
          ...admin,
          rechten: Object.freeze([...admin.rechten]) as typeof admin.rechten,
        }),
        signedInAt: token.signedInAt === null ? null : new Date(token.signedInAt * 1000),
        sessionId: token.sessionId,
      };
      kept?.keep(bearer, passed, begun, Math.min(sessionTimeLeft, token.expiresAt * 1000 - Date.now()));
    }
    c.set('admin', passed.admin);
    c.set('signedInAt', passed.signedInAt);
    c.set('sessionId', passed.sessionId);
    await next();
  });
}
