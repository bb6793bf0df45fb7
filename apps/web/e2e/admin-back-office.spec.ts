import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_ADMIN2,
  DEMO_INVESTOR,
  expectNoSeriousA11yViolations,
  loggedInContext,
  longDutchDate,
  monthEndsBetween,
  todayInAmsterdam,
} from './support';

/**
 * Publishing the month (issue 22), as the back office does it: the demo investor sells € 500 of
 * the Dutch contract; the first admin imports the fund's NAVs up to the order's dealing date as a
 * CSV and checks the preview; the second admin approves them; the waiting deposit becomes units
 * and the order is executed; the first admin makes the payout batch, downloads the pain.001 file
 * and marks it sent; the investor sees the order `Uitbetaald`. Runs last (project `admin`):
 * it changes the demo data for good.
 * Alone: `npx playwright test apps/web/e2e/admin-back-office.spec.ts --project admin --no-deps`.
 */

interface Contract {
  ContractID: number;
  Contractnummer: string;
  FondsId: number;
  /** The valuation date whose NAV buys the waiting deposit. */
  AankoopTegenKoersVan: string | null;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const DUTCH_CONTRACT = 'NL-2019-001234';

test.describe.configure({ mode: 'serial' });

let investor: Page;
let contract: Contract;
let dealingDate = '';

const clientAddress = () => ({ extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');

async function asAdmin(browser: Browser, baseURL: string, account = DEMO_ADMIN) {
  return loggedInContext(browser, account, baseURL, clientAddress());
}

/** Axe at both widths, nothing scrolls sideways, a screenshot of each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
}

function sellOrders() {
  return investor.getByRole('region', { name: 'Uw verkooporders' }).getByRole('article');
}

test('the investor sells € 500 of the Dutch contract, whose deposit waits for a NAV', async ({
  browser,
  baseURL,
}) => {
  const session = await loggedInContext(browser, DEMO_INVESTOR, baseURL ?? '', clientAddress());
  investor = session.page;
  const contracts = (await (await investor.request.get('/api/contracts')).json()) as Contract[];
  const found = contracts.find((candidate) => candidate.Contractnummer === DUTCH_CONTRACT);
  if (!found) throw new Error(`no demo contract ${DUTCH_CONTRACT}`);
  contract = found;

  await investor.goto(`/contractbeheer/${contract.ContractID}/gegevens`);
  await expect(investor.getByText(/in afwachting van aankoop/).first()).toBeVisible();

  await investor.goto(`/contractbeheer/${contract.ContractID}/verkopen`);
  const choice = investor.getByRole('region', { name: 'Wat wilt u verkopen?' });
  await choice.getByRole('radio', { name: 'Een bedrag' }).check();
  await choice.getByLabel('Bedrag dat u wilt verkopen').fill('500');
  await choice.getByRole('button', { name: 'Verkoop bekijken' }).click();
  const review = investor.getByRole('region', { name: 'Controleer uw verkoop' });
  await review.getByLabel('Uw wachtwoord').fill(DEMO_INVESTOR.password);
  await review.getByRole('button', { name: 'Verkoop bevestigen' }).click();
  await expect(
    investor.getByRole('heading', { name: 'Uw verkooporder is ingediend' }),
  ).toBeFocused();

  const { data } = (await (
    await investor.request.get(`/api/contracts/${contract.ContractID}/sell-orders`)
  ).json()) as { data: { dealingDate: string; status: string }[] };
  expect(data[0]?.status).toBe('ingediend');
  dealingDate = data[0]?.dealingDate ?? '';
  expect(dealingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('the first admin imports the NAVs as a CSV, checks the preview and proposes them', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asAdmin(browser, baseURL ?? '');
  const listed = (await (await page.request.get('/api/admin/prices')).json()) as {
    funds: { id: number; code: string; navs: { valuationDate: string; nav: string }[] }[];
  };
  const fund = listed.funds.find((candidate) => candidate.id === contract.FondsId);
  const last = fund?.navs[0];
  if (!fund || !last) throw new Error('the Dutch fund has no NAV');
  const dates = monthEndsBetween(last.valuationDate, dealingDate);
  expect(dates.length).toBeGreaterThan(0);
  // The last NAV with a Dutch comma, in the Dutch date notation: no change beyond 10%.
  const nav = last.nav.replace('.', ',');
  const csv = [
    'fonds;datum;koers',
    ...dates.map((date) => `${fund.code};${dutchDate(date)};${nav}`),
  ];

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Koersen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koersen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Koers voorstellen' });
  await form.getByRole('combobox', { name: 'Fonds' }).selectOption(String(fund.id));
  await form.getByRole('radio', { name: 'CSV (fonds;datum;koers)' }).check();
  await form.getByLabel('CSV plakken').fill(csv.join('\n'));
  await form.getByRole('button', { name: 'Controleren' }).click();

  const preview = page.getByRole('table', { name: 'Controle van de koersen' });
  await expect(preview.getByRole('row')).toHaveCount(dates.length + 1);
  await expect(preview).toContainText(dutchDate(dates[0] ?? ''));
  await checkBothWidths(page, 'koersen-controle');
  await page.getByRole('button', { name: 'Voorstellen' }).click();
  await expect(page.getByRole('status')).toContainText('Een tweede beheerder moet ze goedkeuren');

  // The proposer cannot approve their own NAVs.
  const waiting = page.getByRole('table', { name: 'Koersen ter goedkeuring' });
  await expect(waiting.getByText('Door u voorgesteld')).toHaveCount(dates.length);
  await context.close();
});

test('the second admin approves them, which buys the deposit and executes the order', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { context, page } = await asAdmin(browser, baseURL ?? '', DEMO_ADMIN2);
  await page.goto('/admin/koersen');
  const waiting = page.getByRole('table', { name: 'Koersen ter goedkeuring' });
  const approvals = waiting.getByRole('button', { name: /^Goedkeuren: / });
  await expect(approvals.first()).toBeVisible();
  await checkBothWidths(page, 'koersen-ter-goedkeuring');
  // Oldest first: a NAV is published only after the month before it.
  const labels = (
    await approvals.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    )
  ).sort();
  for (const label of labels) {
    await waiting.getByRole('button', { name: label }).click();
    await expect(waiting.getByRole('button', { name: label })).toHaveCount(0);
  }
  await context.close();

  await expect
    .poll(
      async () => {
        await investor.goto(`/contractbeheer/${contract.ContractID}/verkopen`);
        return sellOrders().first().textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('Uitgevoerd');
  await expect(sellOrders().first()).toContainText('Opbrengst, nog niet uitbetaald');
  await investor.goto(`/contractbeheer/${contract.ContractID}/gegevens`);
  await expect(investor.getByRole('heading', { level: 1 })).toBeVisible();
  // The figures first: before they render, no text about waiting money would prove nothing.
  await expect(investor.getByText('Participaties', { exact: true })).toBeVisible();
  const waitingMoney = investor.getByText(/in afwachting van aankoop/);
  const buyingNav = contract.AankoopTegenKoersVan ?? '';
  expect(buyingNav).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (buyingNav > todayInAmsterdam()) {
    // Published ahead of its date (the test cannot wait for the month end): the purchase is
    // dated that day, so today's figures still count the money as waiting, with that NAV's date.
    await expect(waitingMoney.first()).toContainText(
      `tegen de koers van ${longDutchDate(buyingNav)}`,
    );
  } else {
    await expect(waitingMoney).toHaveCount(0);
  }
});

test('the first admin makes the payout batch, downloads the pain.001 file and marks it sent', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asAdmin(browser, baseURL ?? '');
  await page.goto('/admin/uitbetalingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeVisible();
  await page.getByRole('button', { name: 'Batch aanmaken' }).click();
  const download = page.getByRole('link', { name: /^Download UB-\d{6}\.xml$/ }).first();
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = await file.path();
  const xml = await (await import('node:fs/promises')).readFile(path, 'utf8');
  expect(xml).toContain('pain.001.001.03');
  expect(xml).toContain('<CstmrCdtTrfInitn>');
  expect(xml).toContain(DUTCH_CONTRACT);
  await checkBothWidths(page, 'uitbetalingen');

  await page.getByRole('button', { name: 'Markeren als verzonden' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Markeren als verzonden' }).click();
  await expect(page.getByText(/Aan de bank gegeven op/).first()).toBeVisible();
  await context.close();

  await investor.goto(`/contractbeheer/${contract.ContractID}/verkopen`);
  await expect(sellOrders().first()).toContainText('Uitbetaald');
  await checkBothWidths(investor, 'verkooporder-uitbetaald');
});
