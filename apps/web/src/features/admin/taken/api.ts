import {
  jobsPageSchema,
  startedJobRunSchema,
  type JobRun,
  type JobsPage,
  type StartedJobRun,
} from '@bp/api-schema';
import { JOB_RUN_STATUS } from '@bp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const quiet = { globalErrors: false } as const;

/** How often the page asks again while a run is running. */
export const POLL_MS = 2000;

export const jobsKeys = {
  all: ['admin', 'taken'] as const,
  page: (page: number) => ['admin', 'taken', page] as const,
};

export const isRunning = (run: JobRun) => run.status === JOB_RUN_STATUS.running;

/** GET /api/admin/jobs?page=: the jobs, one page of runs (newest first) and the allowed dates. */
export const jobsQuery = (page: number) =>
  queryOptions({
    queryKey: jobsKeys.page(page),
    queryFn: ({ signal }): Promise<JobsPage> =>
      http.get(`/api/admin/jobs${page > 1 ? `?page=${page}` : ''}`, jobsPageSchema, {
        ...quiet,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Polls while a run on the page is running, so its end, counts and errors appear.
    refetchInterval: (query) => (query.state.data?.runs.some(isRunning) ? POLL_MS : false),
  });

/** POST /api/admin/jobs/{name}/runs: starts a run; answers once its row exists. */
export const startJobRun = (name: string, date: string): Promise<StartedJobRun> =>
  http.post(
    `/api/admin/jobs/${encodeURIComponent(name)}/runs`,
    { date },
    startedJobRunSchema,
    quiet,
  );
