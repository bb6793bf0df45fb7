import type { ContractChangesResponse } from '@bp/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor } from '../../test/fixtures';
import type { ApiRequest } from '../../test/mock-api';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { definitionOf } from '../../test/queries';
import { renderApp } from '../../test/render-app';

const STATE: ContractChangesResponse = {
  data: [],
  maandinleg: {
    bedrag: '100.00',
    dag: 15,
    gepauzeerdTot: null,
    bedragNu: '100.00',
    dagNu: 15,
    gaatInOp: null,
    volgendeIncasso: { datum: '2025-12-15', bedrag: '100.00' },
    komendeIncassos: [
      { datum: '2025-12-15', bedrag: '100.00', gepauzeerd: false },
      { datum: '2026-01-15', bedrag: '100.00', gepauzeerd: false },
    ],
    uitersteWijzigingsdatum: '2025-12-09',
    ingangsdatumWijziging: '2025-12-15',
    minimum: '50.00',
    machtigingGetekend: true,
  },
};

describe('/contractbeheer/:id/wijzigen', () => {
  it('offers each option as a link', async () => {
    mockPortfolioApi({ 'GET /api/contracts/1001/changes': { body: STATE } });
    renderApp('/contractbeheer/1001/wijzigen', { user: investor });
    const choice = (await screen.findByRole('heading', { name: 'Wat wilt u wijzigen?' })).closest(
      'section',
    );
    if (!choice) throw new Error('no choice');
    expect(
      within(choice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/contractbeheer/1001/wijzigen/maandinleg',
      '/contractbeheer/1001/wijzigen/omschrijving',
      '/contractbeheer/1001/wijzigen/tegenrekening',
    ]);
  });

  it('states the dates of the monthly deposit, estimates the new amount and sends the change', async () => {
    const sent: ApiRequest[] = [];
    mockPortfolioApi({
      'GET /api/contracts/1001/changes': { body: STATE },
      'GET /api/contracts/1001/changes/wat-als': {
        body: {
          horizon: '2035-11-22',
          maanden: 120,
          huidigBedrag: '100.00',
          nieuwBedrag: '150.00',
          metHuidigBedrag: '30000.00',
          metNieuwBedrag: '38000.00',
        },
      },
      'POST /api/contracts/1001/changes': (request) => {
        sent.push(request);
        return {
          status: 201,
          body: {
            id: 1,
            option: 'maandinleg',
            actie: 'aanpassen',
            omschrijving: 'maandelijkse inleg van € 100,00 naar € 150,00 per maand.',
            ingangsdatum: '2025-12-15',
            status: 'gepland',
            aangemaaktOp: '2025-11-22T10:00:00.000Z',
            ondertekenUrl: null,
          },
        };
      },
    });
    renderApp('/contractbeheer/1001/wijzigen/maandinleg', { user: investor });
    const now = (await screen.findByRole('heading', { name: 'Uw maandelijkse inleg' })).closest(
      'section',
    );
    if (!now) throw new Error('no section');
    expect(definitionOf(now, 'Volgende incasso')).toBe('15 december 2025: € 100,00');
    expect(definitionOf(now, 'Uiterste wijzigingsdatum')).toBe('9 december 2025');
    const amount = screen.getByLabelText('Nieuw bedrag per maand');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    expect(await screen.findByText(/Met € 150,00 per/)).toHaveTextContent('€ 38.000,00');
    expect(screen.getByText(/geen garantie/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Wijziging doorgeven' }));
    expect(await screen.findByRole('status')).toHaveTextContent('15 december 2025');
    expect(sent.map((request) => request.body)).toEqual([
      { option: 'maandinleg', actie: 'aanpassen', bedrag: '150.00', dag: 15 },
    ]);
  });

  it('asks the code of two-step verification beside the password for a new IBAN when it is on', async () => {
    const sent: ApiRequest[] = [];
    mockPortfolioApi({
      'GET /api/contracts/1001/changes': {
        body: { ...STATE, maandinleg: { ...STATE.maandinleg, bedrag: null } },
      },
      'POST /api/contracts/1001/changes': (request) => {
        sent.push(request);
        return {
          status: 201,
          body: {
            id: 2,
            option: 'tegenrekening',
            actie: null,
            omschrijving: 'tegenrekening naar NL02 ABNA •••• ••••89.',
            ingangsdatum: '2025-11-22',
            status: 'doorgevoerd',
            aangemaaktOp: '2025-11-22T10:00:00.000Z',
            ondertekenUrl: null,
          },
        };
      },
    });
    renderApp('/contractbeheer/1001/wijzigen/tegenrekening', {
      user: { ...investor, twoFactorEnabled: true },
    });
    await userEvent.type(await screen.findByLabelText('IBAN'), 'NL02ABNA0123456789');
    await userEvent.type(screen.getByLabelText('Naam rekeninghouder'), 'J. de Vries');
    await userEvent.type(screen.getByLabelText('Uw wachtwoord'), 'Belegger-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Tegenrekening wijzigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul de code uit uw authenticator-app in.',
    );
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Code uit uw authenticator-app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Tegenrekening wijzigen' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      option: 'tegenrekening',
      iban: 'NL02ABNA0123456789',
      rekeninghouder: 'J. de Vries',
      wachtwoord: 'Belegger-demo-2026',
      code: '123456',
    });
  });
});
