import { expect, test } from '@playwright/test';
import { linkFromMail, logIn } from './support';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

test('a visitor creates an account, confirms it by mail, resets the password and logs in', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const firstPassword = 'Eerste-wachtwoord-2026';
  const newPassword = 'Nieuw-Sterk-wachtwoord-2027';

  await page.goto('/account-aanmaken');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(firstPassword);
  await page.getByLabel('Herhaal wachtwoord').fill(firstPassword);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Controleer uw e-mail')).toBeVisible();

  await page.goto(await linkFromMail(email, '/account-bevestigen'));
  await expect(page.getByText('Uw account is geactiveerd')).toBeVisible();

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
