import { JOB_RUNS_PAGE_SIZE, type JobInfo, type JobRun } from '@bp/api-schema';
import {
  calendarDate,
  formatDutchDate,
  isAfter,
  isBefore,
  isInJobDateWindow,
  JOB_COUNT_LABELS,
  JOB_MESSAGES,
  JOB_RUN_STATUS_LABELS,
  parseCalendarDate,
  todayInAmsterdam,
  type CalendarDate,
  type JobDateWindow,
} from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessages } from '../../../lib/http';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText, formatInstant } from '../../../ui/figures';
import { controlAria, LabelledField } from '../../../ui/form/LabelledField';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import { PageParamPaging, usePageParam } from '../page-param';
import { isRunning, jobsKeys, jobsQuery, startJobRun } from './api';
import '../admin.css';
import './taken.css';

const NO_DATE = 'Kies een datum.';

/** "gekocht 2, fouten 0": the run's counts by their Dutch names. */
export function countsText(counts: JobRun['counts']): string {
  const parts = Object.entries(counts).map(
    ([name, count]) => `${JOB_COUNT_LABELS[name] ?? name} ${count}`,
  );
  return parts.length === 0 ? '—' : parts.join(', ');
}

function startedByText(run: JobRun): string {
  const who = run.startedBy ?? 'Schema of opdrachtregel';
  return run.forcedReason ? `${who} (geforceerd: ${run.forcedReason})` : who;
}

const COLUMNS: readonly Column<JobRun>[] = [
  { header: 'Taak', rowHeader: true, cell: (run) => run.job },
  { header: 'Datum', cell: (run) => <DateText date={run.businessDate} /> },
  { header: 'Begonnen', cell: (run) => formatInstant(run.startedAt) },
  {
    header: 'Geëindigd',
    cell: (run) => (run.finishedAt ? formatInstant(run.finishedAt) : '—'),
  },
  { header: 'Status', cell: (run) => JOB_RUN_STATUS_LABELS[run.status] },
  { header: 'Aantallen', cell: (run) => countsText(run.counts) },
  {
    header: 'Fouten',
    cell: (run) => (run.error ? <span className="job-error">{run.error}</span> : 'Geen'),
  },
  { header: 'Gestart door', cell: startedByText },
];

/** Today, kept inside the window: the date field's first value. */
function firstDate(dates: JobDateWindow): CalendarDate {
  const today = todayInAmsterdam(new Date());
  if (isBefore(today, dates.earliest)) return dates.earliest;
  if (isAfter(today, dates.latest)) return dates.latest;
  return today;
}

/** Why the date cannot be run, or null: the server's rule (domain), said before asking it. */
function dateProblem(date: CalendarDate, dates: JobDateWindow): string | null {
  return isInJobDateWindow(date, dates)
    ? null
    : JOB_MESSAGES.outsideWindow(dates.earliest, dates.latest);
}

/** One job: what it does, a date within the window and "Nu uitvoeren". */
function RunJob({ job, dates }: { job: JobInfo; dates: JobDateWindow }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string>(() => firstDate(dates));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const start = useMutation({
    mutationFn: (chosen: CalendarDate) => startJobRun(job.name, chosen),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
  const id = `datum-${job.name}`;
  const hint = `Van ${formatDutchDate(dates.earliest)} tot en met ${formatDutchDate(dates.latest)}.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = parseCalendarDate(date);
    const problem = chosen ? dateProblem(chosen, dates) : NO_DATE;
    setFieldError(problem ?? undefined);
    if (chosen && problem === null) start.mutate(chosen);
  };
  return (
    <li className="card stack job-card">
      <h3>{job.name}</h3>
      <p>{job.description}</p>
      <form className="job-form" noValidate onSubmit={submit} aria-label={`${job.name} uitvoeren`}>
        <LabelledField id={id} label="Datum" hint={hint} error={fieldError}>
          <input
            id={id}
            type="date"
            className="field-input"
            min={dates.earliest}
            max={dates.latest}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            {...controlAria({ id, hint, error: fieldError })}
          />
        </LabelledField>
        <button type="submit" className="btn btn-primary" disabled={start.isPending}>
          Nu uitvoeren
        </button>
      </form>
      {start.isError ? (
        <div className="alert alert-error" role="alert">
          {errorMessages(start.error).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {start.isSuccess ? (
        <p className="alert alert-success" role="status">
          Run {start.data.runId} is gestart voor {formatDutchDate(start.variables)}.
        </p>
      ) : null}
    </li>
  );
}

/** /admin/taken: the jobs' runs and "Nu uitvoeren" within a month of today (issue 22). */
export function TakenPage() {
  const page = usePageParam();
  const { data, error, isError, refetch } = useQuery(jobsQuery(page));
  const lastPage = data ? Math.max(1, Math.ceil(data.total / JOB_RUNS_PAGE_SIZE)) : 1;
  const running = data?.runs.some(isRunning) ?? false;
  const dates: JobDateWindow | null = data
    ? { earliest: calendarDate(data.window.earliest), latest: calendarDate(data.window.latest) }
    : null;
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Taken</h1>
      <p>
        De dagelijkse taken lopen elke ochtend om 06:30. Hier ziet u elke run en start u een taak
        zelf voor een datum tot een maand voor of na vandaag. Een taak nog eens uitvoeren voor
        dezelfde datum doet niets dubbel.
      </p>
      {isError ? (
        <ErrorState
          title="De taken konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data && dates ? (
        <>
          <section className="stack" aria-labelledby="taken-uitvoeren">
            <h2 id="taken-uitvoeren">Nu uitvoeren</h2>
            <ul className="job-list stack">
              {data.jobs.map((job) => (
                <RunJob key={job.name} job={job} dates={dates} />
              ))}
            </ul>
          </section>
          <section className="stack" aria-labelledby="taken-runs">
            <h2 id="taken-runs">Runs</h2>
            {running ? (
              <p role="status">Er loopt een run; deze lijst wordt vanzelf bijgewerkt.</p>
            ) : null}
            <DataTable
              caption="Runs van de taken"
              captionHidden
              columns={COLUMNS}
              rows={data.runs}
              rowKey={(run) => run.id}
              narrow="stack"
            />
            {data.runs.length === 0 && <p>Er zijn nog geen runs.</p>}
            <PageParamPaging page={page} lastPage={lastPage} />
          </section>
        </>
      ) : (
        <LoadingState label="De taken worden geladen…" />
      )}
    </div>
  );
}
