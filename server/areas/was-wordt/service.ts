import { sql } from 'drizzle-orm';
import { wasWordtExtraMessages } from '../../../domain/messages';
import type { WasWordtImport, WasWordtResultRow } from '../../../domain/schemas/was-wordt';
import type { Db } from '../../db/connect';
import { wasWordtImports, wasWordtItems } from '../../db/schema/was-wordt';
import type { AuditEntry } from '../../http/audit';

const CHUNK = 1000;

/**
 * Applies a Was-Wordt list (docs/decisions/074): every external account whose attribute `attribuut`
 * equals a row's `was` gets the row's `wordt`. One UPDATE per chunk against the statement's
 * snapshot, so a list that swaps two values (a->b, b->a) rewrites each account once. The applied
 * list and the outcome per row are stored; the whole list runs in the caller's transaction.
 */
export async function applyWasWordt(
  tx: Db,
  entry: AuditEntry,
  administratorId: number,
  body: WasWordtImport,
): Promise<WasWordtResultRow[]> {
  const updatedPerRow = new Map<number, number>();
  const path = `{${body.attribuut}}`;
  for (let start = 0; start < body.wasWordtItems.length; start += CHUNK) {
    const chunk = body.wasWordtItems.slice(start, start + CHUNK);
    const values = sql.join(
      chunk.map((item, i) => sql`(${start + i}::int, ${item.was}::text, ${item.wordt}::text)`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      with items(n, was, wordt) as (values ${values}),
      updated as (
        update extern_accounts e
        set attributes = jsonb_set(e.attributes, ${path}::text[], to_jsonb(i.wordt)), updated_at = now()
        from items i
        where e.attributes ->> ${body.attribuut} = i.was
        returning i.n
      )
      select n, count(*)::int as updated from updated group by n`);
    for (const row of (result as unknown as { rows: { n: number; updated: number }[] }).rows) {
      updatedPerRow.set(Number(row.n), Number(row.updated));
    }
  }
  const rows = body.wasWordtItems.map((item, i): WasWordtResultRow => {
    const updated = updatedPerRow.get(i) ?? 0;
    return {
      was: item.was,
      wordt: item.wordt,
      info: updated > 0 ? wasWordtExtraMessages.updated(updated) : wasWordtExtraMessages.notFound,
    };
  });
  const [applied] = await tx
    .insert(wasWordtImports)
    .values({ attribuut: body.attribuut, administratorId })
    .returning({ id: wasWordtImports.id });
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(wasWordtItems).values(
      rows.slice(start, start + CHUNK).map((row, i) => ({
        importId: applied!.id,
        rowNumber: start + i + 1,
        was: row.was,
        wordt: row.wordt,
        info: row.info,
      })),
    );
  }
  entry.id(applied!.id);
  entry.created({
    attribuut: body.attribuut,
    rows: rows.length,
    updatedAccounts: [...updatedPerRow.values()].reduce((sum, n) => sum + n, 0),
  });
  return rows;
}
