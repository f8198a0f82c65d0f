import type { Db } from './connect';

/** A drizzle query prepared under a name: a call binds its placeholders' values. */
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** A drizzle query that can run as it is or be prepared under a name. */
export type Preparable<R> = {
  execute(): Promise<R>;
  prepare(name: string): Prepared<R>;
};

/** How a query is run: `plain` (an unnamed statement) or prepared (`uniqueLookup`). */
export type Run = <R>(query: Preparable<R>) => Promise<R>;

/** An unnamed statement: PostgreSQL plans it on every call. */
export const plain: Run = (query) => query.execute();

/**
 * A statement of one fixed text, its values placeholders (`sql.placeholder`), built and prepared
 * under `name` once per database handle: each pooled connection parses and plans it once (decision
 * 602: 0.25-0.45 ms of planning at scale 20, more than the identifier lookups' statements take to
 * run), and a call only binds the values. Until decision 655 such statements were named after a
 * hash of their text, so drizzle built each twice on every call: 0.35 ms of the account id lookup's
 * 0.48 ms read at scale 20, the statement itself 0.13. Only for a lookup by a unique key, not for
 * lists whose text varies with their filters. `name` is unique in the server: PostgreSQL keeps one
 * text per name and connection.
 */
export function preparedOnce<P>(name: string, build: (db: Db, name: string) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A list statement whose text varies only with a few choices (its sort, its scope), built once per
 * choice (`shapeOf`) and database handle with its values as placeholders, then sent unnamed
 * (`prepare('')`): PostgreSQL still plans it with each call's values, as any list statement, but
 * drizzle no longer builds it per call (decision 741: ~0.1 ms of a palette lookup of 0.5-0.9 ms at
 * scale 20, for the statements of ~40 columns of the e-mail, BRIN and TLink code lookups).
 */
export function builtOncePerShape<A extends unknown[], P>(
  shapeOf: (...choices: A) => string,
  build: (db: Db, ...choices: A) => P,
): (db: Db, ...choices: A) => P {
  const built = new WeakMap<Db, Map<string, P>>();
  return (db, ...choices) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const shape = shapeOf(...choices);
    let statement = shapes.get(shape);
    if (statement === undefined) {
      statement = build(db, ...choices);
      shapes.set(shape, statement);
    }
    return statement;
  };
}
