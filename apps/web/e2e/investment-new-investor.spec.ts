import { expect, test } from '@playwright/test';
import { DEMO_NEW_USER, expectNoSeriousA11yViolations, logIn } from './support';
import {
  answerDueDiligence,
  answerDutchTaxpayerOnly,
  enterAddressByHand,
  expectStep,
  passQuestionnaire,
  upload,
} from './flow-support';

/**
 * The whole add-investment flow for the new investor (nieuw@example.com), for themself, with a
 * one-off and a monthly deposit: every field typed by hand (PDOK is out of reach, the lookup
 * answers 502), real (tiny) uploads, the contract, iDEAL in the sandbox, the mandate in the
 * sandbox, and the new contract on Mijn vastgoed. The new investor then has a contract for good:
 * this spec runs in the `new-contracts` project, after the specs that expect them to have none.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

test('the new investor completes /nederlands-vastgoed: contract, iDEAL, mandate, Mijn vastgoed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/nederlands-vastgoed');
  await logIn(page, DEMO_NEW_USER);

  // Step 1: both deposits.
  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
  await page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }).check();
  await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
  await page.getByLabel('Maandelijkse inleg in euro’s').fill('100');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: the questionnaire.
  await expectStep(page, 'Risicoprofiel', 'Stap 2 van 6');
  await expectNoSeriousA11yViolations(page);
  await passQuestionnaire(page, { axe: true });

  // Step 3: for themself, every field by hand.
  await expectStep(page, 'Uw gegevens', 'Stap 3 van 6');
  await page.getByRole('radio', { name: 'Voor mijzelf' }).check();
  const mijn = page.getByRole('region', { name: 'Uw persoonlijke gegevens' });
  await expect(mijn.getByLabel('Achternaam')).toHaveValue('');
  await mijn.getByLabel('Voorletters').fill('A.M.');
  await mijn.getByLabel('Tussenvoegsel (niet verplicht)').fill('de');
  await mijn.getByLabel('Achternaam').fill('Nieuw');
  await mijn.getByLabel('Geslacht').selectOption('vrouw');
  await mijn.getByLabel('Geboortedatum').fill('03-02-1985');
  await enterAddressByHand(mijn, {
    postcode: '3511 AB',
    houseNumber: '7',
    street: 'Oudegracht',
    city: 'Utrecht',
  });
  await mijn.getByLabel('Nationaliteit').selectOption({ label: 'Duitsland' });
  await mijn.getByLabel('Telefoonnummer (niet verplicht)').fill('030 123 4567');
  // First a Dutch number that is too short: its problem is its length, said at the field.
  const mobile = mijn.getByLabel('Mobiel nummer');
  await mobile.fill('0612');
  await mijn.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await mijn.getByLabel('Burgerservicenummer (BSN)').fill('123456782');
  // A foreign passport identifies (Wwft): a German one, with its ICAO number.
  await mijn.getByLabel('Soort identiteitsbewijs').selectOption('paspoort');
  await mijn.getByLabel('Uitgegeven in').selectOption({ label: 'Duitsland' });
  await mijn.getByLabel('Documentnummer').fill('C01X00T47');
  await mijn.getByLabel('Geldig tot').fill('01-08-2031');
  await upload(mijn, 'Kopie identiteitsbewijs, voorkant', 'paspoort-voorkant.png');
  await upload(mijn, 'Kopie identiteitsbewijs, achterkant', 'paspoort-achterkant.pdf');
  await answerDutchTaxpayerOnly(mijn);
  await answerDueDiligence(page);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(mobile).toHaveAccessibleDescription(/Dit nummer is te kort/);
  // Someone who lives in Germany gives their German mobile number: taken as it is.
  await mobile.fill('+49 151 23456789');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 4: the summary, the three statements, the contract.
  await expectStep(page, 'Contract aanmaken', 'Stap 4 van 6');
  const main = page.getByRole('main');
  await expect(main).toContainText('Nederlands Vastgoedfonds');
  await expect(main).toContainText('•••••6782');
  await expect(main).not.toContainText('123456782');
  for (const statement of await main.getByRole('checkbox').all()) await statement.check();
  await expectNoSeriousA11yViolations(page);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/investment-applications') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Contract aanmaken' }).click();
  expect((await created).status()).toBe(201);

  // Step 5: the one-off deposit through the iDEAL sandbox.
  await expectStep(page, 'Eerste inleg betalen', 'Stap 5 van 6');
  await expect(main).toContainText('€ 5.000,00');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
  await expect(page).toHaveURL(/\/sandbox\/ideal\/checkout\//);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/synvest-ideal-result\?betaling=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Uw betaling is ontvangen' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Verder met uw belegging' }).click();

  // Step 6: the mandate for the monthly deposit through the mandate sandbox.
  await expectStep(page, 'Maandelijkse incasso', 'Stap 6 van 6');
  await expectNoSeriousA11yViolations(page);
  // The mandate starts from step 3's IBAN; the account holder is typed.
  await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue(
    /^NL91 ?ABNA ?0417 ?1643 ?00$/,
  );
  await page.getByLabel('Naam rekeninghouder').fill('A.M. de Nieuw');
  await page.getByRole('button', { name: 'Machtiging afgeven' }).click();
  await expect(page).toHaveURL(/\/sandbox\/mandaat\//);
  await page.getByRole('button', { name: 'Ondertekenen' }).click();
  await expect(page).toHaveURL(/\/twikey-result\?mandaat=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Uw machtiging is afgegeven' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Verder met uw belegging' }).click();

  // Finished: the new contract on Mijn vastgoed.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Uw belegging is aangevraagd' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const summaries = (await (await page.request.get('/api/contracts/summaries')).json()) as {
    Contractnummer: string;
    IsPaymentCompleted: boolean;
  }[];
  expect(summaries).toHaveLength(1);
  const [contract] = summaries;
  expect(contract?.IsPaymentCompleted).toBe(true);
  await page.getByRole('link', { name: 'Naar Mijn vastgoed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn vastgoed' })).toBeVisible();
  await expect(page.getByText('U heeft nog geen vastgoedbeleggingen')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByText(`contractnummer ${contract?.Contractnummer ?? ''}`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
