-- npm run job -- <name> --date D --force "reden": why a date the command refuses (more than a
-- month after today) was run anyway. Null for every ordinary run.
ALTER TABLE "job_runs" ADD COLUMN "forced_reason" text;
