import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/**
 * Derived data kept by triggers (decisions 127, 129): functions and triggers installed on every
 * start, `create or replace` so a start is idempotent, and a fill of the existing rows when the
 * installed version differs. The version is the comment on the main function.
 */
export type Derived = {
  /** The function whose comment holds the installed version, e.g. `tlink_licenses_publisher`. */
  mainFunction: string;
  version: string;
  /** `create or replace` statements of the functions and triggers. */
  statements: readonly string[];
  /** The tables whose writers wait while the existing rows are filled in. */
  lock: readonly string[];
  /** Fills the derived data from the existing rows. */
  fill: string;
};

export async function installDerived(db: Db, derived: Derived): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await rowsOf<{ version: string | null }>(
      tx,
      sql`select obj_description(to_regproc(${derived.mainFunction}), 'pg_proc') as version`,
    );
    for (const statement of derived.statements) await tx.execute(sql.raw(statement));
    if (current?.version === derived.version) return;
    // Writers wait while the existing rows are filled in, so none slips between the fill and the triggers.
    await tx.execute(sql.raw(`lock table ${derived.lock.join(', ')} in share row exclusive mode`));
    await tx.execute(sql.raw(derived.fill));
    await tx.execute(sql.raw(`comment on function ${derived.mainFunction}() is '${derived.version}'`));
  });
}
