import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

/** Helpers of the add-investment stories in the browser. */

export const UNREACHABLE =
  'Het adres kan nu niet worden opgezocht. Vul straat en woonplaats zelf in.';

// A 1×1 PNG and a minimal PDF: the server recognises files by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function expectStep(page: Page, title: string, count: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Voortgang' }).getByText(count)).toBeVisible();
}

/** Step 2: every question's first answer, the statements, and the MiFID acknowledgement if asked. */
export async function passQuestionnaire(page: Page, { axe = false } = {}): Promise<void> {
  for (;;) {
    const question = page.getByText(/^Vraag \d+ van \d+$/);
    if (!(await question.isVisible())) break;
    await page.locator('fieldset').first().getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Volgende' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible();
  for (const statement of await page.getByRole('checkbox').all()) await statement.check();
  await page.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }).click();
  await expect(page.getByRole('heading', { name: /^Uw risicoprofiel:/ })).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  const acknowledgement = page.getByRole('region', { name: /past niet bij uw risicoprofiel/ });
  if (await acknowledgement.isVisible()) await acknowledgement.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Volgende' }).click();
}

export async function answer(scope: Locator, question: string, yes: boolean): Promise<void> {
  await scope
    .getByRole('group', { name: question })
    .getByRole('radio', { name: yes ? 'Ja' : 'Nee' })
    .check();
}

export async function upload(scope: Locator, label: string, name: string): Promise<void> {
  const isPdf = name.endsWith('.pdf');
  await scope.getByLabel(label).setInputFiles({
    name,
    mimeType: isPdf ? 'application/pdf' : 'image/png',
    buffer: isPdf ? PDF : PNG,
  });
  await expect(scope.getByText(`Verstuurd: ${name}`)).toBeVisible({ timeout: 15_000 });
}

/** Step 3's Wwft questions (issue 16 point 11): no PEP, the money from savings. */
export async function answerDueDiligence(page: Page): Promise<void> {
  const wwft = page.getByRole('region', { name: 'Herkomst van het geld' });
  await wwft
    .getByRole('group', { name: /politiek prominent persoon \(PEP\)/ })
    .getByRole('radio', { name: 'Nee' })
    .check();
  await wwft.getByLabel('Waar komt het geld vandaan dat u inlegt?').selectOption('spaargeld');
}

/** Step 3's identity document: a passport valid until 2030, both sides uploaded. */
export async function fillIdentity(
  scope: Locator,
  bsn: string,
  documentNumber: string,
  filePrefix: string,
): Promise<void> {
  await scope.getByLabel('Burgerservicenummer (BSN)').fill(bsn);
  await scope.getByLabel('Soort identiteitsbewijs').selectOption('paspoort');
  await scope.getByLabel('Documentnummer').fill(documentNumber);
  await scope.getByLabel('Geldig tot').fill('01-08-2030');
  await upload(scope, 'Kopie identiteitsbewijs, voorkant', `${filePrefix}-voorkant.png`);
  await upload(scope, 'Kopie identiteitsbewijs, achterkant', `${filePrefix}-achterkant.pdf`);
}

/** Step 3's tax questions of someone taxed in the Netherlands only, no US ties. */
export async function answerDutchTaxpayerOnly(scope: Locator): Promise<void> {
  await answer(scope, 'Bent u uitsluitend in Nederland belastingplichtig?', true);
  await answer(scope, 'Bent u in Nederland belastingplichtig?', true);
  await answer(scope, 'Bent u (ook) in een ander land belastingplichtig?', false);
  await answer(scope, 'Bent u voor de Amerikaanse belasting een US person?', false);
  await answer(scope, 'Bent u in de Verenigde Staten geboren?', false);
}

/** An address typed by hand after the lookup could not reach PDOK (the browser tests' case). */
export async function enterAddressByHand(
  scope: Locator,
  address: { postcode: string; houseNumber: string; street: string; city: string },
): Promise<void> {
  await scope.getByLabel('Land', { exact: true }).selectOption({ label: 'Nederland' });
  await scope.getByLabel('Postcode').fill(address.postcode);
  await scope.getByLabel('Huisnummer').fill(address.houseNumber);
  await scope.getByRole('button', { name: 'Adres opzoeken' }).click();
  await expect(scope.getByText(UNREACHABLE)).toBeVisible({ timeout: 15_000 });
  await scope.getByLabel('Straatnaam').fill(address.street);
  await scope.getByLabel('Woonplaats').fill(address.city);
}

/** Step 3's person as typed: name, birth, an address typed by hand, nationality, numbers, IBAN. */
export interface TypedPerson {
  initials: string;
  infix: string;
  surname: string;
  gender: 'man' | 'vrouw';
  birthDate: string;
  address: Parameters<typeof enterAddressByHand>[1];
  nationality: string;
  phone?: string;
  mobile: string;
  iban: string;
}

export async function fillPerson(scope: Locator, person: TypedPerson): Promise<void> {
  await scope.getByLabel('Voorletters').fill(person.initials);
  await scope.getByLabel('Tussenvoegsel (niet verplicht)').fill(person.infix);
  await scope.getByLabel('Achternaam').fill(person.surname);
  await scope.getByLabel('Geslacht').selectOption(person.gender);
  await scope.getByLabel('Geboortedatum').fill(person.birthDate);
  await enterAddressByHand(scope, person.address);
  await scope.getByLabel('Nationaliteit').selectOption({ label: person.nationality });
  if (person.phone) await scope.getByLabel('Telefoonnummer (niet verplicht)').fill(person.phone);
  await scope.getByLabel('Mobiel nummer').fill(person.mobile);
  await scope.getByLabel('IBAN').fill(person.iban);
}
