import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { fileApiHarness, SUPERUSER } from '../../test-support/api-harness';
import { findOAuthClientJson, listOAuthClients } from './repository';

/**
 * A client's owner, organisations and ECK account are named in the statement that reads the client,
 * not by one query per kind of name after it (issue 21 review): a page is its rows and its count.
 */
const api = fileApiHarness();

/** `db`, counting the statements started on it (every query begins with one of these calls). */
function counted(db: Db) {
  const seen = { statements: 0 };
  const starts = new Set(['select', 'selectDistinct', 'execute']);
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !starts.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        seen.statements += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, seen };
}

describe('OAuth client replies', () => {
  it('name the owner and the organisations (by name) in the one statement of the client', async () => {
    const orgs = (await (
      await api.as(SUPERUSER)('/api/organisations?type=Distributeur&sort=ASC-name', {
        headers: { range: 'items=0-1' },
      })
    ).json()) as { id: number; name: string }[];
    const [first, second] = orgs as [{ id: number; name: string }, { id: number; name: string }];
    const created = (await (
      await api.as(SUPERUSER)('/api/oauthclients', {
        method: 'POST',
        body: JSON.stringify({
          clientId: 'een-statement',
          displayName: 'Eén statement',
          rol: 'DistributeurApp',
          redirectUris: 'https://app.example.nl/cb',
          ownerId: second.id,
          organisations: [{ id: second.id }, { id: first.id }],
        }),
      })
    ).json()) as { id: number };

    const one = counted(api.db);
    const json = await findOAuthClientJson(one.db, created.id);
    expect(one.seen.statements).toBe(1);
    expect(json).toMatchObject({
      clientId: 'een-statement',
      hasSecret: false,
      owner: { id: second.id, name: second.name },
      organisations: [
        { id: first.id, name: first.name },
        { id: second.id, name: second.name },
      ],
      eckAccount: null,
    });
    expect(json).not.toHaveProperty('secretHash');

    const page = counted(api.db);
    const listed = await listOAuthClients(
      page.db,
      { q: 'een-statement' },
      null,
      { field: 'id', direction: 'ASC' },
      {
        offset: 0,
        limit: 50,
      },
    );
    expect(page.seen.statements).toBe(2);
    expect(listed).toEqual({ rows: [json], total: 1 });
  });
});
