import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exportFileChunks, exportJobs } from '../db/schema/exports';
import { heldBy, LostLease } from './export-queue';

/**
 * Export files in PostgreSQL (decision 340): a job's CSV as numbered bytea chunks, so any instance
 * serves any download and a restarted instance loses nothing. Writer and reader hold one chunk at
 * a time, whatever the file's size.
 */

/** About this many bytes per chunk: few rows per file, yet small enough to hold one in memory. */
export const EXPORT_CHUNK_BYTES = 256 * 1024;

const encoder = new TextEncoder();

/**
 * Collects a job's text and stores it chunk by chunk; `close` stores the rest and answers the size.
 * Only while `workerId` holds the job's lease (decision 476): each write locks the job row (`for
 * share`) and checks the holder in the same statement, so a take-over either waits for the write or
 * the write finds it; then it throws LostLease and the file stays the new holder's.
 */
export class ExportFileWriter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private bytes = 0;

  constructor(
    private readonly db: Db,
    private readonly jobId: number,
    private readonly workerId: string,
    private readonly chunkBytes = EXPORT_CHUNK_BYTES,
  ) {}

  /** The job row, locked until the statement's transaction ends, while this worker holds it. */
  private held(db: Db) {
    return db
      .select({ jobId: exportJobs.id })
      .from(exportJobs)
      .where(heldBy(this.jobId, this.workerId))
      .for('share');
  }

  /** Forgets what an earlier, interrupted attempt stored, so the file starts empty. */
  async open(): Promise<void> {
    await this.db.transaction(async (tx) => {
      if ((await this.held(tx)).length === 0) throw new LostLease();
      await tx.delete(exportFileChunks).where(eq(exportFileChunks.jobId, this.jobId));
    });
  }

  /** Removes what this job stored: a failed export (no longer anyone's to run) leaves no partial file. */
  async discard(): Promise<void> {
    await this.db.delete(exportFileChunks).where(eq(exportFileChunks.jobId, this.jobId));
  }

  async write(text: string): Promise<void> {
    const data = encoder.encode(text);
    this.pending.push(data);
    this.pendingBytes += data.byteLength;
    if (this.pendingBytes >= this.chunkBytes) await this.flush();
  }

  async close(): Promise<number> {
    await this.flush();
    return this.bytes;
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    const stored = await this.db
      .insert(exportFileChunks)
      .select(
        this.db
          .select({
            jobId: exportJobs.id,
            seq: sql<number>`${this.seq}::int`.as('seq'),
            data: sql<Uint8Array>`${data}::bytea`.as('data'),
          })
          .from(exportJobs)
          .where(heldBy(this.jobId, this.workerId))
          .for('share'),
      )
      .returning({ seq: exportFileChunks.seq });
    if (stored.length === 0) throw new LostLease();
    this.seq += 1;
    this.bytes += data.byteLength;
  }
}

/** A stored file as a stream that reads its chunks one by one as the client takes them. */
export function exportFileStream(db: Db, jobId: number): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await db
        .select({ data: exportFileChunks.data })
        .from(exportFileChunks)
        .where(and(eq(exportFileChunks.jobId, jobId), eq(exportFileChunks.seq, seq)));
      if (!chunk) {
        controller.close();
        return;
      }
      seq += 1;
      controller.enqueue(new Uint8Array(chunk.data));
    },
  });
}

/**
 * Removes the files past their download date (and the disk file names of before decision 340),
 * a batch of jobs at a time; answers how many jobs it cleared.
 */
export async function removeExpiredFiles(db: Db, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(
        and(
          or(isNotNull(exportJobs.fileBytes), isNotNull(exportJobs.filePath)),
          lt(exportJobs.downloadableUntil, sql`now()`),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return 0;
    const ids = expired.map((row) => row.id);
    await tx.delete(exportFileChunks).where(inArray(exportFileChunks.jobId, ids));
    await tx.update(exportJobs).set({ fileBytes: null, filePath: null }).where(inArray(exportJobs.id, ids));
    return ids.length;
  });
}
