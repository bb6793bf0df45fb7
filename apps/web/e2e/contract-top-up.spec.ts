import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_INVESTOR,
  expectNoSeriousA11yViolations,
  logIn,
  longDutchDate,
  todayInAmsterdam,
} from './support';

/**
 * The demo investor tops up the Dutch contract through the sandbox iDEAL and sees the payment
 * on the contract. Changes the demo data for good: project `own-contracts` (playwright.config.ts).
 */

interface Contract {
  ContractID: number;
  Contractnummer: string;
  Status: string;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const euro = (amount: string) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(Number(amount));

/** The month end on or after today in Amsterdam, "30 november 2026": the NAV that buys. */
function monthEndInWords(): string {
  const [year, month] = todayInAmsterdam().split('-').map(Number);
  return longDutchDate(new Date(Date.UTC(year ?? 0, month ?? 0, 0)).toISOString().slice(0, 10));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

test('the demo investor tops up a contract through the sandbox iDEAL and sees the payment', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  const contracts = (await (await page.request.get('/api/contracts')).json()) as Contract[];
  const dutch = contracts.find((contract) => contract.Contractnummer === 'NL-2019-001234');
  if (!dutch) throw new Error('no Dutch demo contract');
  const gegevens = `/contractbeheer/${dutch.ContractID}/gegevens`;

  // From the contract's header to the top-up page.
  await page.goto(gegevens);
  const actions = page.getByRole('list', { name: `Acties voor contract ${dutch.Contractnummer}` });
  await actions.getByRole('link', { name: 'Bijstorten' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractbeheer/${dutch.ContractID}/bijstorten$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bijstorten' })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Zo werkt bijstorten' });
  await expect(terms).toContainText(`Minimaal bedrag${euro('100')}`);
  await expect(terms).toContainText(`Maximaal per iDEAL-betaling${euro('50000')}`);
  await expect(terms).toContainText('Instapkosten2,00% van het bedrag');
  await expect(terms).toContainText(`Aankoop tegen de koers van${monthEndInWords()}`);

  // Checked in Dutch before anything is sent; then an estimate, labelled so.
  const amount = page.getByLabel('Bedrag dat u wilt bijstorten');
  await amount.fill('50');
  await page.getByRole('button', { name: 'Bijstorten met iDEAL' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Het bedrag van een bijstorting moet minimaal ${euro('100')} zijn.`,
  );
  await amount.fill('1.000');
  const estimate = page.getByRole('region', { name: /^Indicatie na bijstorting/ });
  await expect(estimate).toContainText(`Instapkosten${euro('20')}`);
  await expect(estimate).toContainText('Waarde van uw contract daarna (indicatie)');
  await expect(estimate).toContainText('Dit is een indicatie tegen de laatste koers');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`bijstorten-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);

  // The sandbox checkout: the bank pays.
  await page.getByRole('button', { name: 'Bijstorten met iDEAL' }).click();
  await expect(page).toHaveURL(/\/sandbox\/ideal\/checkout\//);
  await expect(page.getByText(euro('1000')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/synvest-ideal-result\?betaling=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Uw betaling is ontvangen' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `Wij hebben uw betaling van ${euro('1000')} ontvangen.`,
  );
  await expectNoSeriousA11yViolations(page);

  // The contract shows the money received, waiting for the NAV that buys it.
  await page.getByRole('link', { name: 'Naar uw contract' }).click();
  await expect(page).toHaveURL(new RegExp(`${gegevens}$`));
  await expect(page.getByRole('main')).toContainText(
    `kopen wij participaties tegen de koers van ${monthEndInWords()}`,
  );
  const transactions = await (
    await page.request.get(`/api/contracts/${dutch.ContractID}/transacties?perPagina=5`)
  ).json();
  expect(JSON.stringify(transactions)).toContain('"bedrag":"1000.00"');
});
