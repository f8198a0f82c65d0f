import { DEMO_ROLES } from '../../domain/demo-roles';
import type { Db } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { hashPassword } from '../idp/passwords';
import { DEMO_ADMINISTRATORS } from './demo-administrators';

/** The demo roles and administrators of DESIGN §3; the publisher role is bound to the demo publisher. */
export async function seedAdministrators(db: Db, demoPublisherId: number): Promise<void> {
  const roleIds = new Map<string, number>();
  for (const [key, role] of Object.entries(DEMO_ROLES)) {
    const [row] = await db
      .insert(roles)
      .values({
        naam: role.naam,
        rechten: [...role.rechten],
        uitgeverId: role.publisherBound ? demoPublisherId : null,
        isKiesbaar: true,
      })
      .returning({ id: roles.id });
    roleIds.set(key, row!.id);
  }
  for (const admin of DEMO_ADMINISTRATORS) {
    const role = DEMO_ROLES[admin.role];
    await db.insert(administrators).values({
      name: admin.name,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      rolId: roleIds.get(admin.role)!,
      uitgeverId: role.publisherBound ? demoPublisherId : null,
      givenName: admin.name.split(' ')[0] ?? null,
    });
  }
}
