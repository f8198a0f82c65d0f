import { eq } from 'drizzle-orm';
import { adminAreaTexts as t } from '../../domain/schemas/administrator-texts';
import type { Db } from '../db/connect';
import { organisations } from '../db/schema/organisations';
import { fieldError } from './errors';

/**
 * The publisher a body chooses in its `uitgever` field (an administrator's, a role's): it must be an
 * organisation of type Uitgever; otherwise a field error says which rule failed.
 */
export async function chosenPublisher(db: Db, id: number): Promise<number> {
  const [org] = await db
    .select({ id: organisations.id, type: organisations.type })
    .from(organisations)
    .where(eq(organisations.id, id));
  if (!org) throw fieldError('uitgever', t.publisherNotFound);
  if (!org.type.includes('Uitgever')) throw fieldError('uitgever', t.notAPublisher);
  return org.id;
}
