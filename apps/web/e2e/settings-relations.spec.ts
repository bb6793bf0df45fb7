import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Overige relaties (issue 20): the demo investor sees the seeded child who holds "Studie
 * kinderen" as of age, with what that means, and why it cannot be removed; adds a child and
 * removes it again. Desktop and a 375 px phone, axe on the page and the form. Runs in the
 * settings project: it changes the demo investor's relations (and leaves them as they were).
 */
const PAGE = '/mijn-instellingen/overige-relaties';
const SHOTS = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function openPage(page: Page) {
  await page.goto(`/login?redirect=${encodeURIComponent(PAGE)}`);
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Overige relaties' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uw relaties' })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function remove(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} verwijderen` }).click();
  const dialog = page.getByRole('alertdialog', { name: `${name} verwijderen?` });
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is verwijderd.` }),
  ).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
}

async function story(page: Page, surname: string, shot: string) {
  await openPage(page);
  // A run stopped half-way (a retry) may have left its child: start the same.
  if ((await card(page, `L. ${surname}`).count()) > 0) await remove(page, `L. ${surname}`);

  const child = card(page, 'S. de Vries');
  await expect(child.getByText('Kind', { exact: true })).toBeVisible();
  await expect(child.getByText('Meerderjarig sinds 17 februari 2022')).toBeVisible();
  await expect(child.getByText(/Met de 18e verjaardag is uw gezag als ouder/)).toBeVisible();
  await expect(
    child.getByText(
      /^S\.( J\.)? de Vries is contracthouder van contract US-\d{4}-002071; een relatie met een contract kunt u niet verwijderen\./,
    ),
  ).toBeVisible();
  await expect(child.getByRole('button', { name: /verwijderen$/ })).toBeDisabled();
  await expect(card(page, 'M. Jansen').getByText('Partner', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/overige-relaties-${shot}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Relatie toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Controleer de gegevens')).toBeVisible();
  await page.getByRole('radio', { name: 'Kind' }).check();
  await page.getByLabel('Voorletters').fill('L.');
  await page.getByLabel('Achternaam').fill(surname);
  await page.getByLabel('Geslacht').selectOption('vrouw');
  await page.getByLabel('Geboortedatum').fill('01-05-2016');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `L. ${surname} is toegevoegd.` }),
  ).toBeVisible();
  const added = card(page, `L. ${surname}`);
  await expect(added.getByText('1 mei 2016')).toBeVisible();
  await expect(added.getByRole('button', { name: `L. ${surname} verwijderen` })).toBeEnabled();

  await remove(page, `L. ${surname}`);
  await expect(card(page, 'S. de Vries')).toBeVisible();
}

test('sees the child with a contract as of age and not removable, adds a child and removes it', async ({
  page,
}) => {
  await story(page, 'Proef', 'desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the same story fits the phone', async ({ page }) => {
    await story(page, 'Telefoon', 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
