import type { ContractSummary } from '@bp/api-schema';
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
 * Issue 17, "figures and tables that add up at a glance" (its last points): returns say whether
 * they are cumulative or per year, the contract page has one valuation date, the SDIL result
 * says it is gross, the flow's stepper follows the kind of deposit, step 4 shows everything
 * entered, the demo contract with monthly deposits has its signed mandate, and /contact names
 * the configured mailbox. No contract is made here (step 4 is looked at, not sent).
 */

const PHONE = { width: 375, height: 800 };

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The demo investor's Dutch contract: years of monthly deposits since March 2019. */
async function dutchContractId(page: Page): Promise<number> {
  const summaries = (await (
    await page.request.get('/api/contracts/summaries')
  ).json()) as ContractSummary[];
  const dutch = summaries.find((summary) => summary.Contractnummer.startsWith('NL-'));
  if (!dutch) throw new Error('The demo investor has no Dutch contract');
  return dutch.ContractID;
}

test.describe('labels and the review step', () => {
  // A visitor of its own: the suite's logins stay within 20 per address per 15 minutes.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.90' } });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
  });

  test('returns say cumulatief and per jaar; the contract page has one valuation date and the signed mandate', async ({
    page,
  }) => {
    await page.goto('/mijn-vastgoed');
    await logIn(page, DEMO_INVESTOR);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn vastgoed' })).toBeVisible();
    const id = await dutchContractId(page);

    await page.goto(`/contractbeheer/${id}/rendement`);
    const twr = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        level: 3,
        name: 'Tijdgewogen rendement sinds start (cumulatief)',
      }),
    });
    await expect(twr).toContainText(/Per jaar: -?\d+,\d\d%/);
    await expect(
      page.getByRole('heading', {
        level: 3,
        name: 'Geldgewogen rendement sinds start (cumulatief)',
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/fondsen-tabel');
    await expect(
      page
        .getByRole('table', { name: 'Vastgoedfondsen' })
        .getByRole('columnheader', { name: 'Sinds start (cumulatief)' }),
    ).toBeAttached();

    await page.goto(`/contractbeheer/${id}/gegevens`);
    const value = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Waarde', exact: true }),
    });
    await expect(
      value.getByText(/^Gewaardeerd per \d+ \w+ \d{4}, de datum van de laatste koers/),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/Gewaardeerd per/)).toHaveCount(1);
    await expect(main).not.toContainText(/Waarde op/i);
    await expect(main.getByText('Resultaat sinds start', { exact: true })).toBeVisible();

    // Years of monthly deposits were collected under a mandate the investor signed.
    const mandate = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Machtiging' }),
    });
    await expect(mandate.getByText('Actief', { exact: true })).toBeVisible();
    await expect(mandate).toContainText('NL•• •••• •••• ••43 00');
    await expect(mandate).not.toContainText('nog geen machtiging');
    await expect(mandate.getByRole('button', { name: 'Machtiging afgeven' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the SDIL result says its amounts are gross; /contact names the configured mailbox', async ({
    page,
  }) => {
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
        .format(new Date())
        .slice(0, 4),
    );
    await page.goto('/berekenen/lijfrente-uitkeren');
    await page.getByLabel('Uw lijfrentekapitaal in euro’s').fill('150.000');
    await page.getByRole('radio', { name: 'Nee', exact: true }).check();
    await page.getByLabel('Uw geboortedatum').fill(`15-03-${year - 68}`);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Datum van de eerste uitkering').fill(`01-01-${year + 1}`);
    await page.getByLabel('Looptijd in jaren').fill('20');
    await page.getByRole('button', { name: 'Berekenen' }).click();

    await expect(
      page.getByRole('heading', {
        level: 3,
        name: /^Uw bruto uitkering: € [\d.]+,\d\d per maand$/,
      }),
    ).toBeVisible();
    await expect(
      page.getByText(/^Alle bedragen zijn bruto: vóór inhouding van loonheffing/),
    ).toBeVisible();
    await expect(page.getByLabel('Uw bruto uitkering', { exact: true })).toContainText(
      'Totaal bruto uitgekeerd',
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/contact');
    const mail = page.getByRole('link', { name: 'info@stichting-beleggersportaal.nl' });
    await expect(mail).toHaveAttribute('href', 'mailto:info@stichting-beleggersportaal.nl');
    await expect(page.getByRole('main')).not.toContainText('.example');
    await expectNoSeriousA11yViolations(page);
  });

  test('a one-off investment’s stepper has no monthly step, and step 4 shows everything entered, 375 px too', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/nederlands-vastgoed');
    await logIn(page, DEMO_INVESTOR);
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    const progress = page.getByRole('region', { name: 'Voortgang' });

    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await expectStep(page, 'Uw belegging', 'Stap 1 van 5');
    await expect(progress.getByRole('listitem')).toHaveText([
      /Uw belegging/,
      /Risicoprofiel/,
      /Uw gegevens/,
      /Contract aanmaken/,
      /Eerste inleg betalen/,
    ]);
    await page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }).check();
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    await expect(progress.getByText('Maandelijkse incasso')).toHaveCount(1);
    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await page.setViewportSize(PHONE);
    await expectStep(page, 'Uw belegging', 'Stap 1 van 5');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectStep(page, 'Risicoprofiel', 'Stap 2 van 5');
    await passQuestionnaire(page);

    await expectStep(page, 'Uw gegevens', 'Stap 3 van 5');
    await page.getByRole('radio', { name: 'Voor mijzelf' }).check();
    const mijn = page.getByRole('region', { name: 'Uw persoonlijke gegevens' });
    await fillPerson(mijn, {
      initials: 'J.',
      infix: 'de',
      surname: 'Vries',
      gender: 'man',
      birthDate: '12-04-1968',
      address: { postcode: '1234 AB', houseNumber: '12a', street: 'Dorpsstraat', city: 'Utrecht' },
      nationality: 'Nederland',
      phone: '030 123 4567',
      mobile: '06 1234 5678',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    await fillIdentity(mijn, '111222333', 'XR1001R58', 'labels');
    await answerDutchTaxpayerOnly(mijn);
    await answerDueDiligence(page);
    await page.getByRole('button', { name: 'Volgende' }).click();
    // Whatever differs from what the portal knows is confirmed, as the investor would.
    const changes = page.getByRole('region', { name: 'Gewijzigde gegevens' });
    const reviewHeading = page.getByRole('heading', { level: 2, name: 'Contract aanmaken' });
    await expect(changes.or(reviewHeading)).toBeVisible();
    if (await changes.isVisible()) {
      await changes.getByLabel('Ik bevestig dat deze gegevens gewijzigd moeten worden.').check();
      await page.getByRole('button', { name: 'Volgende' }).click();
    }

    await expectStep(page, 'Contract aanmaken', 'Stap 4 van 5');
    const review = page.getByRole('region', { name: 'Uw gegevens' });
    const row = (label: string) =>
      review
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(row('Naam')).toHaveText('J. de Vries');
    await expect(row('Adres')).toHaveText('Dorpsstraat 12a, 1234AB Utrecht, Nederland');
    await expect(row('Nationaliteit')).toHaveText('Nederland');
    await expect(row('Mobiel nummer')).toHaveText('0612345678');
    await expect(row('Telefoonnummer')).toHaveText('0301234567');
    await expect(row('IBAN')).toHaveText('NL91 ABNA 0417 1643 00');
    await expect(row('BSN')).toHaveText('•••••2333');
    await expect(row('Identiteitsbewijs')).toHaveText('Paspoort ••••••R58');
    await expect(row('Uitsluitend in Nederland belastingplichtig')).toHaveText('Ja');
    await expect(row('US person')).toHaveText('Nee');
    await expect(row('Herkomst van het geld')).toHaveText('Spaargeld');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('111222333');
    await expect(main).not.toContainText('XR1001R58');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(PHONE);
    await expectStep(page, 'Contract aanmaken', 'Stap 4 van 5');
    await expect(row('Adres')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
