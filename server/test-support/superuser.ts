import type { Db } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { hashPassword } from '../idp/passwords';

/** A role with every right and one administrator in it who signs in with this password. */
export async function addSuperuser(db: Db, admin: { name: string; email: string; password: string }) {
  const [role] = await db
    .insert(roles)
    .values({ naam: 'Superuser', rechten: ['is_superuser'] })
    .returning();
  await db.insert(administrators).values({
    name: admin.name,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    rolId: role!.id,
  });
}
