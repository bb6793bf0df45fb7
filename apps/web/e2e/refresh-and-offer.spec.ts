import type {
  ContractSummary,
  InvestmentApplicationResponse,
  OffersResponse,
} from '@bp/api-schema';
import { expect, test, type Page } from '@playwright/test';
import {
  answerDueDiligence,
  answerDutchTaxpayerOnly,
  expectStep,
  fillIdentity,
  passQuestionnaire,
  fillPerson,
} from './flow-support';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Issue 17, "nothing an investor entered is lost or mixed up":
 * - a contract made in the add-investment flow and left for later ("Later betalen") is on
 *   Betaling afronden and in the menu's badge at once, without a reload;
 * - logging in from a calculation's result saves that calculation as the investor's offer.
 * The demo investor keeps a new unpaid contract for good, so this spec runs in the
 * `new-contracts` project, after the payment story that expects the American demo contract to be
 * the only unpaid one. Its logins count as a visitor of their own.
 */

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.70' } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

const PHONE = { width: 375, height: 812 };

async function unpaidOnServer(page: Page): Promise<ContractSummary[]> {
  const response = await page.request.get('/api/contracts/summaries');
  expect(response.status()).toBe(200);
  const summaries = (await response.json()) as ContractSummary[];
  return summaries.filter((summary) => !summary.IsPaymentCompleted);
}

function unpaidBadge(page: Page, count: number) {
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const what = count === 1 ? 'contract' : 'contracten';
  return menu.getByRole('link', { name: `Betaling afronden, ${count} ${what} nog te betalen` });
}

async function offersNamed(page: Page, description: string) {
  const response = await page.request.get('/api/offers/');
  expect(response.status()).toBe(200);
  const offers = ((await response.json()) as OffersResponse).Offerte;
  return offers.filter((offer) => offer.omschrijving === description);
}

