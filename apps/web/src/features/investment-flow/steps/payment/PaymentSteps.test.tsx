import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../lib/store';
import { deferredReply } from '../../../../test/mock-api';
import {
  MANDATE_ID,
  SECOND_PAYMENT_ID,
  captureLeaveApp,
  createdPayment,
  mandate,
  payment,
} from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';
import { investor } from '../../../../test/fixtures';
import { CONTRACT_ID, atPaymentStep, openFinishFlow } from '../../finish-test-setup';
import { mockFlowApi } from '../../test-setup';

const SIGN_URL = 'http://localhost/sandbox/mandaat/MNDT-000001';

describe('step 5, initial-payment', () => {
  it('shows the amount due and leaves for the checkout, one request for a double click', async () => {
    const user = userEvent.setup();
    const visits = captureLeaveApp();
    const reply = deferredReply();
    const api = mockFlowApi({ 'POST /api/payments': reply.handler });
    atPaymentStep('initial-payment');
    await openFinishFlow();

    expect(screen.getByRole('heading', { level: 2, name: 'Eerste inleg betalen' })).toBeVisible();
    expect(screen.getByText('Te betalen').nextElementSibling).toHaveTextContent(/5\.000,00/);
    await user.dblClick(screen.getByRole('button', { name: 'Betalen met iDEAL' }));
    expect(screen.getByRole('button', { name: 'Bezig…' })).toBeDisabled();
    reply.release({ status: 201, body: createdPayment({ contractId: CONTRACT_ID }) });

    await waitFor(() => expect(visits).toEqual([createdPayment().checkoutUrl]));
    expect(api.callsTo('POST /api/payments')).toHaveLength(1);
    expect(api.callsTo('POST /api/payments')[0]?.body).toEqual({
      contractId: CONTRACT_ID,
      purpose: 'eerste-inleg',
    });
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      payment: SECOND_PAYMENT_ID,
      navigateToPayment: true,
    });
  });

  it('leaves the payment for later via Betaling afronden, the flow fresh again', async () => {
    const user = userEvent.setup();
    mockFlowApi({ 'GET /api/contracts/summaries': { body: [] } });
    atPaymentStep('initial-payment');
    const app = await openFinishFlow();
    await user.click(screen.getByRole('button', { name: 'Later betalen' }));
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-betaling-afronden'));
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      contract: null,
      activePage: 'belegging-toevoegen',
    });
  });
});

describe('back from the bank: /synvest-ideal-result', () => {
  it('leads back into the flow once paid: to the mandate with a monthly deposit', async () => {
    const user = userEvent.setup();
    mockFlowApi({
      [`GET /api/payments/${SECOND_PAYMENT_ID}`]: {
        body: payment({ id: SECOND_PAYMENT_ID, status: 'paid', contractId: CONTRACT_ID }),
      },
    });
    atPaymentStep('initial-payment', { payment: SECOND_PAYMENT_ID, navigateToPayment: true });
    const app = renderApp(`/synvest-ideal-result?betaling=${SECOND_PAYMENT_ID}`, {
      user: investor,
    });
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Uw betaling is ontvangen' },
      { timeout: 5_000 },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Verder met uw belegging' }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/nederlands-vastgoed'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Maandelijkse incasso' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(useAppStore.getState().investmentFlow.navigateToPayment).toBe(false);
  });

  it('finishes the flow once paid when there is no monthly deposit', async () => {
    const user = userEvent.setup();
    mockFlowApi({
      [`GET /api/payments/${SECOND_PAYMENT_ID}`]: {
        body: payment({ id: SECOND_PAYMENT_ID, status: 'paid', contractId: CONTRACT_ID }),
      },
    });
    atPaymentStep('initial-payment', {
      payment: SECOND_PAYMENT_ID,
      navigateToPayment: true,
      investment: {
        kind: 'eenmalig',
        initialDeposit: '5000.00',
        periodicDeposit: null,
        description: '',
        stock: 'stock',
      },
    });
    renderApp(`/synvest-ideal-result?betaling=${SECOND_PAYMENT_ID}`, { user: investor });
    await user.click(
      await screen.findByRole('button', { name: 'Verder met uw belegging' }, { timeout: 5_000 }),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Uw belegging is aangevraagd' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar Mijn vastgoed' })).toHaveAttribute(
      'href',
      '/mijn-vastgoed',
    );
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      contract: null,
      payment: null,
      activePage: 'belegging-toevoegen',
      finished: { contractId: CONTRACT_ID },
    });
  });

  it('offers Opnieuw betalen and the way back when the payment failed', async () => {
    mockFlowApi({
      [`GET /api/payments/${SECOND_PAYMENT_ID}`]: {
        body: payment({ id: SECOND_PAYMENT_ID, status: 'canceled', contractId: CONTRACT_ID }),
      },
    });
    atPaymentStep('initial-payment', { payment: SECOND_PAYMENT_ID, navigateToPayment: true });
    renderApp(`/synvest-ideal-result?betaling=${SECOND_PAYMENT_ID}`, { user: investor });
    expect(
      await screen.findByRole('button', { name: 'Opnieuw betalen' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Terug naar uw belegging' }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('shows no way into the flow for a payment of another contract', async () => {
    mockFlowApi({
      [`GET /api/payments/${SECOND_PAYMENT_ID}`]: {
        body: payment({ id: SECOND_PAYMENT_ID, status: 'paid', contractId: 1001 }),
      },
    });
    atPaymentStep('initial-payment', { payment: SECOND_PAYMENT_ID, navigateToPayment: true });
    renderApp(`/synvest-ideal-result?betaling=${SECOND_PAYMENT_ID}`, { user: investor });
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Uw betaling is ontvangen' },
      { timeout: 5_000 },
    );
    expect(
      screen.queryByRole('button', { name: 'Verder met uw belegging' }),
    ).not.toBeInTheDocument();
  });
});

