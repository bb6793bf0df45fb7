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
