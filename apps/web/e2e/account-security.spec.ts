import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Wachtwoord en beveiliging (issue 20): the demo investor changes the password while logged in
 * elsewhere too (that session ends), logs in with the new one; turns on two-step verification
 * with the secret the page shows, logs in with a code computed from it, then with a recovery
 * code. Changes how the demo investor logs in for good: project `account-security`, last.
 */

const NEW_PASSWORD = 'Nieuw-Wachtwoord-2027';
const WACHTWOORD = '/mijn-instellingen/wachtwoord';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

test.describe.configure({ mode: 'serial' });

let secret = '';
let recoveryCodes: string[] = [];

async function loggedInPage(browser: Browser, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, { email: DEMO_INVESTOR.email, password });
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A code of the next time step: the code that turned it on may have used this one. */
async function nextCode(): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a new password ends the other session; the new one logs in', async ({ browser }) => {
  const page = await loggedInPage(browser, DEMO_INVESTOR.password);
  const other = await loggedInPage(browser, DEMO_INVESTOR.password);

  await page.goto(WACHTWOORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachtwoord en beveiliging');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
  await form.getByLabel('Huidig wachtwoord').fill(DEMO_INVESTOR.password);
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('');

  // The other browser's session has ended: its next page asks to log in.
  await other.goto('/mijn-vastgoed');
  await expect(other).toHaveURL(/\/login/);
  await logIn(other, { email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password });
  await expect(other.getByText('Het e-mailadres of wachtwoord is onjuist.')).toBeVisible();
  await other.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Inloggen' }).click();
  await expect(other).toHaveURL(/\/mijn-vastgoed/);
  // This browser is still logged in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachtwoord en beveiliging');
  await other.context().close();
  await page.context().close();
});

test('turns on two-step verification and logs in with a code, then a recovery code', async ({
  browser,
}) => {
  const page = await loggedInPage(browser, NEW_PASSWORD);
  await page.goto(WACHTWOORD);
  const section = page.getByRole('region', { name: 'Tweestapsverificatie' });
  await section.getByRole('button', { name: 'Aanzetten' }).click();
  await expect(section.getByRole('img', { name: /QR-code/ })).toBeVisible();
  secret = (await section.locator('.two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // The setup at phone width: nothing scrolls sideways, axe finds nothing serious.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('tweestaps-375.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);

  await section.getByLabel('Code uit uw authenticator-app').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Code bevestigen' }).click();
  const list = section.getByRole('list', { name: 'Herstelcodes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Ik heb mijn herstelcodes bewaard' }).click();
  await expect(section).toContainText('Tweestapsverificatie staat aan.');
  await page.context().close();

  // A new browser: the password, then the code from the app.
  const withCode = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await withCode.goto('/login');
  await logIn(withCode, { email: DEMO_INVESTOR.email, password: NEW_PASSWORD });
  await expect(withCode.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  await expectNoSeriousA11yViolations(withCode);
  await withCode.getByLabel('Code uit uw authenticator-app').fill(await nextCode());
  await withCode.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(withCode).not.toHaveURL(/\/login/);
  await withCode.context().close();

  // And one with a recovery code instead: it works once, and says how many are left.
  const withRecovery = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await withRecovery.goto('/login');
  await logIn(withRecovery, { email: DEMO_INVESTOR.email, password: NEW_PASSWORD });
  await withRecovery.getByRole('button', { name: 'Gebruik een herstelcode' }).click();
  await withRecovery.getByLabel('Herstelcode').fill(recoveryCodes[0] ?? '');
  await withRecovery.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(
    withRecovery.getByText('U heeft nog 9 herstelcodes.', { exact: true }),
  ).toBeVisible();
  await expect(withRecovery).not.toHaveURL(/\/login/);
  await withRecovery.context().close();
});
