import { jobsPageSchema, type JobRun, type JobsPage } from '@bp/api-schema';
import { calendarDate, JOB_MESSAGES } from '@bp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { admin } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { currentUrl, renderRoute } from '../../../test/render-route';
import { POLL_MS } from './api';
import { countsText, TakenPage } from './TakenPage';

const PURCHASE = 'aankoop-participaties';
const WINDOW = { earliest: '2026-10-28', latest: '2026-12-28' };

const run = (id: number, fields: Partial<JobRun> = {}): JobRun => ({
  id,
  job: PURCHASE,
  businessDate: '2026-11-27',
  startedAt: '2026-11-27T05:30:00.000Z',
  finishedAt: '2026-11-27T05:30:02.000Z',
  status: 'succeeded',
  counts: { bought: 2, soldBack: 0, errors: 0 },
  error: null,
  forcedReason: null,
  startedBy: null,
  ...fields,
});

/** The API's answer, held to its schema. */
const jobsPage = (runs: JobRun[], total = runs.length): JobsPage =>
  jobsPageSchema.parse({
    jobs: [
      { name: 'maandelijkse-incasso', description: 'incasseert de maandelijkse inleg' },
      { name: PURCHASE, description: 'koopt participaties voor ontvangen inleg' },
    ],
    runs,
    total,
    window: WINDOW,
  });

const RUNS = [
  run(3, {
    job: 'maandelijkse-incasso',
    status: 'partly-failed',
    counts: { collected: 1, failed: 1, errors: 1 },
    error: 'contract 12: machtiging onbekend',
    startedBy: 'admin@example.com',
  }),
  run(2, { forcedReason: 'inhalen na storing', businessDate: '2026-12-31' }),
  run(1, { status: 'failed', counts: {}, error: 'database weg' }),
];

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

async function jobForm(name: string) {
  return screen.findByRole('form', { name: `${name} uitvoeren` });
}

function setDate(form: HTMLElement, date: string) {
  fireEvent.change(within(form).getByLabelText('Datum'), { target: { value: date } });
}

