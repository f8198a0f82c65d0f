import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { administrators, roles } from '../../db/schema/administrators';
import { organisations } from '../../db/schema/organisations';

const adminPublisher = alias(organisations, 'admin_publisher');
const rolePublisher = alias(organisations, 'role_publisher');

/** An administrator with role, rights and publisher, as GET administrators/me and the list return it. */
export async function findAdministratorView(db: Db, id: number) {
  const [row] = await db
    .select({
      id: administrators.id,
      name: administrators.name,
      email: administrators.email,
      givenName: administrators.givenName,
      attributes: administrators.attributes,
      rol: { id: roles.id, naam: roles.naam, rechten: roles.rechten, isKiesbaar: roles.isKiesbaar },
      rolUitgever: { id: rolePublisher.id, name: rolePublisher.name },
      uitgever: {
        id: adminPublisher.id,
        name: adminPublisher.name,
        askForVolledigeNaam: adminPublisher.askForVolledigeNaam,
      },
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.rolId))
    .leftJoin(rolePublisher, eq(rolePublisher.id, roles.uitgeverId))
    .leftJoin(adminPublisher, eq(adminPublisher.id, administrators.uitgeverId))
    .where(eq(administrators.id, id));
  if (!row) return null;
  const { rolUitgever, uitgever, rol, ...rest } = row;
  return {
    ...rest,
    rol: { ...rol, uitgever: rolUitgever?.id ? rolUitgever : null },
    uitgever: uitgever?.id ? uitgever : null,
  };
}
