import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A CSV export of one list call (DESIGN §4), run in the background by any instance's worker
 * (`select ... for update skip locked`); the file lives under DATA_DIR/exports.
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
    /** File name relative to the exports directory. */
    filePath: text('file_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    downloadableUntil: timestamp('downloadable_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
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
