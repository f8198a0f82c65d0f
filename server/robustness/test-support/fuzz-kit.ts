import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { BAD_DATA_MESSAGE } from '../../http/database-errors';

/**
 * Shared pieces of the robustness properties: hostile values, a whole-database fingerprint to prove
 * that a refused request wrote nothing, and the checks every reply must pass.
 */

/** Fixed seed: a failure reproduces on every run and every machine. */
export const SEED = 20_261_122;

/** Strings that broke real systems: NUL bytes, lone surrogates, SQL, HTML, formulas, huge and numeric-looking text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF',
  '\t\r\n',
  "'; drop table accounts; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://evil.test")',
  '@SUM(A1)',
  '../../etc/passwd',
  '%00%27',
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  '1e309',
  'NaN',
  '-1',
  '0',
  '2147483648',
  '9999999999',
  '99999999999999999999999',
  '9780000000000',
  '2026-02-30',
  '10000-01-01',
  '0000-00-00',
  '2026-13-01T25:61',
  'null',
  'true',
  '🙂👍🏽',
  'Ünïcødé ß ĳ',
  'x'.repeat(5_000),
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

/** Integers around the limits of PostgreSQL's integer and of JavaScript, fractions, huge doubles. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    2 ** 53 - 1,
    1e20,
    -1e20,
    1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

const hostileKey = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'toString'),
);

/** Any JSON value, biased to hostile leaves; objects may carry `__proto__` and friends as keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * A valid body with some of its fields (at any depth) replaced by hostile values, dropped, or
 * joined by unknown ones: gets past the first check, so the deep rules and the database are reached.
 */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  if (paths.length === 0) return hostileValue;
  const change = fc.record({
    path: fc.constantFrom(...paths),
    action: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'add'),
    // Mostly a hostile value of the leaf's own type (a huge id for an id, a NUL in a name), so the
    // call gets past the type check and reaches the deeper rules and the database.
    isTyped: fc.boolean(),
    number: hostileNumber,
    text: fc.oneof(
      hostileString,
      hostileString.map((nasty) => `abc${nasty}`),
    ),
    value: hostileValue,
    key: hostileKey,
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const copy = structuredClone(valid);
    let result: unknown = copy;
    for (const { path, action, isTyped, number, text, value, key } of changes) {
      const leaf = valueAt(valid, path);
      const typed = typeof leaf === 'number' ? number : typeof leaf === 'string' ? text : value;
      result = apply(result, path, action, isTyped ? typed : value, key);
    }
    return result;
  });
}

/** A hostile body: mostly a mutation of the valid one, sometimes anything at all. */
export function hostileBody(valid: unknown): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: mutated(valid) }, { weight: 1, arbitrary: hostileValue });
}

/** Raw request text that is not (quite) JSON. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', '[1,', '{"a":}', 'null', '"tekst"', '\u0000', '{"__proto__":{"x":1}}', '1e999'),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
    return prefix.length ? [prefix, ...inner] : [[], ...inner];
  }
  return [prefix];
}

function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

function apply(root: unknown, path: Path, action: string, value: unknown, key: string): unknown {
  if (path.length === 0) {
    if (action === 'add' && root !== null && typeof root === 'object' && !Array.isArray(root)) {
      Object.defineProperty(root, key, { value, enumerable: true, writable: true, configurable: true });
      return root;
    }
    return action === 'drop' ? undefined : value;
  }
  let parent: unknown = root;
  for (const step of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = (parent as Record<string | number, unknown>)[step];
  }
  if (parent === null || typeof parent !== 'object') return root;
  const last = path.at(-1)!;
  const target = parent as Record<string | number, unknown>;
  if (action === 'drop') {
    if (Array.isArray(target) && typeof last === 'number') target.splice(last, 1);
    else delete target[last];
  } else if (action === 'add' && !Array.isArray(target)) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[last] = value;
  }
  return root;
}

/**
 * A fingerprint of every table: its row count and the newest transaction id among its rows (xmin).
 * Any committed insert, update or delete changes one of the two, so equal fingerprints before and
 * after a refused request prove it wrote nothing, in no table; a rolled-back write leaves no trace.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.map(
    (t) =>
      sql`select ${t.name}::text as name, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as print from ${sql.identifier(t.name)} x`,
  );
  const all = await rowsOf<{ name: string; print: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(all.map((row) => [row.name, row.print]));
}

/** English words valibot and other libraries use in their default messages. */
const ENGLISH =
  /\b(invalid|expected|received|must|should|error|failed|undefined|unexpected|object Object)\b/i;

/** The reply to hostile input: never a 5xx; a refusal is JSON `{ message }` in Dutch. */
export async function expectSaneReply(
  res: Response,
  context: string,
): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  expect(res.status, `${context}: ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (res.status >= 400) {
    expect(res.headers.get('content-type') ?? '', context).toContain('application/json');
    if (res.status !== 409 || !Array.isArray(body)) {
      const message = (body as { message?: unknown } | null)?.message;
      expect(typeof message, `${context}: ${text.slice(0, 300)}`).toBe('string');
      expect((message as string).trim(), context).not.toBe('');
      expect(message as string, `${context}: not Dutch`).not.toMatch(ENGLISH);
      // The database's own refusal is the last line of defence; the shared schemas must refuse first.
      expect(message, `${context}: reached the database`).not.toBe(BAD_DATA_MESSAGE);
      for (const error of (body as { errors?: { message: string }[] }).errors ?? [])
        expect(error.message, `${context}: field message not Dutch`).not.toMatch(ENGLISH);
    }
  }
  return { status: res.status, body };
}

/**
 * The common property: a hostile call never answers 5xx, and a refused one changes no table. The
 * fingerprint after a refusal is the one before the next call (nothing else writes in between).
 */
export function refusalChecker(db: Db) {
  let known: Record<string, string> | null = null;
  return async (
    call: () => Promise<Response>,
    context: string,
    /**
     * A 2xx that still refuses (an import answering "not applied") must change nothing either, except
     * the tables named (its audit entry saying it was not applied).
     */
    notApplied?: { when: (body: unknown) => boolean; except: string[] },
  ): Promise<{ status: number; body: unknown }> => {
    const before = known ?? (await fingerprint(db));
    known = null;
    const reply = await expectSaneReply(await call(), context);
    if (reply.status >= 400) {
      const after = await fingerprint(db);
      expect(after, `${context}: partial write`).toEqual(before);
      known = after;
    } else if (notApplied?.when(reply.body)) {
      const after = await fingerprint(db);
      for (const table of notApplied.except) {
        delete after[table];
        delete before[table];
      }
      expect(after, `${context}: partial write of an import that was not applied`).toEqual(before);
    }
    return reply;
  };
}

/**
 * The tables one audit entry writes: the entry and the counters its triggers keep (decision 724).
 * An import that answers "not applied" records that, and nothing else.
 */
export const AUDIT_TRAIL_TABLES = [
  'audit_entries',
  'audit_counts_by_day',
  'audit_counts_by_admin_day',
  'audit_counts_by_admin',
];

/** Bounded, deterministic runs for `fc.assert`. */
export const runs = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });
