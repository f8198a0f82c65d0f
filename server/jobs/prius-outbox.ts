import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orderDetails } from '../db/schema/orders';
import { products } from '../db/schema/products';
import type { Logger } from '../logger';
import { pollingWorker } from './polling-worker';

/**
 * The Prius outbox (docs/decisions/072): order lines are delivered to Prius (the order and
 * invoicing back end) by a job, never inside the request that created them. A row is due while it
 * is PENDING, undelivered and its next attempt has passed; rows are taken with FOR UPDATE SKIP
 * LOCKED so any number of instances can run the job. A failed delivery is retried with back-off;
 * after MAX_ATTEMPTS it becomes FAILED and waits for a resend (retry_prius_order).
 */
export const PRIUS_MAX_ATTEMPTS = 5;
const BATCH = 50;

/** One order line as Prius receives it. */
export type PriusOrder = {
  id: number;
  orderId: string;
  orderLineId: string | null;
  referenceId: string | null;
  ean: string;
  amount: number;
  contractId: string | null;
  createdAt: string;
};

/** Delivers one order line; throws with a readable message when Prius refuses or is unreachable. */
export type PriusSender = (order: PriusOrder) => Promise<void>;

/**
 * The sender for this environment: with PRIUS_URL a JSON POST per line (2xx is delivered); without
 * it (local demo, tests) lines are accepted locally so the outbox still shows its whole life cycle.
 */
export function priusSenderFromEnv(env: NodeJS.ProcessEnv = process.env): PriusSender {
  const url = env.PRIUS_URL?.trim();
  if (!url) return async () => {};
  return async (order) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Prius antwoordde ${response.status} ${response.statusText}`.trim());
  };
}

/** Minutes until the next attempt after `attempts` failures: 1, 2, 4, 8 ... */
export function backoffMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/** Delivers the due rows of one batch; returns how many were attempted. */
export async function runPriusBatch(db: Db, send: PriusSender, logger?: Logger): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ order: orderDetails, ean: products.ean })
      .from(orderDetails)
      .innerJoin(products, eq(products.id, orderDetails.productId))
      .where(
        and(
          eq(orderDetails.priusStatus, 'PENDING'),
          isNull(orderDetails.priusDeliveredAt),
          lte(orderDetails.priusNextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(orderDetails.priusNextAttemptAt), asc(orderDetails.id))
      .limit(BATCH)
      .for('update', { of: orderDetails, skipLocked: true });
    for (const { order, ean } of due) {
      const attempts = order.priusAttempts + 1;
      try {
        await send({
          id: order.id,
          orderId: order.orderId,
          orderLineId: order.orderLineId,
          referenceId: order.referenceId,
          ean,
          amount: order.amount,
          contractId: order.contractId,
          createdAt: order.createdAt.toISOString(),
        });
        await tx
          .update(orderDetails)
          .set({
            priusStatus: 'SENT',
            priusAttempts: attempts,
            priusDeliveredAt: sql`now()`,
            priusNextAttemptAt: null,
            priusLastError: null,
            updatedAt: sql`now()`,
          })
          .where(eq(orderDetails.id, order.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const exhausted = attempts >= PRIUS_MAX_ATTEMPTS;
        logger?.warn({ orderDetailId: order.id, attempts, err: message }, 'prius delivery failed');
        await tx
          .update(orderDetails)
          .set({
            priusStatus: exhausted ? 'FAILED' : 'PENDING',
            priusAttempts: attempts,
            priusLastError: message.slice(0, 500),
            priusNextAttemptAt: exhausted ? null : new Date(Date.now() + backoffMs(attempts)),
            updatedAt: sql`now()`,
          })
          .where(eq(orderDetails.id, order.id));
      }
    }
    return due.length;
  });
}

/** Runs batches until nothing is due (tests and the worker's tick). */
export async function drainPriusOutbox(db: Db, send: PriusSender, logger?: Logger): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await runPriusBatch(db, send, logger);
    total += n;
    if (n < BATCH) return total;
  }
}

/** The background worker: drains the outbox every `intervalMs` and when woken by `poke()`. */
export function createPriusOutbox(options: {
  db: Db;
  logger: Logger;
  send?: PriusSender;
  intervalMs?: number;
}) {
  const send = options.send ?? priusSenderFromEnv();
  return pollingWorker({
    run: () => drainPriusOutbox(options.db, send, options.logger),
    logger: options.logger,
    failure: 'prius outbox tick failed',
    intervalMs: options.intervalMs ?? 5_000,
    runAtStart: true,
  });
}
