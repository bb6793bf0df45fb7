import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../../test/fixtures';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { americanContract } from '../../../test/portfolio-fixtures';
import { definitionOf } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';
import { formatIban } from './GegevensPage';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
});

async function section(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section ${name}`);
  return element;
}

describe('/contractbeheer/:id/gegevens', () => {
  it('shows the contract data', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contractgegevens' }),
    ).toBeVisible();
    const contract = await section('Contract');
    expect(definitionOf(contract, 'Contractnummer')).toBe('NL-2019-001234');
    expect(definitionOf(contract, 'Omschrijving')).toBe('Pensioenaanvulling');
    expect(definitionOf(contract, 'Fonds')).toBe('Nederlands Vastgoedfonds (NLVG)');
    expect(definitionOf(contract, 'Status')).toBe('Actief');
    expect(definitionOf(contract, 'Startdatum')).toBe('1 maart 2019');
    expect(definitionOf(contract, 'Periodieke inleg')).toBe(
      '€ 100,00 per maand, op de 15e van de maand',
    );
    expect(definitionOf(contract, 'Tegenrekening (IBAN)')).toBe('NL91 ABNA 0417 1643 00');
    expect(contract).not.toHaveTextContent('Einddatum');
  });

  it('states the one date its figures are valued at, once', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const value = await section('Waarde');
    expect(value).toHaveTextContent(
      'Gewaardeerd per 31 oktober 2025, de datum van de laatste koers. De koers, de waarde en het resultaat op deze pagina gelden op die datum.',
    );
    expect(definitionOf(value, 'Participaties')).toBe('155,8383');
    expect(definitionOf(value, 'Koers per participatie')).toBe('118,4200');
    expect(definitionOf(value, 'Waarde')).toBe('€ 18.454,37');
    // No second "waarde op" date (the first of the month) beside it.
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/waarde op/i);
    expect(main).not.toHaveTextContent('1 november 2025');
    expect(within(main).getAllByText(/31 oktober 2025/)).toHaveLength(1);

    const result = await section('Inleg en resultaat');
    expect(definitionOf(result, 'Totaal ingelegd')).toBe('€ 16.300,00');
    expect(definitionOf(result, 'Totaal opgenomen')).toBe('€ 0,00');
    expect(definitionOf(result, 'Betaalde kosten')).toBe('€ 326,00');
    expect(definitionOf(result, 'Resultaat sinds start')).toBe('€ 2.154,37');
  });

  it('calls for the payment of a contract awaiting it', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1003/gegevens', { user: investor });
    const unpaid = await section('Betaling nog niet afgerond');
    expect(unpaid).toHaveTextContent('Wij wachten nog op uw betaling van € 5.000,00.');
    expect(screen.getByRole('link', { name: 'Betaling afronden' })).toHaveAttribute(
      'href',
      '/mijn-betaling-afronden',
    );
    expect(definitionOf(await section('Contract'), 'Periodieke inleg')).toBe('Geen');
  });

  it('counts a received deposit in the value until the NAV that buys it', async () => {
    const paid = {
      ...americanContract,
      Status: 'actief' as const,
      IsPaymentCompleted: true,
      HuidigeWaarde: '5000.00',
      InAfwachtingVanAankoop: '5000.00',
      TotaalIngelegd: '5000.00',
      Resultaat: '0.00',
      TeBetalen: '0.00',
      AankoopTegenKoersVan: '2025-11-30',
    };
    mockPortfolioApi({ 'GET /api/contracts/1003': { body: [paid] } });
    renderApp('/contractbeheer/1003/gegevens', { user: investor });
    const waiting = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^Wij hebben .* van u ontvangen/.test(element.textContent ?? ''),
    );
    expect(waiting).toHaveTextContent(
      'Wij hebben € 5.000,00 van u ontvangen. Daarvoor kopen wij participaties tegen de koers van 30 november 2025',
    );
    expect(waiting).toBeVisible();
    const value = await section('Waarde');
    expect(value).toHaveTextContent(
      'waarvan € 5.000,00 in afwachting van aankoop tegen de koers van 30 november 2025',
    );
    expect(definitionOf(await section('Inleg en resultaat'), 'Resultaat sinds start')).toBe(
      '€ 0,00',
    );
    expect(screen.queryByText('Betaling nog niet afgerond')).toBeNull();
  });

  it('says nothing of a purchase when no deposit waits', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    await section('Contract');
    expect(screen.queryByText(/in afwachting van aankoop/)).toBeNull();
    expect(screen.queryByText(/van u ontvangen/)).toBeNull();
  });

  it('shows the end date of a sold contract', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1004/gegevens', { user: investor });
    expect(definitionOf(await section('Contract'), 'Einddatum')).toBe('30 september 2024');
  });
});

describe('formatIban', () => {
  it('groups by four as on a bank card', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('nl91 abna 0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
