import { eq } from 'drizzle-orm';
import { isPublisherBound } from '../../../domain/rights';
import type { Db } from '../../db/connect';
import { organisations } from '../../db/schema/organisations';
import type { CurrentAdmin } from '../../http/auth';

/**
 * Whether this administrator may see and set the name fields (spec 000 §2): staff always, a
 * publisher administrator only when their publisher has askForVolledigeNaam.
 */
export async function maySetNames(db: Db, admin: CurrentAdmin): Promise<boolean> {
  if (!isPublisherBound(admin)) return true;
  const [publisher] = await db
    .select({ ask: organisations.askForVolledigeNaam })
    .from(organisations)
    .where(eq(organisations.id, admin.uitgeverId!));
  return publisher?.ask ?? false;
}
