import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';
import {
  answerDueDiligence,
  answerDutchTaxpayerOnly,
  expectStep,
  fillIdentity,
  passQuestionnaire,
} from './flow-support';

/**
 * Issue 17, "nothing an investor entered is lost or mixed up": one draft per add-investment
 * flow. A stopped application survives opening another flow, which starts empty; Mijn
 * berekeningen lists each draft; a resumed draft says exactly which numbers the browser did not
 * keep; a draft can be discarded. No contract is made.
 */

const EXIT_QUESTION = 'Weet u zeker dat u het maken van producten wilt afsluiten?';
const CLEARED =
  'Om uw gegevens te beschermen bewaren we uw BSN en documentnummer niet. Vul deze opnieuw in:';

test.describe('drafts per add-investment flow', () => {
  // A visitor of its own: the suite's logins stay within 20 per address per 15 minutes.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.60' } });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
  });

  async function stopForLater(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Stoppen met deze aanvraag' }).click();
    await page
      .getByRole('alertdialog', { name: EXIT_QUESTION })
      .getByRole('button', { name: 'Afbreken en later afronden' })
      .click();
    await expect(page).toHaveURL(/\/mijn-berekeningen$/);
  }

  /** Step 3 for the demo investor, who is known by name and birth date only. */
  async function completeApplicantStep(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'Voor mijzelf' }).check();
    const mijn = page.getByRole('region', { name: 'Uw persoonlijke gegevens' });
    await expect(mijn.getByLabel('Achternaam')).toHaveValue('Vries');
    await mijn.getByLabel('Geslacht').selectOption('man');
    await mijn.getByLabel('Land', { exact: true }).selectOption({ label: 'Nederland' });
    await mijn.getByLabel('Postcode').fill('1234 AB');
    await mijn.getByLabel('Huisnummer').fill('12');
    await mijn.getByLabel('Straatnaam').fill('Dorpsstraat');
    await mijn.getByLabel('Woonplaats').fill('Utrecht');
    await mijn.getByLabel('Nationaliteit').selectOption({ label: 'Nederland' });
    await mijn.getByLabel('Mobiel nummer').fill('06 1234 5678');
    await mijn.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await fillIdentity(mijn, '111222333', 'XR1001R58', 'concept');
    await answerDutchTaxpayerOnly(mijn);
    await answerDueDiligence(page);
    await page.getByRole('button', { name: 'Volgende' }).click();
  }

  async function expectFitsPhone(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }

  test('a stopped application survives another flow, is listed, resumed with its values and discarded', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/nederlands-vastgoed');
    await logIn(page, DEMO_INVESTOR);
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await page.getByLabel('Eenmalige inleg in euro’s').fill('2.500');
    await page.getByLabel('Omschrijving (niet verplicht)').fill('BV belegging');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectStep(page, 'Risicoprofiel', 'Stap 2 van 5');
    await passQuestionnaire(page);
    await expectStep(page, 'Uw gegevens', 'Stap 3 van 5');
    await completeApplicantStep(page);
    await expectStep(page, 'Contract aanmaken', 'Stap 4 van 5');
    await stopForLater(page);

    // Another flow starts empty: nothing of the company application is carried over.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Amerikaans vastgoed' })
      .click();
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    await expect(page.getByLabel('Omschrijving (niet verplicht)')).toHaveValue('');
    for (const kind of await page.getByRole('radio', { name: /^Eenmalig|^Elke maand/ }).all()) {
      await expect(kind).not.toBeChecked();
    }
    // Stopped on the first step, before Volgende: what was typed is the draft.
    await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
    await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
    await page.getByLabel('Omschrijving (niet verplicht)').fill('Amerika');
    await stopForLater(page);

    const dutch = page.getByRole('region', { name: 'Nog af te ronden: Nederlands vastgoed' });
    const american = page.getByRole('region', { name: 'Nog af te ronden: Amerikaans vastgoed' });
    await expect(dutch).toContainText('U gaat verder bij de stap Contract aanmaken.');
    await expect(american).toContainText('U gaat verder bij de stap Uw belegging.');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(dutch.getByRole('button', { name: 'Concept verwijderen' })).toBeVisible();
    await expect(american.getByRole('link', { name: 'Verder met uw belegging' })).toBeVisible();
    await expectFitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A reload: the BSN and document number were never stored, the rest was.
    await page.reload();
    await dutch.getByRole('link', { name: 'Verder met uw belegging' }).click();
    await expectStep(page, 'Contract aanmaken', 'Stap 4 van 5');
    const investment = page.getByRole('region', { name: 'Uw belegging' });
    await expect(investment).toContainText('BV belegging');
    await expect(investment).toContainText('2.500,00');
    const details = page.getByRole('region', { name: 'Uw gegevens' });
    const notice = details.getByRole('region', { name: 'Opnieuw invullen' });
    await expect(notice).toContainText(CLEARED);
    await expect(notice).toContainText(
      'Uw persoonlijke gegevens: Burgerservicenummer (BSN), Documentnummer',
    );
    await expect(details).not.toContainText('nog niet volledig');
    await expectNoSeriousA11yViolations(page);

    await details.getByRole('button', { name: /Wijzigen/ }).click();
    await expectStep(page, 'Uw gegevens', 'Stap 3 van 5');
    await expect(page.getByRole('region', { name: 'Opnieuw invullen' })).toContainText(CLEARED);
    await expect(page.getByRole('radio', { name: 'Voor mijzelf' })).toBeChecked();
    const mijn = page.getByRole('region', { name: 'Uw persoonlijke gegevens' });
    await expect(mijn.getByLabel('Straatnaam')).toHaveValue('Dorpsstraat');
    await expect(mijn.getByLabel('Burgerservicenummer (BSN)')).toHaveValue('');
    await expect(page.getByText('Kies voor wie u belegt')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Discarding: the American draft goes after the confirmation, the Dutch one stays.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Mijn berekeningen' })
      .click();
    await page
      .getByRole('alertdialog', { name: EXIT_QUESTION })
      .getByRole('button', { name: 'Oké' })
      .click();
    await expect(page).toHaveURL(/\/mijn-berekeningen$/);
    await american.getByRole('button', { name: 'Concept verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Weet u zeker dat u dit concept wilt verwijderen?',
    });
    await expect(confirm).toContainText(
      'Wat u voor Amerikaans vastgoed hebt ingevuld, wordt verwijderd.',
    );
    await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Concept verwijderen' }).click();
    await expect(american).toHaveCount(0);
    await expect(dutch).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Amerikaans vastgoed' })
      .click();
    await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
    await expect(page.getByLabel('Omschrijving (niet verplicht)')).toHaveValue('');
  });
});
