import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ServiceWindow } from '../../../domain/schemas/service-window';
import type { Db } from '../../db/connect';
import { type Page, readPage } from '../../db/list-page';
import { products, serviceWindows } from '../../db/schema/products';
import { productPublisherScope } from '../../db/scopes';
import { saveChanges } from '../../http/concurrency';

type Row = {
  window: typeof serviceWindows.$inferSelect;
  product: { id: number; ean: string; title: string };
};

export function serviceWindowJson({ window, product }: Row): ServiceWindow {
  return {
    id: window.id,
    startDate: window.startDate.toISOString(),
    endDate: window.endDate ? window.endDate.toISOString() : null,
    redirectAfterSec: window.redirectAfterSec,
    message: window.message,
    product,
    createdAt: window.createdAt.toISOString(),
    updatedAt: window.updatedAt.toISOString(),
  };
}

/** Publisher scoping through the window's product. */
const scoped = (where: SQL, publisherId: number | null) => and(where, productPublisherScope(publisherId));

/** Windows joined to their product (the publisher scope is the product's): a list's rows and its total read the same joins. */
function windowsWithProduct<S extends SelectedFields>(db: Db, fields: S) {
  return db
    .select(fields)
    .from(serviceWindows)
    .innerJoin(products, eq(products.id, serviceWindows.productId));
}

const selectWindows = (db: Db) =>
  windowsWithProduct(db, {
    window: serviceWindows,
    product: { id: products.id, ean: products.ean, title: products.title },
  });

/** The windows of one product, newest start first (spec 001 §7). */
export async function listServiceWindows(db: Db, productId: number, publisherId: number | null, page: Page) {
  const where = scoped(eq(serviceWindows.productId, productId), publisherId);
  const { rows, total } = await readPage(
    selectWindows(db).where(where).$dynamic(),
    [desc(serviceWindows.startDate), desc(serviceWindows.id)],
    page,
    windowsWithProduct(db, { total: count() }).where(where),
  );
  return { items: rows.map(serviceWindowJson), total };
}

export async function findServiceWindow(db: Db, id: number, publisherId: number | null) {
  const [row] = await selectWindows(db)
    .where(scoped(eq(serviceWindows.id, id), publisherId))
    .limit(1);
  return row ? serviceWindowJson(row) : null;
}

/** Whether the product exists and is visible to the administrator. */
export async function productVisible(db: Db, productId: number, publisherId: number | null) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(scoped(eq(products.id, productId), publisherId))
    .limit(1);
  return rows.length > 0;
}

export async function lockServiceWindow(tx: Db, id: number, publisherId: number | null) {
  const rows = await tx
    .select({ window: serviceWindows })
    .from(serviceWindows)
    .innerJoin(products, eq(products.id, serviceWindows.productId))
    .where(scoped(eq(serviceWindows.id, id), publisherId))
    .limit(1)
    .for('update', { of: serviceWindows });
  return rows[0]?.window ?? null;
}

export type ServiceWindowValues = {
  productId: number;
  startDate: Date;
  endDate: Date | null;
  redirectAfterSec: number;
  message: string;
};

export async function insertServiceWindow(tx: Db, values: ServiceWindowValues) {
  const now = new Date();
  const [row] = await tx
    .insert(serviceWindows)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: serviceWindows.id });
  return row!.id;
}

/** Saves the values over the stored window; nothing is written when nothing differs. */
export async function updateServiceWindow(
  tx: Db,
  stored: typeof serviceWindows.$inferSelect,
  values: ServiceWindowValues,
) {
  await saveChanges(tx, serviceWindows, stored, values);
}

export async function deleteServiceWindow(tx: Db, id: number) {
  await tx.delete(serviceWindows).where(eq(serviceWindows.id, id));
}
