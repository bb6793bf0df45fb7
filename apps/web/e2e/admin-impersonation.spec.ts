import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { DEMO_ADMIN, DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Viewing the portal as an investor (issue 21): the admin finds the demo investor (by e-mail: the
 * add-investment stories before this one rename J. de Vries through an application), starts viewing with
 * a reason, sees the investor's portal with the banner, is refused a change, stops, lands on
 * /admin and finds the entry in the audit log; the investor then sees the view under "Wie heeft
 * mijn gegevens bekeken". Axe on the banner page and the audit log, desktop and 375 px.
 * Alone: `npx playwright test apps/web/e2e/admin-impersonation.spec.ts --project admin --no-deps`.
 * SHOTS_DIR=/tmp/shots saves screenshots of the banner, the dialogs, the audit log and the views.
 */
const FORWARDED_FOR = '192.0.2.60';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function investorSeesTheView(
  browser: Browser,
  baseURL: string,
  reason: string,
  viewport: { width: number; height: number },
  tag: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': FORWARDED_FOR },
  });
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fmijn-instellingen%2Fpersoonlijke-informatie');
  await logIn(page, DEMO_INVESTOR);
  const views = page.locator('section', {
    has: page.getByRole('heading', { name: 'Wie heeft mijn gegevens bekeken' }),
  });
  await expect(views.getByText(reason)).toBeVisible();
  await expect(views).toContainText('Gestopt door de beheerder');
  const code = page.locator('section', {
    has: page.getByRole('heading', { name: 'Toestemmingscode' }),
  });
  await code.getByRole('button', { name: 'Code aanmaken' }).click();
  await expect(code.getByText(/^\d{6}$/)).toBeVisible();
  await expect(code).toContainText('één keer te gebruiken');
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page, viewport.width);
  await shot(page, `views-${tag}`);
  await context.close();
}

for (const viewport of [
  { name: 'desktop', tag: 'desktop', width: 1280, height: 800 },
  { name: '375 px', tag: '375', width: 375, height: 800 },
]) {
  test(`the admin views the demo investor's portal with a reason, and it is recorded (${viewport.name})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const reason = `Vraag over de jaaropgave (${viewport.tag}, ${Date.now()})`;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/login?redirect=%2Fadmin');
    await logIn(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Beleggers' })).toBeVisible();
    await page.getByRole('searchbox').fill(DEMO_INVESTOR.email);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByText('1–1 van 1')).toBeVisible();
    const link = page.getByRole('table', { name: 'Beleggers' }).getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    expect(name).toMatch(/\S/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Start: the reason is required.
    await page.getByRole('button', { name: 'Bekijken als deze belegger' }).click();
    const dialog = page.getByRole('dialog', { name: `Bekijken als ${name}` });
    await dialog.getByRole('button', { name: 'Bekijken' }).click();
    await expect(
      dialog.getByText('Vul de reden in waarom u het portaal van deze belegger wilt bekijken.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reden' }).fill(reason);
    await shot(page, `start-dialog-${viewport.tag}`);
    await dialog.getByRole('button', { name: 'Bekijken' }).click();

    // The investor's portal, with the banner.
    await expect(page).toHaveURL(/\/mijn-investeringen$/);
    const banner = page.getByRole('region', { name: 'Weergave als belegger' });
    await expect(banner).toContainText(`U bekijkt het portaal als ${name}`);
    await expect(banner).toContainText(/Alleen bekijken, tot \d\d:\d\d/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, viewport.width);
    await shot(page, `banner-${viewport.tag}`);

    // Mijn vastgoed as the investor sees it; the view survives a reload (it is the server's).
    await page.goto('/mijn-vastgoed');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn vastgoed' })).toBeVisible();
    await expect(banner).toContainText(`U bekijkt het portaal als ${name}`);

    // The code dialog opens and closes (the investor is not on the line here).
    await banner.getByRole('button', { name: 'Namens de belegger handelen' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Namens de belegger handelen' });
    await expect(codeDialog.getByLabel('Toestemmingscode')).toBeFocused();
    await codeDialog.getByLabel('Toestemmingscode').fill('000000');
    await codeDialog.getByRole('button', { name: 'Code controleren' }).click();
    await expect(codeDialog.getByRole('alert')).toContainText('Toestemmingscode');
    await shot(page, `code-dialog-${viewport.tag}`);
    await codeDialog.getByRole('button', { name: 'Annuleren' }).click();

    // A change is refused, in Dutch, where the form shows its errors.
    await page.goto('/mijn-instellingen/persoonlijke-informatie');
    await expect(banner).toBeVisible();
    const details = page.locator('section', {
      has: page.getByRole('heading', { name: 'Uw gegevens' }),
    });
    const username = details.getByLabel('Gebruikersnaam');
    await username.fill(`${(await username.inputValue()) || 'Jan'}x`);
    await details.getByRole('button', { name: 'Gegevens opslaan' }).click();
    const summary = details.getByRole('alert');
    await expect(summary).toContainText('Uw gegevens zijn niet opgeslagen');
    await expect(summary).toContainText(`U bekijkt het portaal als ${name}: alleen bekijken.`);
    await expect(page.getByRole('heading', { name: 'Toestemmingscode' })).toHaveCount(0);

    // Stop: back to /admin as the admin.
    await banner.getByRole('button', { name: 'Stoppen' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beleggers' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The audit log shows the entry with its reason and requests.
    await page
      .getByRole('navigation', { name: 'Beheer' })
      .getByRole('link', { name: 'Auditlog' })
      .click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const entry = page.getByRole('listitem').filter({ hasText: reason });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Gestopt door de beheerder');
    await entry.getByText(/^Verzoeken \(\d+\)$/).click();
    await expect(entry.getByText('/api/relations/me').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, viewport.width);
    await shot(page, `audit-${viewport.tag}`);

    await investorSeesTheView(browser, baseURL ?? '', reason, viewport, viewport.tag);
  });
}
