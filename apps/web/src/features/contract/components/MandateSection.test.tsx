import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../../test/fixtures';
import { errorReply } from '../../../test/mock-api';
import { MANDATE_ID, captureLeaveApp, mandate } from '../../../test/payment-fixtures';
import { mockPortfolioApi, withoutRetries } from '../../../test/portfolio-api-mock';
import { definitionOf } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

const SIGN_URL = `http://localhost/sandbox/mandaat/MNDT-000001`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
});

async function mandateSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Machtiging' });
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  return section;
}

describe('the mandate on the contract’s gegevens tab', () => {
  it('shows a signed mandate: status, masked IBAN, signed on; no form', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1001/machtiging': {
        body: { machtiging: mandate({ status: 'signed', signedAt: '2025-11-20T23:30:00.000Z' }) },
      },
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    await within(section).findByText('Actief');
    expect(definitionOf(section, 'Status')).toBe('Actief');
    expect(definitionOf(section, 'Van rekening (IBAN)')).toBe('NL•• •••• •••• ••43 00');
    expect(definitionOf(section, 'Rekeninghouder')).toBe('J. de Vries');
    // 23:30 UTC is past midnight in Amsterdam.
    expect(definitionOf(section, 'Ondertekend op')).toBe('21 november 2025');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a prepared mandate as waiting for the signature, without a second form', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1001/machtiging': { body: { machtiging: mandate() } },
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    await within(section).findByText('Te ondertekenen');
    expect(definitionOf(section, 'Ondertekend op')).toBe('Nog niet ondertekend');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the form after a cancelled mandate', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1001/machtiging': {
        body: {
          machtiging: mandate({ status: 'cancelled', cancelledAt: '2025-11-21T10:00:00.000Z' }),
        },
      },
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    expect(await within(section).findByText('Ingetrokken')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Machtiging afgeven' })).toBeVisible();
  });

  it('gives a mandate and sends the browser to the signing page', async () => {
    const visits = captureLeaveApp();
    const api = mockPortfolioApi({
      'POST /api/mandates': {
        status: 201,
        body: { id: MANDATE_ID, status: 'prepared', signUrl: SIGN_URL },
      },
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    expect(
      await within(section).findByText(
        'U heeft voor dit contract nog geen machtiging voor automatische incasso afgegeven.',
      ),
    ).toBeVisible();
    expect(section).toHaveTextContent(
      'Met een SEPA-machtiging schrijven wij uw maandelijkse inleg van € 100,00 op de 15e van de maand automatisch van uw rekening af.',
    );
    const iban = within(section).getByLabelText(/^IBAN/);
    expect(iban).toHaveValue('NL91ABNA0417164300');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'nl91 abna 0417 1643 00');
    await userEvent.type(within(section).getByLabelText('Naam rekeninghouder'), 'J. de Vries');
    await userEvent.click(within(section).getByRole('button', { name: 'Machtiging afgeven' }));
    await vi.waitFor(() => expect(visits).toEqual([SIGN_URL]));
    expect(api.callsTo('POST /api/mandates').map((call) => call.body)).toEqual([
      { contractId: 1001, iban: 'nl91 abna 0417 1643 00', accountHolder: 'J. de Vries' },
    ]);
  });

  it('checks the IBAN with the domain’s validator and asks for the account holder', async () => {
    const visits = captureLeaveApp();
    const api = mockPortfolioApi();
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    const iban = await within(section).findByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL91ABNA0417164301');
    await userEvent.click(within(section).getByRole('button', { name: 'Machtiging afgeven' }));
    const summary = await within(section).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
    );
    expect(summary).toHaveTextContent('Vul de naam van de rekeninghouder in.');

    await userEvent.clear(iban);
    // A valid IBAN, but of a bank outside SEPA (Brazil).
    await userEvent.type(iban, 'BR1800360305000010009795493C1');
    await userEvent.click(within(section).getByRole('button', { name: 'Machtiging afgeven' }));
    await vi.waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Vul een IBAN in van een bank in een SEPA-land.',
      ),
    );
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/mandates')).toEqual([]);
    expect(visits).toEqual([]);
  });

  it('shows the server’s refusal in Dutch', async () => {
    const visits = captureLeaveApp();
    mockPortfolioApi({
      'POST /api/mandates': errorReply(409, 'Dit contract heeft al een ondertekende machtiging.'),
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    await userEvent.type(
      await within(section).findByLabelText('Naam rekeninghouder'),
      'J. de Vries',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Machtiging afgeven' }));
    const summary = await within(section).findByRole('alert');
    expect(summary).toHaveTextContent('De machtiging is niet afgegeven');
    expect(summary).toHaveTextContent('Dit contract heeft al een ondertekende machtiging.');
    expect(visits).toEqual([]);
  });

  it('needs no mandate for a contract without a monthly deposit', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1003/gegevens', { user: investor });
    const section = await mandateSection();
    expect(
      await within(section).findByText(
        'Voor dit contract is geen maandelijkse inleg afgesproken. Een machtiging is daarom niet nodig.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the mandate could not be loaded', async () => {
    withoutRetries();
    mockPortfolioApi({
      'GET /api/contracts/1001/machtiging': errorReply(500, 'Er is iets misgegaan.'),
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const section = await mandateSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('De machtiging kon niet worden geladen');
    expect(alert).toHaveTextContent('Er is iets misgegaan.');
  });
});
