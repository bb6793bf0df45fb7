import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Mijn instellingen, persoonlijke informatie: the demo investor corrects the address through
 * the postcode lookup and finds it saved after a reload; axe on the page, on a desktop and at
 * 375 px. PDOK is out of reach from the test machines, so the browser is given the lookup's
 * answer (POST /api/postcode, in the API's own shape); the save itself goes to the real server.
 * The password and e-mail address stay as seeded: other specs log in with them.
 */
const PAGE = '/mijn-instellingen/persoonlijke-informatie';
const SHOTS = 'test-results/screenshots';

interface Address {
  postcode: string;
  houseNumber: string;
  street: string;
  city: string;
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function openLoggedIn(page: Page) {
  await page.goto(`/login?redirect=${encodeURIComponent(PAGE)}`);
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Uw gegevens' })).toBeVisible();
}

async function correctAddress(page: Page, address: Address) {
  await page.route('**/api/postcode', (route) =>
    route.fulfill({
      json: {
        postcode: address.postcode.replace(' ', ''),
        huisnummer: Number.parseInt(address.houseNumber, 10),
        straatnaam: address.street,
        woonplaats: address.city,
      },
    }),
  );
  await page.getByLabel('Land', { exact: true }).selectOption('NL');
  await page.getByLabel('Postcode', { exact: true }).fill(address.postcode);
  await page.getByLabel(/^Huisnummer/).fill(address.houseNumber);
  await page.getByRole('button', { name: 'Adres opzoeken' }).click();
  await expect(page.getByLabel('Straatnaam')).toHaveValue(address.street);
  await expect(page.getByLabel('Woonplaats')).toHaveValue(address.city);
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uw gegevens zijn opgeslagen.' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('NL');
  await expect(page.getByLabel('Land', { exact: true }).locator('option:checked')).toHaveText(
    'Nederland',
  );
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue(
    address.postcode.replace(' ', ''),
  );
  await expect(page.getByLabel(/^Huisnummer/)).toHaveValue(address.houseNumber);
  await expect(page.getByLabel('Straatnaam')).toHaveValue(address.street);
  await expect(page.getByLabel('Woonplaats')).toHaveValue(address.city);
}

test('the demo investor corrects the address through the postcode lookup', async ({ page }) => {
  await openLoggedIn(page);
  await expect(page.getByText('BSN', { exact: true })).toBeVisible();
  // Masked to the year; which year depends on what the add-investment stories confirmed before.
  await expect(page.getByText(/^••-••-\d{4}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await correctAddress(page, {
    postcode: '3511 AB',
    houseNumber: '12a',
    street: 'Oudegracht',
    city: 'Utrecht',
  });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/persoonlijke-informatie-desktop.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the same correction fits the phone', async ({ page }) => {
    await openLoggedIn(page);
    await correctAddress(page, {
      postcode: '1011 AB',
      houseNumber: '1',
      street: 'Damrak',
      city: 'Amsterdam',
    });
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: `${SHOTS}/persoonlijke-informatie-phone.png`, fullPage: true });
  });
});
