import { PRODUCT } from '../../domain/product';
import type { Db } from '../db/connect';
import { eckAccounts } from '../db/schema/eck';
import { oauthClientOrganisations, oauthClients } from '../db/schema/oauth-clients';
import { organisationStyles } from '../db/schema/organisation-styles';
import { hashPassword } from '../idp/passwords';
import { DAY_MS, SEED_REFERENCE_DATE } from './random';

/** ECK accounts of the distributors, the OAuth clients of distributors, publishers and internal apps, and organisation styles. */
export async function seedOAuthClients(
  db: Db,
  publisherIds: number[],
  distributorIds: number[],
  schoolIds: number[],
): Promise<{ eckAccountIds: number[] }> {
  const created = new Date(SEED_REFERENCE_DATE.getTime() - 400 * DAY_MS);
  const eckRows = await db
    .insert(eckAccounts)
    .values(
      distributorIds.map((organisationId, i) => ({
        name: `eck-distributeur-${i + 1}`,
        organisationId,
        createdAt: created,
        updatedAt: created,
      })),
    )
    .returning({ id: eckAccounts.id });
  const eckAccountIds = eckRows.map((row) => row.id);

  // One demo secret for every client: hashing is deliberately slow, and a reset replaces it anyway.
  const secretHash = await hashPassword('demo-client-secret');
  const clients = [
    ...distributorIds.map((ownerId, i) => ({
      clientId: `distributeur-app-${i + 1}`,
      displayName: `Distributeur koppeling ${i + 1}`,
      redirectUris: [`https://distributeur${i + 1}.example.nl/oauth/callback`],
      rol: 'DistributeurApp',
      ownerId,
      eckAccountId: eckAccountIds[i] ?? null,
      organisations: [ownerId],
    })),
    ...publisherIds.slice(0, 5).map((ownerId, i) => ({
      clientId: `uitgever-app-${i + 1}`,
      displayName: `Uitgever portaal ${i + 1}`,
      redirectUris: [
        `https://uitgever${i + 1}.example.nl/callback`,
        `https://uitgever${i + 1}.example.nl/silent`,
      ],
      rol: 'UitgeverApp',
      ownerId,
      eckAccountId: null,
      organisations: [ownerId, ...schoolIds.slice(i * 3, i * 3 + 3)],
    })),
    {
      clientId: 'leskluis-profielhuis',
      displayName: 'Profielhuis',
      redirectUris: ['https://profielhuis.leskluis.example.nl/callback'],
      rol: 'InternalApp',
      ownerId: null,
      eckAccountId: null,
      organisations: [],
    },
    {
      clientId: 'leskluis-rapportage',
      displayName: 'Rapportage',
      redirectUris: ['https://rapportage.leskluis.example.nl/callback'],
      rol: 'InternalApp',
      ownerId: null,
      eckAccountId: null,
      organisations: [],
    },
  ];
  for (const { organisations, ...client } of clients) {
    const [row] = await db
      .insert(oauthClients)
      .values({ ...client, secretHash, createdAt: created, updatedAt: created })
      .returning({ id: oauthClients.id });
    if (organisations.length) {
      await db
        .insert(oauthClientOrganisations)
        .values(organisations.map((organisationId) => ({ oauthClientId: row!.id, organisationId })));
    }
  }

  // Styles: every publisher the platform's own, the Thieme publisher THIEME (TM), and every tenth school.
  const styles = [
    ...publisherIds.map((organisationId, i) =>
      i === 4
        ? { organisationId, name: 'THIEME', abbreviation: 'TM', createdAt: created, updatedAt: created }
        : { organisationId, name: PRODUCT, abbreviation: null, createdAt: created, updatedAt: created },
    ),
    ...schoolIds
      .filter((_, i) => i % 10 === 0)
      .map((organisationId) => ({
        organisationId,
        name: PRODUCT,
        abbreviation: null,
        createdAt: created,
        updatedAt: created,
      })),
  ];
  await db.insert(organisationStyles).values(styles);
  return { eckAccountIds };
}
