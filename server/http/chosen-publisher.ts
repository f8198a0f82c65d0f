import { eq } from 'drizzle-orm';
import { adminAreaTexts as t } from '../../domain/schemas/administrator-texts';
import type { Db } from '../db/connect';
import { organisations } from '../db/schema/organisations';
import { fieldError } from './errors';

/**
 * The publisher a body chooses in its `uitgever` field (an administrator's, a role's): it must be an
 * organisation of type Uitgever; otherwise a field error says which rule failed.
 */
async function chosenPublisher(db: Db, id: number): Promise<number> {
  const [org] = await db
    .select({ id: organisations.id, type: organisations.type })
    .from(organisations)
    .where(eq(organisations.id, id));
  if (!org) throw fieldError('uitgever', t.publisherNotFound);
  if (!org.type.includes('Uitgever')) throw fieldError('uitgever', t.notAPublisher);
  return org.id;
}

/**
 * The publisher a write stores when its actor may choose one: a body without `uitgever` keeps
 * `kept`, `null` clears it, an id must be an Uitgever (`chosenPublisher`).
 */
export async function requestedPublisher(
  db: Db,
  requested: { id: number } | null | undefined,
  kept: number | null,
): Promise<number | null> {
  if (requested === undefined) return kept;
  if (requested === null) return null;
  return chosenPublisher(db, requested.id);
}
