import * as v from 'valibot';

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;

/** An export job as GET exportjobs returns it (spec 001 §3, plus status, rowCount and error). */
export const ExportJobSchema = v.object({
  id: v.number(),
  hasFinished: v.boolean(),
  exportRoute: v.string(),
  createdAt: v.string(),
  downloadableUntil: v.nullable(v.string()),
  url: v.nullable(v.string()),
  status: v.picklist(EXPORT_JOB_STATUSES),
  rowCount: v.nullable(v.number()),
  /** While it runs: rows written so far, and of how many where the list counts them (decision 342). */
  rowsDone: v.number(),
  rowsTotal: v.nullable(v.number()),
  error: v.nullable(v.string()),
});
export type ExportJob = v.InferOutput<typeof ExportJobSchema>;
