import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_INVESTOR, DEMO_NEW_USER, expectNoSeriousA11yViolations, logIn } from './support';

interface Summary {
  ContractID: number;
  Contractnummer: string;
  Omschrijving: string;
  Status: 'wacht-op-betaling' | 'actief' | 'verkocht';
  HuidigeWaarde: string;
  TotaalIngelegd: string;
  Resultaat: string;
  TeBetalen: string;
}

// Formatting done here independently of the app's own formatter.
const euro = (amount: string) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(Number(amount));
const percentage = (fraction: string) =>
  `${(Number(fraction) * 100).toFixed(2).replace('.', ',')}%`;

async function summariesOf(request: APIRequestContext): Promise<Summary[]> {
  const response = await request.get('/api/contracts/summaries');
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary[];
}

async function expectPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

test.describe('the demo investor’s own overview', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
    await page.goto('/login');
    await logIn(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  });

  test('every overview page shows the API’s figures, without accessibility violations', async ({
    page,
  }) => {
    const summaries = await summariesOf(page.request);
    const active = summaries.filter((summary) => summary.Status === 'actief');
    const unpaid = summaries.filter((summary) => summary.Status === 'wacht-op-betaling');
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(unpaid).toHaveLength(1);

    await expectPage(page, '/mijn-vastgoed', 'Mijn vastgoed');
    const main = page.getByRole('main');
    for (const contract of active) {
      await expect(main.getByText(euro(contract.HuidigeWaarde)).first()).toBeVisible();
      await expect(main.getByText(euro(contract.Resultaat)).first()).toBeVisible();
    }
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: /Betaling afronden/ })).toContainText('1');
    await expect(menu.getByRole('link', { name: 'Jaarverslagen' })).toBeVisible();

    await expectPage(page, '/mijn-investeringen', 'Mijn investeringen');
    await expectPage(page, '/mijn-betaling-afronden', 'Betaling afronden');
    await expect(main.getByText(euro(unpaid[0]?.TeBetalen ?? '0')).first()).toBeVisible();
    await expectPage(page, '/fondsen-tabel', 'Fondsenoverzicht');
    await expect(main.getByText('Nederlands Vastgoedfonds').first()).toBeVisible();
  });

  test('the contract pages of every demo contract load without accessibility violations', async ({
    page,
  }) => {
    test.slow();
    const summaries = await summariesOf(page.request);
    for (const contract of summaries) {
      const base = `/contractbeheer/${contract.ContractID}`;
      await expectPage(page, `${base}/gegevens`, 'Contractgegevens');
      await expect(page.getByRole('main')).toContainText(contract.Contractnummer);
      await expectPage(page, `${base}/transacties`, 'Transacties');
      await expectPage(page, `${base}/historie`, 'Historie');
      await expectPage(page, `${base}/documenten`, 'Documenten');
    }
    const sold = summaries.find((summary) => summary.Status === 'verkocht');
    await expectPage(page, `/contractbeheer/${sold?.ContractID ?? 0}/verkocht`, 'Verkocht');
  });

  test('the returns page shows the API’s result, TWR and MWR for last year', async ({ page }) => {
    const summaries = await summariesOf(page.request);
    const dutch = summaries.find((summary) => summary.Contractnummer.startsWith('NL-'));
    expect(dutch).toBeDefined();
    const id = dutch?.ContractID ?? 0;
    await expectPage(page, `/contractbeheer/${id}/rendement`, 'Rendement');
    await page.getByRole('radio', { name: 'Vorig jaar' }).check();
    const lastYear = new Date().getFullYear() - 1;
    const returns = (await (
      await page.request.get(
        `/api/contracts/${id}/rendement?van=${lastYear}-01-01&tot=${lastYear}-12-31`,
      )
    ).json()) as { resultaat: string; twr: string; mwr: string };
    const main = page.getByRole('main');
    await expect(main.getByText(euro(returns.resultaat)).first()).toBeVisible();
    await expect(main.getByText(percentage(returns.twr)).first()).toBeVisible();
    await expect(main.getByText(percentage(returns.mwr)).first()).toBeVisible();
    await expect(main).toContainText(
      'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the investor downloads the transactions as CSV and a document as PDF', async ({ page }) => {
    const [first] = await summariesOf(page.request);
    const id = first?.ContractID ?? 0;

    await page.goto(`/contractbeheer/${id}/transacties`);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^transacties-.+\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.split('\n').length).toBeGreaterThan(2);
    expect(csvText).toContain(';');

    await page.goto(`/contractbeheer/${id}/documenten`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /^Download PDF/ })
        .first()
        .click(),
    ]);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('another investor’s contract is not found', async ({ page }) => {
    await page.goto('/contractbeheer/999999/gegevens');
    await expect(page.getByText('Contract niet gevonden').first()).toBeVisible();
  });
});

test('a new investor sees calm empty states', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
  await page.goto('/login');
  await logIn(page, DEMO_NEW_USER);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  await expect(page.getByText('U heeft nog geen vastgoedbeleggingen')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Mijn instellingen' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Jaarverslagen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

// A visitor of its own: the server allows 20 logins per address per 15 minutes, and the
// chromium project's other specs log in as 192.0.2.10 (playwright.config.ts).
test.describe('the fund documents', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.40' } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  });

  test('the funds table links each fund’s KID, a PDF anyone can open in a new tab', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/fondsen-tabel');
    const kid = page.getByRole('link', {
      name: 'Essentiële-informatiedocument (pdf) van het Nederlands Vastgoedfonds',
    });
    await expect(kid).toHaveAttribute('target', '_blank');
    const href = await kid.getAttribute('href');
    // Public: a KID must be available before any login, so ask without the session.
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await anonymous.dispose();
  });
});
