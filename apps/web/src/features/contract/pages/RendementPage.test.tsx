import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../../test/fixtures';
import { errorBody, type ApiRequest } from '../../../test/mock-api';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { dutchReturnsSinceStart } from '../../../test/portfolio-fixtures';
import { definitionOf, tableRows } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

function now(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

beforeEach(() => now('2025-11-22T10:00:00Z'));

/** Answers any period with the fixture's figures, echoing the asked dates. */
function returns(request: ApiRequest) {
  const query = new URL(request.path, 'http://localhost').searchParams;
  const van = query.get('van') ?? '';
  return {
    body: {
      ...dutchReturnsSinceStart,
      van,
      tot: query.get('tot') ?? '',
      gemetenVanaf: van < '2019-03-01' ? '2019-03-01' : van,
    },
  };
}

function periods(api: ReturnType<typeof mockPortfolioApi>, id = 1001) {
  return api
    .calls('GET', `/api/contracts/${id}/rendement`)
    .map((request) => request.path.split('?')[1]);
}

async function openReturns(path = '/contractbeheer/1001/rendement') {
  const api = mockPortfolioApi({
    'GET /api/contracts/1001/rendement': returns,
    'GET /api/contracts/1004/rendement': returns,
  });
  const app = renderApp(path, { user: investor });
  await screen.findByRole('group', { name: 'Periode' });
  return { api, app };
}

describe('/contractbeheer/:id/rendement', () => {
  it('shows the result in euros and both returns, each labelled, since the start', async () => {
    const { api } = await openReturns();
    const tw = (
      await screen.findByRole('heading', {
        level: 3,
        name: 'Tijdgewogen rendement sinds start (cumulatief)',
      })
    ).parentElement as HTMLElement;
    expect(tw).toHaveTextContent('16,38%');
    // 16,38% over 2.459 days (1 March 2019 to 22 November 2025) compounds from 2,28% a year.
    expect(tw).toHaveTextContent('Per jaar: 2,28%');
    expect(tw).toHaveTextContent('Resultaat in deze periode: € 2.154,37');
    const mw = screen.getByRole('heading', {
      level: 3,
      name: 'Geldgewogen rendement sinds start (cumulatief)',
    }).parentElement as HTMLElement;
    expect(mw).toHaveTextContent('2,72%');
    expect(mw).toHaveTextContent('Per jaar: 0,40%');
    expect(mw).toHaveTextContent('Resultaat in deze periode: € 2.154,37');
    expect(mw).toHaveTextContent('Modified Dietz');
    const result = screen.getByRole('heading', { level: 3, name: 'Resultaat' })
      .parentElement as HTMLElement;
    expect(result).toHaveTextContent('€ 2.154,37');

    expect(screen.getByRole('radio', { name: 'Sinds start' })).toBeChecked();
    expect(periods(api)).toEqual(['van=2019-03-01&tot=2025-11-22']);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Van 1 maart 2019 tot en met 22 november 2025',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.',
      ),
    ).toBeVisible();
  });

  it('labels a shorter period’s returns cumulative without "sinds start", and does not scale them to a year', async () => {
    const user = userEvent.setup();
    await openReturns();
    await screen.findByRole('heading', { level: 3, name: /^Tijdgewogen rendement sinds start/ });
    await user.click(screen.getByRole('radio', { name: 'Dit jaar' }));
    const tw = (
      await screen.findByRole('heading', { level: 3, name: 'Tijdgewogen rendement (cumulatief)' })
    ).parentElement as HTMLElement;
    expect(tw).toHaveTextContent('Niet omgerekend per jaar: de periode is korter dan een jaar.');
    expect(screen.queryByRole('heading', { name: /sinds start/ })).toBeNull();
  });

  it('explains how the result comes about', async () => {
    await openReturns();
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Opbouw van het resultaat',
    });
    const breakdown = heading.closest('section') as HTMLElement;
    expect(definitionOf(breakdown, 'Beginwaarde (1 maart 2019)')).toBe('€ 0,00');
    expect(definitionOf(breakdown, 'Gestort')).toBe('€ 16.300,00');
    expect(definitionOf(breakdown, 'Eindwaarde (22 november 2025)')).toBe('€ 18.454,37');
    expect(definitionOf(breakdown, 'Resultaat')).toBe('€ 2.154,37');
    expect(breakdown).toHaveTextContent('De kosten in deze periode (€ 326,00)');
  });

  it('asks for this year and last year by the calendar in Amsterdam', async () => {
    const user = userEvent.setup();
    const { api, app } = await openReturns();
    await user.click(screen.getByRole('radio', { name: 'Dit jaar' }));
    await waitFor(() => expect(periods(api).at(-1)).toBe('van=2025-01-01&tot=2025-11-22'));
    expect(app.currentPath()).toBe('/contractbeheer/1001/rendement?periode=dit-jaar');
    expect(screen.getByRole('radio', { name: 'Dit jaar' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Vorig jaar' }));
    await waitFor(() => expect(periods(api).at(-1)).toBe('van=2024-01-01&tot=2024-12-31'));
  });

  it('already counts 1 January when it is New Year’s night in Amsterdam but not in UTC', async () => {
    now('2025-12-31T23:30:00Z');
    const { api } = await openReturns('/contractbeheer/1001/rendement?periode=dit-jaar');
    await waitFor(() => expect(periods(api)).toEqual(['van=2026-01-01&tot=2026-01-01']));
  });

  it('measures a sold contract up to the day it ended', async () => {
    const { api } = await openReturns('/contractbeheer/1004/rendement');
    await waitFor(() => expect(periods(api, 1004)).toEqual(['van=2021-02-01&tot=2024-09-30']));
  });

  it('takes a custom period after checking both dates in Dutch', async () => {
    const user = userEvent.setup();
    const { api, app } = await openReturns();
    await screen.findByRole('heading', {
      level: 3,
      name: 'Tijdgewogen rendement sinds start (cumulatief)',
    });
    await user.click(screen.getByRole('radio', { name: 'Aangepast' }));
    const van = screen.getByLabelText('Van');
    const tot = screen.getByLabelText('Tot en met');
    expect(van).toHaveValue('2019-03-01');

    await user.clear(van);
    await user.type(van, '2024-07-01');
    await user.clear(tot);
    await user.type(tot, '2024-06-30');
    await user.click(screen.getByRole('button', { name: 'Toon rendement' }));
    expect(screen.getByText('De begindatum moet voor de einddatum liggen.')).toBeVisible();
    expect(van).toHaveFocus();
    expect(periods(api)).toHaveLength(1);

    await user.clear(van);
    await user.click(screen.getByRole('button', { name: 'Toon rendement' }));
    expect(screen.getByText('Vul een geldige begindatum in.')).toBeVisible();

    await user.type(van, '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Toon rendement' }));
    await waitFor(() => expect(periods(api).at(-1)).toBe('van=2024-01-01&tot=2024-06-30'));
    expect(app.currentPath()).toBe('/contractbeheer/1001/rendement?van=2024-01-01&tot=2024-06-30');
    expect(screen.getByRole('radio', { name: 'Aangepast' })).toBeChecked();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Van 1 januari 2024 tot en met 30 juni 2024',
      }),
    ).toBeVisible();
  });

  it('shows bad dates from a link at the fields, without asking the API', async () => {
    const { api } = await openReturns('/contractbeheer/1001/rendement?van=2024-02-30');
    expect(screen.getByText('Vul een geldige begindatum in.')).toBeVisible();
    expect(screen.getByText('Kies een geldige periode om het rendement te zien.')).toBeVisible();
    expect(periods(api)).toEqual([]);
  });

  it('shows the server’s Dutch message for a period it refuses', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1001/rendement': {
        status: 422,
        body: errorBody('De gegevens zijn ongeldig.', [
          'De begindatum ligt voor de start van het fonds.',
        ]),
      },
    });
    renderApp('/contractbeheer/1001/rendement?van=2001-01-01&tot=2001-12-31', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het rendement kon niet worden berekend');
    expect(alert).toHaveTextContent('De begindatum ligt voor de start van het fonds.');
    // Trying the same period again cannot help.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows "–" with an explanation when a return cannot be computed', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1001/rendement': {
        body: { ...dutchReturnsSinceStart, twr: null, mwr: null, reeks: [] },
      },
    });
    renderApp('/contractbeheer/1001/rendement', { user: investor });
    const tw = (
      await screen.findByRole('heading', {
        level: 3,
        name: 'Tijdgewogen rendement sinds start (cumulatief)',
      })
    ).parentElement as HTMLElement;
    expect(tw).toHaveTextContent('–niet beschikbaar');
    expect(tw).not.toHaveTextContent('Per jaar');
    expect(tw).toHaveTextContent('Niet te berekenen: in deze periode was er geen belegd vermogen');
  });

  it('draws value against deposits, with the figures also as a table', async () => {
    await openReturns();
    const figure = await screen.findByRole('figure', { name: /De waarde van uw belegging/ });
    expect(figure).not.toHaveAccessibleName(/uitkeringen/);
    // The chart's own chunk (recharts) loads and renders without falling back.
    await waitFor(() =>
      expect(within(figure).queryByText('De grafiek wordt geladen…')).not.toBeInTheDocument(),
    );
    expect(figure).not.toHaveTextContent('De grafiek kan nu niet worden getoond');
    // The month table is built only when its section is opened.
    expect(
      screen.queryByRole('table', { name: 'Waarde en inleg per maand', hidden: true }),
    ).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Toon de cijfers als tabel'));
    const table = await screen.findByRole('table', { name: 'Waarde en inleg per maand' });
    expect(tableRows(table)).toEqual([
      [
        'Datum',
        'Waarde',
        'Ingelegd',
        'Uitgekeerd',
        'Resultaat',
        'Tijdgewogen rendement vanaf begin periode (cumulatief)',
      ],
      ['01-03-2019', '€ 4.900,00', '€ 5.000,00', '€ 0,00', '€ -100,00', '0,00%'],
      ['31-03-2019', '€ 4.932,15', '€ 5.000,00', '€ 0,00', '€ -67,85', '0,66%'],
      ['31-10-2025', '€ 18.454,37', '€ 16.300,00', '€ 0,00', '€ 2.154,37', '16,38%'],
    ]);
  });

  it('adds value plus distributions to the chart when distributions were paid out', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1002/rendement': {
        body: {
          ...dutchReturnsSinceStart,
          ContractID: 1002,
          uitkeringen: '812.50',
          reeks: dutchReturnsSinceStart.reeks.map((point) => ({ ...point, uitgekeerd: '812.50' })),
        },
      },
    });
    renderApp('/contractbeheer/1002/rendement', { user: investor });
    expect(
      await screen.findByRole('figure', { name: /plus de uitkeringen die u heeft ontvangen/ }),
    ).toBeVisible();
  });

  it('waits for the payment before there is a return to show', async () => {
    const api = mockPortfolioApi();
    renderApp('/contractbeheer/1003/rendement', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nog geen rendement' }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Periode' })).not.toBeInTheDocument();
    expect(periods(api, 1003)).toEqual([]);
  });
});
