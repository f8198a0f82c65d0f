import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { contains, containsAnyCase, containsLower, startsWith } from './like';
import { administrators, roles } from './schema/administrators';

describe('LIKE patterns of what a user typed', () => {
  it('keeps %, _ and \\ literal', () => {
    expect(contains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(startsWith('AB_1')).toBe('AB\\_1%');
  });

  it('lowers the value for a lower(column) match', () => {
    expect(containsLower('De_Vries')).toBe('%de\\_vries%');
  });
});

describe('containsAnyCase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshTestDatabase();
    const [role] = await database.db.insert(roles).values({ naam: 'Like', rechten: [] }).returning();
    await database.db.insert(administrators).values([
      { name: 'Anna de_Vries', email: 'anna@noord.test', passwordHash: 'geen', rolId: role!.id },
      { name: 'Bram Devries', email: 'BRAM@ZUID.TEST', passwordHash: 'geen', rolId: role!.id },
    ]);
  }, 60_000);
  afterAll(() => database?.drop());

  const names = (typed: string, ...columns: Parameters<typeof containsAnyCase>[1][]) =>
    database.db
      .select({ name: administrators.name })
      .from(administrators)
      .where(containsAnyCase(typed, ...columns))
      .orderBy(asc(administrators.name))
      .then((rows) => rows.map((row) => row.name));

  it('finds what any of the columns contains, whatever its case', async () => {
    expect(await names('zuid', administrators.name, administrators.email)).toEqual(['Bram Devries']);
    expect(await names('DEVRIES', administrators.name, administrators.email)).toEqual(['Bram Devries']);
    expect(await names('.test', administrators.name, administrators.email)).toEqual([
      'Anna de_Vries',
      'Bram Devries',
    ]);
    expect(await names('noord', administrators.name)).toEqual([]);
  });

  it('takes _ and % as typed, not as wildcards', async () => {
    expect(await names('de_', administrators.name)).toEqual(['Anna de_Vries']);
    expect(await names('%', administrators.name, administrators.email)).toEqual([]);
  });
});
