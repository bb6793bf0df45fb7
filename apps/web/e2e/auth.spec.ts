import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_INVESTOR, logIn } from './support';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

test('the demo investor logs in through the real UI and lands on the intended page', async ({
  page,
}) => {
  await page.goto('/contractbeheer/1001/rendement?van=2024-01-01');
  await expect(page).toHaveURL(
    /\/login\?redirect=%2Fcontractbeheer%2F1001%2Frendement%3Fvan%3D2024-01-01$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

  await logIn(page, DEMO_INVESTOR);

  await expect(page).toHaveURL(/\/contractbeheer\/1001\/rendement\?van=2024-01-01$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'J. de Vries' })).toHaveAttribute(
    'href',
    '/mijn-instellingen/persoonlijke-informatie',
  );
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();

  // The session is a real httpOnly cookie, invisible to scripts.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
});

test('a wrong password gets the generic Dutch message and keeps the e-mail', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, { email: DEMO_INVESTOR.email, password: 'Verkeerd-wachtwoord-1' });
  await expect(page.getByText('Het e-mailadres of wachtwoord is onjuist.')).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(DEMO_INVESTOR.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('logout asks for confirmation; Annuleren keeps the session, Oké ends it', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Weet u zeker dat u wilt uitloggen?');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oké' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();

  // The server revoked the session: protected pages send us back to login.
  await page.goto('/mijn-vastgoed');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmijn-vastgoed$/);
  expect(
    await page.evaluate(() => localStorage.getItem('beleggersportaal-state') ?? ''),
  ).not.toContain(DEMO_INVESTOR.email);
});

test('the navigation guard follows the spec for a logged-in investor', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/mijn-investeringen$/);

  await page.goto('/deze-pagina-bestaat-niet');
  await expect(page).toHaveURL(/\/mijn-investeringen$/);

  await page.goto('/mijn-instellingen/wachtwoord');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('the admin opens /admin without the left menu', async ({ page }) => {
  await page.goto('/login?redirect=%2Fadmin');
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('logged out, the root and unknown paths lead to login; maintenance stays reachable', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/bestaat-niet');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmijn-investeringen$/);
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Onderhoud' })).toBeVisible();
});

test('an anonymous visitor reaches a calculator from the login page and the footer', async ({
  page,
}) => {
  await page.goto('/login');
  const calculators = page
    .getByRole('main')
    .getByRole('list', { name: 'Berekenen zonder account' });
  await calculators.getByRole('link', { name: 'Lijfrente opbouwen' }).click();
  await expect(page).toHaveURL(/\/berekenen\/lijfrente-opbouwen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lijfrente opbouwen' })).toBeVisible();

  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Berekenen zonder account' })
    .getByRole('link', { name: 'Bedrag beleggen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrag beleggen' })).toBeVisible();
});
