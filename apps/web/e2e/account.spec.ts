import { expect, test, type Page } from '@playwright/test';
import { linkFromMail, logIn } from './support';

// A visitor of its own: these stories log in three times and register three accounts, which
// would otherwise count against the limits (20 logins per 15 minutes, 10 registrations an
// hour per address) the rest of the suite shares.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.30' } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

/**
 * Registration proves the address first: the form asks only for the e-mail address, and the
 * password is chosen behind the mailed link (the file mail transport writes it under
 * DATA_DIR/mail). Then the account is active and the visitor logs in with it.
 */
async function registerAndChoosePassword(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/account-aanmaken');
  await page.getByLabel('E-mailadres').fill(email);
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Controleer uw e-mail')).toBeVisible();

  await page.goto(await linkFromMail(email, '/account-bevestigen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Account bevestigen' })).toBeVisible();
  const passwordField = page.getByLabel('Wachtwoord', { exact: true });
  await passwordField.fill(password);
  // The registration's password rules, ticked off as they are met.
  await expect(page.getByText(/een hoofdletter bevatten/)).toContainText('(voldaan)');
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan en account activeren' }).click();
  await expect(page.getByRole('heading', { name: 'Uw account is geactiveerd' })).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
]) {
  test(`a visitor registers, sets the password behind the mailed link and logs in (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `e2e-${viewport.width}-${Date.now()}@example.com`;
    const password = 'Eigen-wachtwoord-2026';
    await registerAndChoosePassword(page, email, password);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await page.getByRole('link', { name: 'Inloggen' }).last().click();
    await logIn(page, { email, password });
    await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  });
}

test('a registered visitor resets the password and logs in with the new one', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const firstPassword = 'Eerste-wachtwoord-2026';
  const newPassword = 'Nieuw-Sterk-wachtwoord-2027';
  await registerAndChoosePassword(page, email, firstPassword);

  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: /versturen|verzenden|herstellen/i }).click();
  await expect(page.getByText(/Als dit e-mailadres bij ons bekend is/)).toBeVisible();

  const resetLink = await linkFromMail(email, '/wachtwoord-reset');
  await page.goto(resetLink);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: /opslaan|instellen|wijzigen/i }).click();
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();

  // The reset link works once only.
  await page.goto(resetLink);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nog-een-wachtwoord-2028');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nog-een-wachtwoord-2028');
  await page.getByRole('button', { name: /opslaan|instellen|wijzigen/i }).click();
  await expect(page.getByText('De herstellink is ongeldig of verlopen.')).toBeVisible();

  await page.goto('/login');
  await logIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  await expect(page.getByRole('banner').getByRole('link', { name: email })).toBeVisible();
});
