import { and, eq, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { oidcPayloads } from '../db/schema/identity';

/**
 * The embedded provider's sessions, as the API reads and ends them (decision 180). oidc-provider
 * stores each session as one `Session` row; its `uid` (not the cookie's secret id) is what access
 * tokens carry as `sid`, and `payload.authorizations` names the clients signed in within it.
 */
const SESSION_MODEL = 'Session';

/**
 * The milliseconds session `sid` still lives (Infinity when it has no end), as SQL; null when it has
 * ended or does not belong to `subject` or no longer authorizes `clientId`. How long a passed check
 * may be kept (decision 739) is bounded by it.
 */
export function sessionTimeLeftMs(
  sid: string | Placeholder,
  subject: string | Placeholder,
  clientId: string | Placeholder,
): SQL<number | null> {
  // Aliased: inside a select from administrators a bare column name could mean either table.
  return sql<
    number | null
  >`(select coalesce(extract(epoch from session.expires_at - now()) * 1000, 'Infinity')::float8
    from ${oidcPayloads} session
    where session.model = ${SESSION_MODEL} and session.uid = ${sid}
      and (session.expires_at is null or session.expires_at > now())
      and session.payload->>'accountId' = ${subject}
      and session.payload->'authorizations' ? ${clientId}
    limit 1)`;
}

/**
 * Ends every session of an administrator (a changed password or role, a deletion), except `keep`:
 * the session making the change. Their access tokens are refused from the next call on, on every
 * instance, because each call checks its session in the database.
 */
export async function endSessionsOf(db: Db, administratorId: number, keep: string | null = null) {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, SESSION_MODEL),
        sql`${oidcPayloads.payload}->>'accountId' = ${String(administratorId)}`,
        keep === null ? undefined : or(ne(oidcPayloads.uid, keep), sql`${oidcPayloads.uid} is null`),
      ),
    );
}
