import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { administrators } from '../db/schema/administrators';
import { ARGON2_PARAMS, verifyPassword } from '../idp/passwords';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';

/** Stored administrator passwords are argon2id hashes with the stated parameters (decision 103). */
const api = fileApiHarness();

const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
const PREFIX = `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;

const storedHash = async (email: string) =>
  (await api.db.select().from(administrators).where(eq(administrators.email, email)))[0]!.passwordHash;

describe('password hashing', () => {
  it('states OWASP argon2id parameters: 19 MiB, 2 passes, 1 lane', () => {
    expect(ARGON2_PARAMS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('stores seeded and newly set passwords as argon2id hashes with those parameters', async () => {
    expect(await storedHash(SUPERUSER)).toMatch(
      new RegExp(`^${PREFIX.replaceAll('$', '\\$')}[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`),
    );
    const [role] = await api.db
      .select({ id: administrators.rolId })
      .from(administrators)
      .where(eq(administrators.email, SUPERUSER));
    const password = 'een-nieuw-lang-wachtwoord-9';
    const email = 'hash@leskluis.test';
    const created = await api.as(SUPERUSER)('/api/administrators', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Hash Test',
        email,
        password,
        passwordConfirmation: password,
        rol: { id: role!.id },
      }),
    });
    expect(created.status).toBe(201);
    const stored = await storedHash(email);
    expect(stored.startsWith(PREFIX)).toBe(true);
    expect(stored).not.toContain(password);
    expect(await verifyPassword(stored, password)).toBe(true);
  });
});
