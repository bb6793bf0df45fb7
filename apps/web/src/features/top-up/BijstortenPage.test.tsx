import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { captureLeaveApp, createdPayment } from '../../test/payment-fixtures';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { definitionOf } from '../../test/queries';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
});

async function section(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section ${String(name)}`);
  return element;
}

describe('/contractbeheer/:id/bijstorten', () => {
  it('states the minimum, the iDEAL maximum, the entry costs and the NAV date that buys', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1002/bijstorten', { user: investor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bijstorten' })).toBeVisible();
    const terms = await section('Zo werkt bijstorten');
    expect(definitionOf(terms, 'Minimaal bedrag')).toBe('€ 100,00');
    expect(definitionOf(terms, 'Maximaal per iDEAL-betaling')).toMatch(/^€ 50\.000,00/);
    expect(definitionOf(terms, 'Instapkosten')).toBe(
      '2,00% van het bedrag, ingehouden bij de aankoop',
    );
    expect(definitionOf(terms, 'Aankoop tegen de koers van')).toBe('30 november 2025');
  });

  it('shows an estimate at the latest NAV as the investor types, labelled so', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1002/bijstorten', { user: investor });
    const amount = await screen.findByLabelText('Bedrag dat u wilt bijstorten');
    expect(screen.queryByRole('heading', { name: /Indicatie/ })).toBeNull();
    await userEvent.type(amount, '1.000');
    const estimate = await section(/^Indicatie na bijstorting van €\s1\.000,00$/);
    expect(definitionOf(estimate, 'Instapkosten')).toBe('€ 20,00');
    expect(definitionOf(estimate, 'Belegd bedrag')).toBe('€ 980,00');
    // 980 / 96.15 = 10.1924; 102.6666 held before.
    expect(definitionOf(estimate, 'Participaties erbij (indicatie)')).toBe('10,1924');
    expect(definitionOf(estimate, 'Uw participaties daarna (indicatie)')).toBe('112,8590');
    expect(definitionOf(estimate, 'Waarde van uw contract daarna (indicatie)')).toBe('€ 10.851,39');
    expect(estimate).toHaveTextContent(
      'Dit is een indicatie tegen de laatste koers van € 96,1500 (31 oktober 2025). U koopt tegen de koers van 30 november 2025',
    );
  });

  it('checks the amount in Dutch before anything is sent', async () => {
    const api = mockPortfolioApi();
    renderApp('/contractbeheer/1002/bijstorten', { user: investor });
    const amount = await screen.findByLabelText('Bedrag dat u wilt bijstorten');
    const pay = screen.getByRole('button', { name: 'Bijstorten met iDEAL' });
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul het bedrag in dat u wilt bijstorten.',
    );
    await userEvent.type(amount, '99,99');
    await userEvent.click(pay);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Het bedrag van een bijstorting moet minimaal € 100,00 zijn.',
      ),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '60.000');
    await userEvent.click(pay);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Met iDEAL kunt u per betaling ten hoogste € 50.000,00 betalen.',
      ),
    );
    expect(api.callsTo('POST /api/payments')).toEqual([]);
  });

  it('starts one iDEAL top-up and leaves for the checkout', async () => {
    const visits = captureLeaveApp();
    const created = createdPayment({ amount: '1500.00', contractId: 1002, purpose: 'bijstorting' });
    const api = mockPortfolioApi({ 'POST /api/payments': { status: 201, body: created } });
    renderApp('/contractbeheer/1002/bijstorten', { user: investor });
    await userEvent.type(await screen.findByLabelText('Bedrag dat u wilt bijstorten'), '1.500');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Bijstorten met iDEAL' }));
    await vi.waitFor(() => expect(visits).toEqual([created.checkoutUrl]));
    expect(api.callsTo('POST /api/payments').map((call) => call.body)).toEqual([
      { contractId: 1002, purpose: 'bijstorting', amount: '1500.00' },
    ]);
  });

  it('shows why the server refused the top-up', async () => {
    mockPortfolioApi({
      'POST /api/payments': errorReply(409, 'Er staat al een bijstorting van € 500,00 open.'),
    });
    renderApp('/contractbeheer/1002/bijstorten', { user: investor });
    await userEvent.type(await screen.findByLabelText('Bedrag dat u wilt bijstorten'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Bijstorten met iDEAL' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De betaling kon niet worden gestart');
    expect(alert).toHaveTextContent('Er staat al een bijstorting van € 500,00 open.');
  });

  it('explains that only an active contract can be topped up', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1004/bijstorten', { user: investor });
    const sold = await section('Dit contract is verkocht');
    expect(sold).toHaveTextContent('Bijstorten kan alleen op een actief contract.');
    expect(screen.queryByLabelText('Bedrag dat u wilt bijstorten')).toBeNull();

    renderApp('/contractbeheer/1003/bijstorten', { user: investor });
    const unpaid = await section('Eerst de eerste inleg betalen');
    expect(within(unpaid).getByRole('link', { name: 'Naar Betaling afronden' })).toHaveAttribute(
      'href',
      '/mijn-betaling-afronden',
    );
  });
});
