import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../test/fixtures';
import { errorReply, type ApiRequest } from '../../test/mock-api';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { definitionOf } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { amountQuote, sellOrder, sellQuote } from '../../test/sell-order-fixtures';

const PAGE = '/contractbeheer/1002/verkopen';
const QUOTE = 'GET /api/contracts/1002/sell-orders/quote';
const ORDERS = 'GET /api/contracts/1002/sell-orders';
const PLACE = 'POST /api/contracts/1002/sell-orders';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
});

/** The facts without `kind`, the amount's estimate with it. */
const quotes =
  (withKind = amountQuote()) =>
  (request: ApiRequest) => ({ body: request.path.includes('kind=') ? withKind : sellQuote() });

async function section(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section ${String(name)}`);
  return element;
}

async function chooseAmount(text: string) {
  await userEvent.type(await screen.findByLabelText('Bedrag dat u wilt verkopen'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Verkoop bekijken' }));
}

describe('/contractbeheer/:id/verkopen', () => {
  it('states the dealing date, the cut-off, the settlement, the exit costs and the IBAN', async () => {
    mockPortfolioApi({ [QUOTE]: quotes(), [ORDERS]: { body: { data: [] } } });
    renderApp(PAGE, { user: investor });
    const facts = await section('Zo werkt verkopen');
    expect(definitionOf(facts, 'Verkoop nu tegen de koers van')).toBe('30 november 2025');
    expect(definitionOf(facts, 'Annuleren kan tot')).toBe('27 november 2025 om 14:00');
    expect(definitionOf(facts, 'Uitbetaling op')).toBe('5 december 2025');
    expect(definitionOf(facts, 'Uitstapkosten')).toBe('1,00% van de opbrengst');
    expect(definitionOf(facts, 'Opbrengst naar rekening')).toBe('NL•• •••• •••• ••45 67');
    expect(definitionOf(facts, 'Inkoop door het fonds')).toBe('Mogelijk');
    expect(screen.queryByRole('heading', { name: 'Uw verkooporders' })).toBeNull();
  });

  it('checks the choice in Dutch, shows the estimate labelled so, and places one order per confirmation', async () => {
    const api = mockPortfolioApi({
      [QUOTE]: quotes(),
      [ORDERS]: { body: { data: [] } },
      [PLACE]: { status: 201, body: sellOrder() },
    });
    renderApp(PAGE, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'Verkoop bekijken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul het bedrag in dat u wilt verkopen.',
    );
    await chooseAmount('1.000');
    const review = await section('Controleer uw verkoop');
    expect(api.callsTo(QUOTE).map((call) => call.path)).toContain(
      '/api/contracts/1002/sell-orders/quote?kind=bedrag&amount=1000.00',
    );
    expect(definitionOf(review, 'Netto opbrengst (indicatie)')).toBe('€ 990,00');
    expect(definitionOf(review, 'Uitstapkosten (1,00%)')).toBe('€ 10,00');
    expect(definitionOf(review, 'Waarde die overblijft (indicatie)')).toBe('€ 8.871,39');
    expect(review).toHaveTextContent('De bedragen zijn een indicatie tegen de laatste koers');
    const password = within(review).getByLabelText('Uw wachtwoord');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'Belegger-demo-2026');
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Verkoop bevestigen' }));
    expect(
      await screen.findByRole('heading', { name: 'Uw verkooporder is ingediend' }),
    ).toHaveFocus();
    const placed = api.callsTo(PLACE);
    // A double click makes one request.
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toEqual({
      kind: 'bedrag',
      amount: '1000.00',
      password: 'Belegger-demo-2026',
    });
  });

  it('asks the code of two-step verification beside the password when it is on', async () => {
    const api = mockPortfolioApi({
      [QUOTE]: quotes(),
      [ORDERS]: { body: { data: [] } },
      [PLACE]: { status: 201, body: sellOrder() },
    });
    renderApp(PAGE, { user: { ...investor, twoFactorEnabled: true } });
    await chooseAmount('1000');
    const review = await section('Controleer uw verkoop');
    await userEvent.type(within(review).getByLabelText('Uw wachtwoord'), 'Belegger-demo-2026');
    await userEvent.click(within(review).getByRole('button', { name: 'Verkoop bevestigen' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'Vul de code uit uw authenticator-app in.',
    );
    expect(api.callsTo(PLACE)).toHaveLength(0);
    const code = within(review).getByLabelText('Code uit uw authenticator-app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(within(review).getByRole('button', { name: 'Verkoop bevestigen' }));
    await screen.findByRole('heading', { name: 'Uw verkooporder is ingediend' });
    expect(api.callsTo(PLACE)[0]?.body).toEqual({
      kind: 'bedrag',
      amount: '1000.00',
      password: 'Belegger-demo-2026',
      code: '123456',
    });
  });

  it('sends the same Idempotency-Key again after a refusal', async () => {
    let attempt = 0;
    const api = mockPortfolioApi({
      [QUOTE]: quotes(),
      [ORDERS]: { body: { data: [] } },
      [PLACE]: () =>
        ++attempt === 1
          ? errorReply(422, 'Het wachtwoord is niet juist.')
          : { status: 201, body: sellOrder() },
    });
    renderApp(PAGE, { user: investor });
    await chooseAmount('1000');
    const review = await section('Controleer uw verkoop');
    await userEvent.type(within(review).getByLabelText('Uw wachtwoord'), 'fout');
    await userEvent.click(within(review).getByRole('button', { name: 'Verkoop bevestigen' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'Het wachtwoord is niet juist.',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Verkoop bevestigen' }));
    await screen.findByRole('heading', { name: 'Uw verkooporder is ingediend' });
    const keys = api.callsTo(PLACE).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks whether to sell everything when the rest would fall below the minimum holding', async () => {
    const api = mockPortfolioApi({
      [QUOTE]: quotes(amountQuote({ remainingValue: '871.39', remainderBelowMinimum: true })),
      [ORDERS]: { body: { data: [] } },
    });
    renderApp(PAGE, { user: investor });
    await chooseAmount('9.000');
    const dialog = await screen.findByRole('alertdialog', { name: 'Alles verkopen?' });
    expect(dialog).toHaveTextContent('minder over dan het minimum van € 1.000,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alles verkopen' }));
    await vi.waitFor(() =>
      expect(api.callsTo(QUOTE).map((call) => call.path)).toContain(
        '/api/contracts/1002/sell-orders/quote?kind=alles',
      ),
    );
    expect(definitionOf(await section('Controleer uw verkoop'), 'Verkoop van')).toBe(
      'Alle participaties',
    );
  });

  it('lists the orders: pending looks pending, and a cancellable one can be cancelled', async () => {
    const api = mockPortfolioApi({
      [QUOTE]: quotes(),
      [ORDERS]: {
        body: {
          data: [
            sellOrder(),
            sellOrder({
              id: '5c0a1b2c-3d4e-4f50-8a61-b7c8d9e0f103',
              status: 'afgewezen',
              reason: 'inkoop-opgeschort',
              cancellable: false,
            }),
          ],
        },
      },
      'DELETE /api/contracts/1002/sell-orders/5c0a1b2c-3d4e-4f50-8a61-b7c8d9e0f102': {
        status: 204,
      },
    });
    renderApp(PAGE, { user: investor });
    const orders = await section('Uw verkooporders');
    const [pending, rejected] = within(orders).getAllByRole('article');
    if (!pending || !rejected) throw new Error('two orders expected');
    expect(definitionOf(pending, 'Status')).toBe('Ingediend');
    expect(definitionOf(pending, 'Verwachte opbrengst (indicatie)')).toBe(
      '€ 990,00 na € 10,00 uitstapkosten, tegen de laatste koers. Nog niet uitbetaald.',
    );
    expect(definitionOf(pending, 'Annuleren kan tot')).toBe('27 november 2025 om 14:00');
    expect(definitionOf(rejected, 'Status')).toBe(
      'Afgewezen — Het fonds heeft de inkoop van participaties opgeschort',
    );
    expect(within(rejected).queryByRole('button', { name: 'Verkooporder annuleren' })).toBeNull();

    await userEvent.click(within(pending).getByRole('button', { name: 'Verkooporder annuleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verkooporder annuleren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verkooporder annuleren' }));
    await vi.waitFor(() =>
      expect(
        api.callsTo('DELETE /api/contracts/1002/sell-orders/5c0a1b2c-3d4e-4f50-8a61-b7c8d9e0f102'),
      ).toHaveLength(1),
    );
  });

  it('shows an executed order’s proceeds as not yet paid until the payout', async () => {
    mockPortfolioApi({
      [QUOTE]: quotes(),
      [ORDERS]: {
        body: {
          data: [
            sellOrder({
              status: 'uitgevoerd',
              cancellable: false,
              executed: {
                units: '10.4004',
                nav: '97.0000',
                grossProceeds: '1008.84',
                exitCosts: '10.09',
                netProceeds: '998.75',
                executedAt: '2025-12-02T09:00:00.000Z',
              },
            }),
          ],
        },
      },
    });
    renderApp(PAGE, { user: investor });
    const order = await screen.findByRole('article');
    expect(definitionOf(order, 'Status')).toBe('Uitgevoerd');
    expect(definitionOf(order, 'Opbrengst, nog niet uitbetaald')).toBe(
      '€ 998,75 (uitbetaling op 5 december 2025)',
    );
  });

  it('explains why a sold contract or suspended redemptions allow no sale', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1004/sell-orders': { body: { data: [] } },
      [QUOTE]: { body: sellQuote({ redemptionsSuspended: true }) },
      [ORDERS]: { body: { data: [] } },
    });
    renderApp('/contractbeheer/1004/verkopen', { user: investor });
    expect(await section('Dit contract is verkocht')).toHaveTextContent(
      'Verkopen kan alleen op een actief contract.',
    );
    renderApp(PAGE, { user: investor });
    await section('Zo werkt verkopen');
    expect(screen.getByRole('status')).toHaveTextContent(
      'heeft de inkoop van participaties opgeschort',
    );
    expect(screen.queryByRole('button', { name: 'Verkoop bekijken' })).toBeNull();
  });
});
