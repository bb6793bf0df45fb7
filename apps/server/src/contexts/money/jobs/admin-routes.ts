import {
  errorBodySchema,
  JOB_RUNS_PAGE_SIZE,
  jobParamsSchema,
  jobsPageSchema,
  jobsQuerySchema,
  startedJobRunSchema,
  startJobRunRequestSchema,
} from '@bp/api-schema';
import { isInJobDateWindow, JOB_MESSAGES, jobDateWindow, todayInAmsterdam } from '@bp/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext, ZodApp } from '../../../app-context';
import { jobRuns, users } from '../../../db/schema';
import { conflict, fieldProblems, notFound } from '../../../http/problem';
import { requestDate } from '../../../http/request-date';
import { authOf } from '../../../plugins/session';
import type { Job } from './job';
import type { JobService } from './job-service';
import { JOBS, findJob } from './registry';

/** A job's description is "Dutch / English" (for the command's usage): the page shows the Dutch. */
const dutchDescription = (job: Job) => job.description.split(' / ')[0] ?? job.description;

/**
 * The jobs page of the administrators (issue 22, `/admin/taken`, docs/ADMIN.md): every run of
 * every job, newest first, and "Nu uitvoeren" for a date within a month of today. A run started
 * here answers 202 once its row exists and goes on in the background, idempotent like every run.
 */
export function registerAdminJobRoutes(app: ZodApp, ctx: AppContext, jobs: JobService): void {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin', fieldLabels: { page: 'Pagina' } },
      schema: {
        tags: ['Beheer'],
        summary: 'De taken en hun runs: begin, einde, aantallen, fouten en wie ze startte',
        description: `Nieuwste run eerst, ${JOB_RUNS_PAGE_SIZE} per pagina; \`window\` zegt voor welke datums een beheerder een taak zelf mag starten (een maand voor tot een maand na vandaag).`,
        querystring: jobsQuerySchema,
        response: {
          200: jobsPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const [runs, [all]] = await Promise.all([
        ctx.db
          .select({
            id: jobRuns.id,
            job: jobRuns.job,
            businessDate: jobRuns.businessDate,
            startedAt: jobRuns.startedAt,
            finishedAt: jobRuns.finishedAt,
            status: jobRuns.status,
            counts: jobRuns.counts,
            error: jobRuns.error,
            forcedReason: jobRuns.forcedReason,
            startedBy: users.email,
          })
          .from(jobRuns)
          .leftJoin(users, eq(users.id, jobRuns.startedBy))
          .orderBy(desc(jobRuns.id))
          .limit(JOB_RUNS_PAGE_SIZE)
          .offset((page - 1) * JOB_RUNS_PAGE_SIZE),
        ctx.db.select({ total: count() }).from(jobRuns),
      ]);
      return {
        jobs: JOBS.map((job) => ({ name: job.name, description: dutchDescription(job) })),
        runs: runs.map((run) => ({
          ...run,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
        })),
        total: all?.total ?? 0,
        window: jobDateWindow(todayInAmsterdam(ctx.clock.now())),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:name/runs',
    {
      config: {
        access: 'admin',
        notFoundMessage: JOB_MESSAGES.unknownJob,
        fieldLabels: { date: 'Datum' },
      },
      schema: {
        tags: ['Beheer'],
        summary: 'Een taak nu uitvoeren voor een datum (alleen beheerders)',
        description:
          'Start een run van de taak voor de businessdatum `date` en antwoordt 202 met het nummer van de run zodra die is vastgelegd; de run gaat daarna op de achtergrond door (zie GET /api/admin/jobs). De datum ligt binnen `window` (een maand voor tot een maand na vandaag; forceren kan alleen met `npm run job`). Een run is herhaalbaar: dezelfde datum nog eens doet niets dubbel. 409 zolang de taak al loopt.',
        params: jobParamsSchema,
        body: startJobRunRequestSchema,
        response: {
          202: startedJobRunSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const job = findJob(request.params.name);
      if (!job) throw notFound(JOB_MESSAGES.unknownJob);
      const date = requestDate(request.body.date, 'date');
      const window = jobDateWindow(todayInAmsterdam(ctx.clock.now()));
      if (!isInJobDateWindow(date, window)) {
        throw fieldProblems('date', [JOB_MESSAGES.outsideWindow(window.earliest, window.latest)]);
      }
      const admin = authOf(request).user.id;
      const started = await jobs.start(job, date, admin);
      if ('busy' in started) throw conflict(JOB_MESSAGES.busy);
      request.log.info(
        { adminId: admin, job: job.name, date, runId: started.runId },
        'job run started by an administrator',
      );
      return reply.code(202).send(started);
    },
  );
}