describe('TakenPage', () => {
  it('shows every run in Dutch: job, date, times, status, counts, errors and who started it', async () => {
    mockApi({ 'GET /api/admin/jobs': { body: jobsPage(RUNS) } });
    renderRoute(<TakenPage />, { path: '/admin/taken' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taken' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Runs van de taken' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('maandelijkse-incasso');
    expect(first).toHaveTextContent('Deels mislukt');
    expect(first).toHaveTextContent('geïncasseerd 1, mislukt 1, fouten 1');
    expect(first).toHaveTextContent('contract 12: machtiging onbekend');
    expect(first).toHaveTextContent('admin@example.com');
    expect(first).toHaveTextContent('27-11-2026');
    expect(second).toHaveTextContent('Geslaagd');
    expect(second).toHaveTextContent('Schema of opdrachtregel (geforceerd: inhalen na storing)');
    expect(second).toHaveTextContent('gekocht 2, verkocht na storno 0, fouten 0');
    expect(third).toHaveTextContent('Mislukt');
    expect(third).toHaveTextContent('database weg');
    expect(screen.queryByText(/Er loopt een run/)).not.toBeInTheDocument();
    // Each job can be run, with a date field bounded by the window.
    const form = await jobForm(PURCHASE);
    const field = within(form).getByLabelText('Datum');
    expect(field).toHaveAttribute('min', '2026-10-28');
    expect(field).toHaveAttribute('max', '2026-12-28');
    expect(within(form).getByRole('button', { name: 'Nu uitvoeren' })).toBeEnabled();
    expect(screen.getByText('koopt participaties voor ontvangen inleg')).toBeInTheDocument();
    expect(screen.getAllByText('Van 28-10-2026 tot en met 28-12-2026.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Taken' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts a run for the chosen date and shows it', async () => {
    let started = false;
    const api = mockApi({
      'GET /api/admin/jobs': () => ({
        body: jobsPage(started ? [run(4, { status: 'running', finishedAt: null }), ...RUNS] : RUNS),
      }),
      'POST /api/admin/jobs/aankoop-participaties/runs': () => {
        started = true;
        return { status: 202, body: { runId: 4 } };
      },
    });
    const { user } = renderRoute(<TakenPage />, { path: '/admin/taken' });
    const form = await jobForm(PURCHASE);
    setDate(form, '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    expect(await within(form.parentElement as HTMLElement).findByRole('status')).toHaveTextContent(
      'Run 4 is gestart voor 30-11-2026.',
    );
    expect(api.callsTo('POST /api/admin/jobs/aankoop-participaties/runs')[0]?.body).toEqual({
      date: '2026-11-30',
    });
    // The list is asked again: the new run is there, running, and the page says it follows it.
    expect(await screen.findByText('Loopt')).toBeInTheDocument();
    expect(screen.getByText(/Er loopt een run; deze lijst wordt vanzelf bijgewerkt/)).toBeVisible();
  });

  it('polls while a run is running, until it has ended', async () => {
    let ended = false;
    const api = mockApi({
      'GET /api/admin/jobs': () => ({
        body: jobsPage([ended ? run(5) : run(5, { status: 'running', finishedAt: null })]),
      }),
    });
    renderRoute(<TakenPage />, { path: '/admin/taken' });
    expect(await screen.findByText('Loopt')).toBeInTheDocument();
    ended = true;
    expect(await screen.findByText('Geslaagd', {}, { timeout: POLL_MS + 2000 })).toBeVisible();
    const calls = api.callsTo('GET /api/admin/jobs').length;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + 200));
    expect(api.callsTo('GET /api/admin/jobs')).toHaveLength(calls);
  }, 10_000);

  it("shows the API's Dutch refusals: busy, unknown job, a date outside the window", async () => {
    const outside = `Datum: ${JOB_MESSAGES.outsideWindow(calendarDate(WINDOW.earliest), calendarDate(WINDOW.latest))}`;
    let answer = { status: 409, body: errorBody(JOB_MESSAGES.busy) };
    mockApi({
      'GET /api/admin/jobs': { body: jobsPage(RUNS) },
      'POST /api/admin/jobs/aankoop-participaties/runs': () => answer,
    });
    const { user } = renderRoute(<TakenPage />, { path: '/admin/taken' });
    const form = await jobForm(PURCHASE);
    const card = form.parentElement as HTMLElement;
    setDate(form, '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(JOB_MESSAGES.busy);
    answer = { status: 422, body: errorBody(outside) };
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(outside));
    answer = { status: 404, body: errorBody(JOB_MESSAGES.unknownJob) };
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(JOB_MESSAGES.unknownJob),
    );
  });

  it('says a date outside the window or no date before asking the server', async () => {
    const api = mockApi({ 'GET /api/admin/jobs': { body: jobsPage([]) } });
    const { user } = renderRoute(<TakenPage />, { path: '/admin/taken' });
    const form = await jobForm(PURCHASE);
    setDate(form, '2027-01-15');
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    expect(within(form).getByLabelText('Datum')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText('Kies een datum van 28 oktober 2026 tot en met 28 december 2026.'),
    ).toBeInTheDocument();
    setDate(form, '');
    await user.click(within(form).getByRole('button', { name: 'Nu uitvoeren' }));
    expect(within(form).getByText('Kies een datum.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/jobs/aankoop-participaties/runs')).toHaveLength(0);
    expect(screen.getByText('Er zijn nog geen runs.')).toBeInTheDocument();
  });

  it('pages through the runs in the URL', async () => {
    mockApi({
      'GET /api/admin/jobs': { body: jobsPage(RUNS, 28) },
      'GET /api/admin/jobs?page=2': { body: jobsPage([run(1)], 28) },
    });
    const { user, router } = renderRoute(<TakenPage />, { path: '/admin/taken' });
    expect(await screen.findByText('Pagina 1 van 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 2 van 2')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/taken?page=2');
  });
});

describe('countsText', () => {
  it('names known counts in Dutch and keeps unknown ones', () => {
    expect(countsText({ executed: 1, rejected: 0, nieuw: 3 })).toBe(
      'uitgevoerd 1, afgewezen 0, nieuw 3',
    );
    expect(countsText({})).toBe('—');
  });
});
