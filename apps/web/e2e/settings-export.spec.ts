import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Mijn gegevens downloaden (issue 20, AVG art. 15 and 20): the demo investor gives the password
 * again on persoonlijke-informatie and the browser downloads mijn-gegevens-<date>.zip, a ZIP
 * holding gegevens.json; on a desktop and at 375 px, axe on the page.
 */
const PAGE = '/mijn-instellingen/persoonlijke-informatie';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 800 },
]) {
  test(`the investor downloads all their data as a ZIP (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent(PAGE)}`);
    await logIn(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    const section = page.getByRole('region', { name: 'Mijn gegevens downloaden' });
    await expect(section).toContainText('AVG artikel 15 en 20');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // Without the password nothing starts.
    await section.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
    await expect(
      section.getByText('Vul uw wachtwoord in om uw gegevens te downloaden.').first(),
    ).toBeVisible();

    await section.getByLabel('Uw wachtwoord').fill(DEMO_INVESTOR.password);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Mijn gegevens downloaden' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    // A ZIP (local file header) whose central directory names gegevens.json (names are stored
    // uncompressed) and ends with the end-of-central-directory record.
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.includes(Buffer.from('gegevens.json'))).toBe(true);
    expect(zip.includes(Buffer.from('PK\u0005\u0006', 'latin1'))).toBe(true);
    await expect(section.getByRole('status')).toContainText('Uw download is gestart');
    await expectNoSeriousA11yViolations(page);
  });
}