test.describe('every write refreshes what it changes', () => {
  test('after Later betalen, Betaling afronden and the menu’s badge show the new contract without a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/nederlands-vastgoed');
    await logIn(page, DEMO_INVESTOR);
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    const before = await unpaidOnServer(page);
    if (before.length > 0) await expect(unpaidBadge(page, before.length)).toBeVisible();

    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectStep(page, 'Risicoprofiel', 'Stap 2 van 5');
    await passQuestionnaire(page);

    await expectStep(page, 'Uw gegevens', 'Stap 3 van 5');
    await page.getByRole('radio', { name: 'Voor mijzelf' }).check();
    const mijn = page.getByRole('region', { name: 'Uw persoonlijke gegevens' });
    await fillPerson(mijn, {
      initials: 'J.P.',
      infix: 'van der',
      surname: 'Berg',
      gender: 'man',
      birthDate: '17-05-1980',
      address: { postcode: '1234 AB', houseNumber: '12a', street: 'Dorpsstraat', city: 'Utrecht' },
      nationality: 'Nederland',
      mobile: '06 1234 5678',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    await fillIdentity(mijn, '111222333', 'XR1001R58', 'later');
    await answerDutchTaxpayerOnly(mijn);
    await answerDueDiligence(page);
    // Step 4 sends the versions of the fund's documents it accepts: they must be there first.
    const documentsListed = page.waitForResponse((response) =>
      /\/api\/funds\/\d+\/documents$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Volgende' }).click();
    // The same data as the applicant story's; run before it (alone), they are changes to confirm.
    const changes = page.getByRole('region', { name: 'Gewijzigde gegevens' });
    const stepFour = page.getByRole('heading', { level: 2, name: 'Contract aanmaken' });
    await expect(stepFour.or(changes)).toBeVisible();
    if (await changes.isVisible()) {
      await changes.getByLabel('Ik bevestig dat deze gegevens gewijzigd moeten worden.').check();
      await page.getByRole('button', { name: 'Volgende' }).click();
    }

    await expectStep(page, 'Contract aanmaken', 'Stap 4 van 5');
    const main = page.getByRole('main');
    expect((await documentsListed).status()).toBe(200);
    for (const statement of await main.getByRole('checkbox').all()) await statement.check();
    await expectNoSeriousA11yViolations(page);
    const applied = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/investment-applications') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Contract aanmaken' }).click();
    const response = await applied;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as InvestmentApplicationResponse;
    const made = (await unpaidOnServer(page)).find(
      (summary) => summary.ContractID === created.contractId,
    );
    expect(made, 'the new contract waits for its payment').toBeDefined();

    await expectStep(page, 'Eerste inleg betalen', 'Stap 5 van 5');
    // The menu knows at once: nothing on this step asks for the contracts again by itself, so
    // only the refresh after the write can bring the new contract in.
    await expect(unpaidBadge(page, before.length + 1)).toBeVisible();
    await page.getByRole('button', { name: 'Later betalen' }).click();

    await expect(page).toHaveURL(/\/mijn-betaling-afronden$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling afronden' })).toBeVisible();
    const table = page.getByRole('table', {
      name: 'Contracten waarvan de betaling nog niet is afgerond',
    });
    await expect(table.getByRole('link', { name: made?.Contractnummer ?? '?' })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Betalen met iDEAL/ })).toHaveCount(
      before.length + 1,
    );
    await expect(page.getByText('Al uw contracten zijn betaald.', { exact: false })).toHaveCount(0);
    await expect(unpaidBadge(page, before.length + 1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('logging in from a calculation keeps it', () => {
  test('an anonymous visitor’s sum calculation is saved as their offer after the login, once', async ({
    page,
  }) => {
    const description = `Bewaren na inloggen ${Date.now()}`;
    await page.goto('/berekenen/bedrag-beleggen');
    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await page.getByLabel('Eenmalige inleg in euro’s').fill('12.500');
    await page.getByLabel('Looptijd in jaren').fill('12');
    await page.getByLabel('Omschrijving (niet verplicht)').fill(description);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('radio', { name: 'Ik kies zelf de verdeling over de fondsen' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Aandelenfonds Wereld (%)').fill('100');
    await page.getByRole('button', { name: 'Berekenen' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: /^Na 12 jaar, op / })).toBeVisible();

    await main.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/calculation') && response.request().method() === 'POST',
    );
    await logIn(page, DEMO_INVESTOR);
    const offerID = ((await (await saved).json()) as { data: { offerID: number } }).data.offerID;
    expect(offerID).toEqual(expect.any(Number));

    await expect(page).toHaveURL(/\/berekenen\/bedrag-beleggen$/);
    const notice = main.getByText(`Uw berekening is bewaard als offerte ${offerID}.`, {
      exact: false,
    });
    await expect(notice).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /^Na 12 jaar, op / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await offersNamed(page, description)).toHaveLength(1);

    // A reload saves nothing more: the flow is that offer now.
    await page.reload();
    await expect(main.getByText('Deze berekening is bewaard.', { exact: false })).toBeVisible();
    expect(await offersNamed(page, description)).toHaveLength(1);

    await main.getByRole('link', { name: 'Mijn berekeningen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn berekeningen' })).toBeVisible();
    const offers = page.getByRole('table', { name: 'Uw bewaarde berekeningen' });
    await expect(offers.getByRole('rowheader', { name: description })).toBeVisible();
  });

  test('on a 375 px phone an annuity payout is saved too, and the notice fits', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(),
    );
    const [year = 0, month = 0] = today.split('-').map(Number);
    const nextMonth =
      month === 12 ? `01-01-${year + 1}` : `01-${String(month + 1).padStart(2, '0')}-${year}`;
    await page.goto('/berekenen/lijfrente-uitkeren');
    await page.getByLabel('Uw lijfrentekapitaal in euro’s').fill('90.000');
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByLabel('Uw geboortedatum').fill(`15-03-${year - 70}`);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Datum van de eerste uitkering').fill(nextMonth);
    await page.getByLabel('Looptijd in jaren').fill('20');
    await page.getByRole('button', { name: 'Berekenen' }).click();
    const main = page.getByRole('main');

    await main.getByRole('link', { name: 'Log in' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/calculation') && response.request().method() === 'POST',
    );
    await logIn(page, DEMO_INVESTOR);
    const offerID = ((await (await saved).json()) as { data: { offerID: number } }).data.offerID;
    await expect(page).toHaveURL(/\/berekenen\/lijfrente-uitkeren$/);
    const notice = main.getByText(`Uw berekening is bewaard als offerte ${offerID}.`, {
      exact: false,
    });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
