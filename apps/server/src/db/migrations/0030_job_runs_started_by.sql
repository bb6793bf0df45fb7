-- Issue 22, /admin/taken: who started a run by hand on the admin's page ("Nu uitvoeren"). Null
-- for a run of the daily schedule or of `npm run job`.
ALTER TABLE "job_runs" ADD COLUMN "started_by" uuid;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
