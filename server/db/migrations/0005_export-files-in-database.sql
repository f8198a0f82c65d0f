-- Export files move from the local disk of the instance that wrote them into PostgreSQL (decision 340):
-- numbered bytea chunks per job, and progress columns for /myexports. Additive: file_path stays for
-- the jobs of before, whose files are no longer served. Safe to run again (upgrade.test.ts replays it).
CREATE TABLE IF NOT EXISTS "export_file_chunks" (
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "export_file_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq"),
	CONSTRAINT "export_file_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN IF NOT EXISTS "file_bytes" bigint;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN IF NOT EXISTS "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN IF NOT EXISTS "rows_total" integer;
