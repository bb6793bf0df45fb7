import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { PAYMENT_ID, captureLeaveApp, createdPayment, payment } from '../../test/payment-fixtures';
import { mockPortfolioApi, withoutRetries } from '../../test/portfolio-api-mock';
import { renderApp } from '../../test/render-app';
import type { Payment } from '@bp/api-schema';

const SYNVEST = `/synvest-ideal-result?betaling=${PAYMENT_ID}`;
const IDEAL = `/ideal-result?betaling=${PAYMENT_ID}`;

function mockPayment(answer: Payment | (() => Payment)) {
  return mockPortfolioApi({
    [`GET /api/payments/${PAYMENT_ID}`]:
      typeof answer === 'function' ? () => ({ body: answer() }) : { body: answer },
  });
}

describe('/synvest-ideal-result and /ideal-result', () => {
  it('waits calmly while the bank has not answered, and shows the outcome once it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Payment['status'] = 'open';
    const api = mockPayment(() => payment({ status }));
    renderApp(SYNVEST, { user: investor });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Resultaat iDEAL-betaling fondsbelegging',
      }),
    ).toBeVisible();
    await screen.findByText('Uw betaling wordt verwerkt. Dit duurt meestal enkele seconden.');
    const waiting = screen.getByRole('status');
    expect(waiting).toHaveAttribute('aria-live', 'polite');
    expect(waiting).toHaveTextContent(
      'Uw betaling wordt verwerkt. Dit duurt meestal enkele seconden.',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Wij wachten op het antwoord van uw bank' }),
    ).toBeVisible();

    status = 'pending';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.callsTo(`GET /api/payments/${PAYMENT_ID}`)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Uw betaling wordt verwerkt.');

    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Uw betaling is ontvangen' }),
    ).toHaveFocus();
    const calls = api.callsTo(`GET /api/payments/${PAYMENT_ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // A final status is not asked again.
    expect(api.callsTo(`GET /api/payments/${PAYMENT_ID}`)).toHaveLength(calls);
  });

  it('explains after 30 seconds that the answer can take longer, and keeps asking less often', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockPayment(payment({ status: 'pending' }));
    renderApp(SYNVEST, { user: investor });
    await screen.findByText('Uw betaling wordt verwerkt. Dit duurt meestal enkele seconden.');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('status')).not.toHaveTextContent('iets langer duren');
    const quick = api.callsTo(`GET /api/payments/${PAYMENT_ID}`).length;
    expect(quick).toBeGreaterThanOrEqual(14);

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Het antwoord van uw bank kan iets langer duren. Deze pagina werkt zichzelf bij zodra het er is; u hoeft niets te doen.',
    );
    const before = api.callsTo(`GET /api/payments/${PAYMENT_ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const after = api.callsTo(`GET /api/payments/${PAYMENT_ID}`).length;
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(3);
  });

  it('says what happens next when paid, with links to the contract and the overview', async () => {
    mockPayment(payment({ status: 'paid', paidAt: '2025-11-22T10:01:00.000Z' }));
    renderApp(SYNVEST, { user: investor });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Uw betaling is ontvangen',
    });
    const paid = heading.closest('section');
    if (!paid) throw new Error('no section');
    expect(paid).toHaveTextContent('Wij hebben uw betaling van € 5.000,00 ontvangen.');
    expect(paid).toHaveTextContent(
      'Wij beleggen het bedrag tegen de koers van de eerstvolgende waarderingsdatum van het fonds.',
    );
    expect(paid).toHaveTextContent('U ontvangt een bevestiging van uw betaling per e-mail.');
    expect(within(paid).getByRole('link', { name: 'Naar uw contract' })).toHaveAttribute(
      'href',
      '/contractbeheer/1003/gegevens',
    );
    expect(within(paid).getByRole('link', { name: 'Naar Mijn vastgoed' })).toHaveAttribute(
      'href',
      '/mijn-vastgoed',
    );
    expect(screen.queryByRole('button', { name: 'Opnieuw betalen' })).not.toBeInTheDocument();
  });

  it('asks the overview again once paid, so the contract no longer shows as unpaid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Payment['status'] = 'pending';
    const api = mockPayment(() => payment({ status }));
    renderApp(SYNVEST, { user: investor });
    await screen.findByText('Uw betaling wordt verwerkt. Dit duurt meestal enkele seconden.');
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/contracts/summaries').length).toBeGreaterThan(0),
    );
    const first = api.callsTo('GET /api/contracts/summaries').length;
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await screen.findByRole('heading', { level: 2, name: 'Uw betaling is ontvangen' });
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/contracts/summaries').length).toBeGreaterThan(first),
    );
  });

  it('is the general variant on /ideal-result', async () => {
    mockPayment(payment({ status: 'paid', paidAt: '2025-11-22T10:01:00.000Z' }));
    renderApp(IDEAL, { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultaat iDEAL-betaling' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Naar Mijn investeringen' })).toHaveAttribute(
      'href',
      '/mijn-investeringen',
    );
  });

  it.each([
    [
      'failed',
      'De betaling is niet gelukt',
      'Uw bank heeft de betaling niet uitgevoerd. Er is geen geld van uw rekening afgeschreven.',
    ],
    [
      'canceled',
      'De betaling is geannuleerd',
      'U heeft de betaling afgebroken. Er is geen geld van uw rekening afgeschreven.',
    ],
    [
      'expired',
      'De betaling is verlopen',
      'De betaling is niet op tijd afgerond en is daarom vervallen.',
    ],
  ] as const)('explains a %s payment and pays again', async (status, title, explanation) => {
    const visits = captureLeaveApp();
    const api = mockPortfolioApi({
      [`GET /api/payments/${PAYMENT_ID}`]: { body: payment({ status }) },
      'POST /api/payments': { status: 201, body: createdPayment() },
    });
    renderApp(SYNVEST, { user: investor });
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    expect(heading).toHaveFocus();
    expect(heading.closest('section')).toHaveTextContent(explanation);
    expect(heading.closest('section')).toHaveTextContent(
      'Uw betaling van € 5.000,00 staat nog open.',
    );

    const retry = screen.getByRole('button', { name: 'Opnieuw betalen' });
    await userEvent.dblClick(retry);
    await vi.waitFor(() => expect(visits).toEqual([createdPayment().checkoutUrl]));
    expect(api.callsTo('POST /api/payments').map((call) => call.body)).toEqual([
      { contractId: 1003, purpose: 'eerste-inleg' },
    ]);
  });

  it('pays a failed top-up again for the same amount', async () => {
    const visits = captureLeaveApp();
    const api = mockPortfolioApi({
      [`GET /api/payments/${PAYMENT_ID}`]: {
        body: payment({
          status: 'failed',
          purpose: 'bijstorting',
          amount: '250.00',
          contractId: 1001,
        }),
      },
      'POST /api/payments': {
        status: 201,
        body: createdPayment({ purpose: 'bijstorting', amount: '250.00', contractId: 1001 }),
      },
    });
    renderApp(SYNVEST, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw betalen' }));
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(api.callsTo('POST /api/payments').map((call) => call.body)).toEqual([
      { contractId: 1001, purpose: 'bijstorting', amount: '250.00' },
    ]);
  });

  it('says in Dutch why paying again did not start', async () => {
    const visits = captureLeaveApp();
    mockPortfolioApi({
      [`GET /api/payments/${PAYMENT_ID}`]: { body: payment({ status: 'failed' }) },
      'POST /api/payments': errorReply(409, 'Dit contract is al betaald.'),
    });
    renderApp(SYNVEST, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw betalen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De betaling kon niet worden gestart');
    expect(alert).toHaveTextContent('Dit contract is al betaald.');
    expect(screen.getByRole('button', { name: 'Opnieuw betalen' })).toBeEnabled();
    expect(visits).toEqual([]);
  });

  it('says so when the payment is unknown or another investor’s (404)', async () => {
    mockPortfolioApi({
      [`GET /api/payments/${PAYMENT_ID}`]: errorReply(404, 'Betaling niet gevonden.'),
    });
    renderApp(SYNVEST, { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deze betaling is niet gevonden' }),
    ).toBeVisible();
    expect(screen.getByText(/hoort niet bij uw account/)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so without asking when the address names no payment, or no valid one', async () => {
    const api = mockPortfolioApi();
    const view = renderApp('/synvest-ideal-result', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Geen betaling opgegeven' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar Betaling afronden' })).toHaveAttribute(
      'href',
      '/mijn-betaling-afronden',
    );
    view.unmount();

    renderApp('/ideal-result?betaling=tr_12345', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deze betaling is niet gevonden' }),
    ).toBeVisible();
    expect(api.requests.filter((request) => request.path.startsWith('/api/payments'))).toEqual([]);
  });

  it('offers to try again when the status could not be read', async () => {
    withoutRetries();
    mockPortfolioApi({
      [`GET /api/payments/${PAYMENT_ID}`]: errorReply(500, 'Er is iets misgegaan.'),
    });
    renderApp(SYNVEST, { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De status van uw betaling kon niet worden opgehaald');
    expect(alert).toHaveTextContent('Er is iets misgegaan.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
