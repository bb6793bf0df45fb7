import { JOB_RUN_STATUSES } from '@bp/domain';
import { calendarDateSchema, requestDateSchema } from './portfolio';
import { z } from './zod-nl';

/** How many runs one page of `GET /api/admin/jobs` holds. */
export const JOB_RUNS_PAGE_SIZE = 25;

const PAGE_MESSAGE = 'Pagina moet een geheel getal van 1 of meer zijn.';

/** GET /api/admin/jobs?page= */
export const jobsQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

export const jobRunStatusSchema = z.enum(JOB_RUN_STATUSES);

/** A job an administrator can run by hand ("Nu uitvoeren"). */
export const jobSchema = z.object({
  name: z.string(),
  /** What it does, in Dutch. */
  description: z.string(),
});
export type JobInfo = z.infer<typeof jobSchema>;

/** One run of a job: scheduled, by `npm run job`, or started by an administrator. */
export const jobRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  businessDate: calendarDateSchema,
  /** ISO instants. */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: jobRunStatusSchema,
  counts: z.record(z.string(), z.number()),
  /** One line per failure; null when none. */
  error: z.string().nullable(),
  /** Why the command ran a date it would refuse (`--force "reden"`); null otherwise. */
  forcedReason: z.string().nullable(),
  /** The e-mail address of the administrator who started it; null for the schedule and the command. */
  startedBy: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/admin/jobs → the jobs, one page of runs (newest first) and the dates allowed. */
export const jobsPageSchema = z.object({
  jobs: z.array(jobSchema),
  runs: z.array(jobRunSchema),
  /** How many runs there are in all (for paging). */
  total: z.number().int().nonnegative(),
  /** The business dates an administrator may run a job for, both included. */
  window: z.object({ earliest: calendarDateSchema, latest: calendarDateSchema }),
});
export type JobsPage = z.infer<typeof jobsPageSchema>;

export const jobParamsSchema = z.strictObject({ name: z.string().max(100) });

/** POST /api/admin/jobs/{name}/runs `{date}` → 202 `{runId}`. */
export const startJobRunRequestSchema = z.strictObject({
  date: requestDateSchema.meta({
    description:
      'De businessdatum van de run (JJJJ-MM-DD), binnen `window` van GET /api/admin/jobs.',
  }),
});
export type StartJobRunRequest = z.infer<typeof startJobRunRequestSchema>;

export const startedJobRunSchema = z.object({ runId: z.number().int() });
export type StartedJobRun = z.infer<typeof startedJobRunSchema>;