describe('step 6, monthly-payment', () => {
  it('gives the mandate for the new contract and leaves to sign it', async () => {
    const user = userEvent.setup();
    const visits = captureLeaveApp();
    const api = mockFlowApi({
      'POST /api/mandates': {
        status: 201,
        body: { id: MANDATE_ID, status: 'prepared', signUrl: SIGN_URL },
      },
    });
    atPaymentStep('monthly-payment');
    await openFinishFlow();
    expect(screen.getByRole('heading', { level: 2, name: 'Maandelijkse incasso' })).toBeVisible();
    expect(screen.getByText(/maandelijkse inleg van € 100,00/)).toBeVisible();
    // The investor's own IBAN from step 3 is the start.
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveValue('NL91 ABNA 0417 1643 00');
    await user.type(
      screen.getByRole('textbox', { name: 'Naam rekeninghouder' }),
      'J.P. van der Berg',
    );
    await user.click(screen.getByRole('button', { name: 'Machtiging afgeven' }));

    await waitFor(() => expect(visits).toEqual([SIGN_URL]));
    expect(api.callsTo('POST /api/mandates')[0]?.body).toEqual({
      contractId: CONTRACT_ID,
      iban: 'NL91 ABNA 0417 1643 00',
      accountHolder: 'J.P. van der Berg',
    });
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      directDebitMandate: MANDATE_ID,
      navigateToPayment: true,
    });
  });

  it('finishes after the signed mandate: Uw belegging is aangevraagd, the flow fresh', async () => {
    const user = userEvent.setup();
    mockFlowApi({
      [`GET /api/mandates/${MANDATE_ID}`]: {
        body: mandate({
          status: 'signed',
          contractId: CONTRACT_ID,
          signedAt: '2026-11-24T10:00:00.000Z',
        }),
      },
    });
    atPaymentStep('monthly-payment', { directDebitMandate: MANDATE_ID, navigateToPayment: true });
    const app = renderApp(`/twikey-result?mandaat=${MANDATE_ID}`, { user: investor });
    await user.click(
      await screen.findByRole('button', { name: 'Verder met uw belegging' }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/nederlands-vastgoed'));
    const finished = await screen.findByRole(
      'region',
      { name: 'Uw belegging is aangevraagd' },
      { timeout: 5_000 },
    );
    expect(within(finished).getByText('Wat gebeurt er nu?')).toBeVisible();
    expect(within(finished).getByRole('link', { name: 'Naar uw contract' })).toHaveAttribute(
      'href',
      `/contractbeheer/${CONTRACT_ID}/gegevens`,
    );
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      contract: null,
      directDebitMandate: null,
      navigateToPayment: false,
      activePage: 'belegging-toevoegen',
    });

    await user.click(within(finished).getByRole('button', { name: 'Nog een belegging toevoegen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw belegging' })).toBeVisible();
  });
});
