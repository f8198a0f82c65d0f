import { EventEmitter } from 'node:events';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { eckLicenses, licenseMessages } from '../db/schema/eck';
import { organisations } from '../db/schema/organisations';
import { products } from '../db/schema/products';
import type { Logger } from '../logger';
import { pollingWorker } from './polling-worker';

/**
 * The outbox of licence messages to the ECK chain (generatelicensemessages). A message waits with
 * status Pending and a due time; the worker claims due messages with a short lease
 * (`FOR UPDATE SKIP LOCKED`, so several instances never take the same one), delivers them outside
 * any transaction and records the outcome. Failures back off (1, 2, 4, 8 minutes); after
 * MAX_AUTOMATIC_ATTEMPTS failures the message stays in Error until an administrator retries it.
 * See docs/decisions/062-licences-license-message-outbox.md.
 */

export const MAX_AUTOMATIC_ATTEMPTS = 5;
const LEASE_MS = 60_000;
const BATCH = 20;

/** What goes to the distributor's endpoint. */
export type LicenseMessagePayload = {
  id: number;
  referenceId: string;
  userId: string | null;
  eckId: string | null;
  startDate: string | null;
  productEan: string | null;
  distributor: string | null;
};

/** Where licence messages go; `deliver` throws when the endpoint refuses or cannot be reached. */
export type LicenseMessageTransport = {
  name: string;
  deliver(payload: LicenseMessagePayload): Promise<void>;
};

/** The embedded default: records each delivery (in memory and in the log) and always succeeds. */
export function recordingTransport(logger?: Logger) {
  const delivered: LicenseMessagePayload[] = [];
  return {
    name: 'recording',
    delivered,
    async deliver(payload: LicenseMessagePayload) {
      delivered.push(payload);
      if (delivered.length > 1000) delivered.shift();
      // debug: the demo data holds thousands of pending messages, delivered at the first start.
      logger?.debug(
        { licenseMessage: payload.id, referenceId: payload.referenceId },
        'licence message recorded',
      );
    },
  };
}

