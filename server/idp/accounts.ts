import { eq, sql } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Db } from '../db/connect';
import { administrators } from '../db/schema/administrators';
import { hashPassword, verifyPassword } from './passwords';

// Verified against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password
// and the response time does not tell which administrators exist.
let decoyHash: Promise<string> | undefined;

/** The administrator's id (as the token subject) when e-mail and password match, else null. */
export async function authenticateAdministrator(
  db: Db,
  email: string,
  password: string,
): Promise<string | null> {
  const [admin] = await db
    .select({ id: administrators.id, passwordHash: administrators.passwordHash })
    .from(administrators)
    .where(eq(sql`lower(${administrators.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!admin) {
    decoyHash ??= hashPassword('leskluis-decoy-password');
    await verifyPassword(await decoyHash, password);
    return null;
  }
  return (await verifyPassword(admin.passwordHash, password)) ? String(admin.id) : null;
}

/** oidc-provider's account for a token subject: the administrator with the name and e-mail claims. */
export async function findAdministratorAccount(db: Db, sub: string): Promise<Account | undefined> {
  const id = Number(sub);
  if (!Number.isSafeInteger(id)) return undefined;
  const [admin] = await db
    .select({ name: administrators.name, email: administrators.email })
    .from(administrators)
    .where(eq(administrators.id, id))
    .limit(1);
  if (!admin) return undefined;
  return { accountId: sub, claims: () => ({ sub, name: admin.name, email: admin.email }) };
}
