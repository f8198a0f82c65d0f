import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tz } from '../columns';

/**
 * A CSV export of one list call (DESIGN §4), run in the background by any instance's worker
 * (`select ... for update skip locked`); the file lives in export_file_chunks (decision 340), so any
 * instance serves any download.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The owner: only they see and download it. No foreign key: a removed administrator's jobs just expire. */
    administratorId: integer('administrator_id').notNull(),
    /** The exporter's key in server/jobs/exporters.ts. */
    collection: text('collection').notNull(),
    /** The list the export was started from, as shown on /myexports. */
    exportRoute: text('export_route').notNull(),
    /** Validated filter and sort of the list call. */
    params: jsonb('params')
      .$type<{ filter: Record<string, unknown>; sort: { field: string; direction: 'ASC' | 'DESC' } }>()
      .notNull(),
    /** `[{ label, field }]` from the csvHeaders parameter. */
    csvHeaders: jsonb('csv_headers').$type<{ label: string; field: string }[]>().notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    rowCount: integer('row_count'),
    /** Before decision 340: the file's name on the local disk of the instance that wrote it. */
    filePath: text('file_path'),
    /** The finished file's size in export_file_chunks; null while running, and once the file is removed. */
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    /** Progress while it runs: rows written so far, and of how many. */
    rowsDone: integer('rows_done').notNull().default(0),
    /** The list's total when the export was queued (decision 727; the claim's fast lane); null: unknown. */
    rowsTotal: integer('rows_total'),
    createdAt: tz('created_at').notNull().defaultNow(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    downloadableUntil: tz('downloadable_until'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: tz('locked_until'),
  },
  (t) => [
    index('export_jobs_owner_idx').on(t.administratorId, t.createdAt, t.id),
    index('export_jobs_pending_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('export_jobs_status_check', sql`${t.status} in ('queued', 'running', 'finished', 'failed')`),
  ],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A finished or growing export file in PostgreSQL (decision 340): its bytes in numbered chunks of
 * about EXPORT_CHUNK_BYTES, written while the job runs and read one by one on download, so neither
 * side holds the file in memory. Removed with the job's file after DOWNLOADABLE_DAYS.
 */
export const exportFileChunks = pgTable(
  'export_file_chunks',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