/** POSTs the message as JSON to `endpoint`, where `{distributor}` becomes the distributor's esn. */
export function httpTransport(endpoint: string, timeoutMs = 5000): LicenseMessageTransport {
  return {
    name: 'http',
    async deliver(payload) {
      const url = endpoint.replace('{distributor}', encodeURIComponent(payload.distributor ?? ''));
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} van ${new URL(url).host}`);
    },
  };
}

/** LICENSE_MESSAGE_ENDPOINT selects the HTTP transport; without it the recording one is used. */
export function transportFromEnv(env: NodeJS.ProcessEnv, logger?: Logger): LicenseMessageTransport {
  const endpoint = env.LICENSE_MESSAGE_ENDPOINT;
  return endpoint ? httpTransport(endpoint) : recordingTransport(logger);
}

/** The wait before the next automatic attempt after `failures` failed ones; null when none follows. */
export function backoffMs(failures: number): number | null {
  if (failures >= MAX_AUTOMATIC_ATTEMPTS) return null;
  return 60_000 * 2 ** Math.max(0, failures - 1);
}

const wake = new EventEmitter();
/** Wakes this instance's worker (after a retry-all); other instances find due messages by polling. */
export function announceLicenseMessages(): void {
  wake.emit('due');
}

const distributorOrgs = alias(organisations, 'message_distributor');

/** Claims due messages (optionally only `ids`) with a lease and returns their payloads. */
async function claim(db: Db, now: Date, ids?: number[]): Promise<LicenseMessagePayload[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: licenseMessages.id })
      .from(licenseMessages)
      .where(
        and(
          isNull(licenseMessages.deliveredAt),
          eq(licenseMessages.status, 'Pending'),
          lte(licenseMessages.nextAttemptAt, now),
          ids ? inArray(licenseMessages.id, ids) : undefined,
        ),
      )
      .orderBy(licenseMessages.nextAttemptAt)
      .limit(ids ? ids.length : BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(licenseMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          licenseMessages.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => row.id);
  });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: licenseMessages.id,
      referenceId: licenseMessages.referenceId,
      userId: licenseMessages.userId,
      eckId: licenseMessages.eckId,
      startDate: licenseMessages.startDate,
      productEan: products.ean,
      distributor: distributorOrgs.esn,
    })
    .from(licenseMessages)
    .leftJoin(products, eq(products.id, licenseMessages.productId))
    .leftJoin(eckLicenses, eq(eckLicenses.id, licenseMessages.eckLicenseId))
    .leftJoin(distributorOrgs, eq(distributorOrgs.id, eckLicenses.distributorId))
    .where(inArray(licenseMessages.id, claimed));
  return rows.map((row) => ({ ...row, startDate: row.startDate?.toISOString() ?? null }));
}

async function record(db: Db, id: number, error: Error | null, now: Date): Promise<void> {
  if (!error) {
    await db
      .update(licenseMessages)
      .set({ status: 'Success', deliveredAt: now, nextAttemptAt: null, lastError: null, updatedAt: now })
      .where(eq(licenseMessages.id, id));
    return;
  }
  // retryCount counts failed attempts; the backoff follows from the new count.
  await db
    .update(licenseMessages)
    .set({
      status: 'Error',
      retryCount: sql`${licenseMessages.retryCount} + 1`,
      lastError: error.message.slice(0, 500),
      updatedAt: now,
      nextAttemptAt: sql`case when ${licenseMessages.retryCount} + 1 >= ${MAX_AUTOMATIC_ATTEMPTS} then null
        else ${now}::timestamptz + (interval '1 minute' * power(2, greatest(${licenseMessages.retryCount}, 0))) end`,
    })
    .where(eq(licenseMessages.id, id));
}

/** An Error message below the limit becomes Pending again when its backoff has passed. */
async function requeueBackedOff(db: Db, now: Date): Promise<void> {
  await db
    .update(licenseMessages)
    .set({ status: 'Pending' })
    .where(
      and(
        eq(licenseMessages.status, 'Error'),
        isNull(licenseMessages.deliveredAt),
        lte(licenseMessages.nextAttemptAt, now),
        sql`${licenseMessages.retryCount} < ${MAX_AUTOMATIC_ATTEMPTS}`,
      ),
    );
}

/** Delivers every due message (or only `ids`) once; returns how many were attempted. */
export async function deliverDueLicenseMessages(
  db: Db,
  transport: LicenseMessageTransport,
  options: { ids?: number[]; now?: () => Date; logger?: Logger } = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  let attempted = 0;
  for (;;) {
    await requeueBackedOff(db, now());
    const batch = await claim(db, now(), options.ids);
    if (batch.length === 0) return attempted;
    for (const payload of batch) {
      let failure: Error | null = null;
      try {
        await transport.deliver(payload);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        options.logger?.warn({ licenseMessage: payload.id, err: failure.message }, 'licence message failed');
      }
      await record(db, payload.id, failure, now());
      attempted++;
    }
    if (options.ids) return attempted;
  }
}

/** The polling worker of one instance: every few seconds and at once when woken. */
export function createLicenseMessageOutbox(deps: {
  db: Db;
  logger: Logger;
  transport: LicenseMessageTransport;
  intervalMs?: number;
}) {
  const worker = pollingWorker({
    run: () => deliverDueLicenseMessages(deps.db, deps.transport, { logger: deps.logger }),
    logger: deps.logger,
    failure: 'licence message outbox failed',
    intervalMs: deps.intervalMs ?? 5000,
    runAtStart: true,
  });
  return {
    start() {
      wake.on('due', worker.poke);
      worker.start();
    },
    async stop() {
      wake.off('due', worker.poke);
      await worker.stop();
    },
  };
}
