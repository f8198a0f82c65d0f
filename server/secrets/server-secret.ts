import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { idpKeys } from '../db/schema/identity';

/**
 * A named 256-bit server secret kept in the key table (created on first use), so every instance
 * on the same database derives the same values and a restart changes nothing.
 */
export async function loadOrCreateSecret(db: Db, use: string): Promise<Buffer> {
  const find = async () => {
    const [row] = await db
      .select({ jwk: idpKeys.jwk })
      .from(idpKeys)
      .where(and(eq(idpKeys.use, use), isNull(idpKeys.retiredAt)))
      .limit(1);
    return row ? Buffer.from(String(row.jwk.k), 'base64url') : null;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(idpKeys)
    .values({ kid: `${use}:${randomUUID()}`, use, jwk: { k: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  return (await find())!;
}
