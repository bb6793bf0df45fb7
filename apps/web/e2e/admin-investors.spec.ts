import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * The administrator's investors table (issue 21): the admin searches the demo investor's e-mail
 * address, finds them and opens the detail; axe on both pages, and nothing scrolls the page
 * sideways at 375 px; then the jobs page, the same checks. By e-mail, not by name: the add-investment stories before this one change
 * the demo investor's name through an application (J. de Vries becomes J.P. van der Berg).
 * Alone: `npx playwright test apps/web/e2e/admin-investors.spec.ts --project admin --no-deps`.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 800 },
]) {
  test(`the admin finds the demo investor and opens the detail (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/login?redirect=%2Fadmin');
    await logIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beleggers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Beleggers' });
    await expect(table).toBeVisible();

    await page.getByRole('searchbox').fill(DEMO_INVESTOR.email);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/admin\?q=belegger%40example\.com$/);
    await expect(page.getByText('1–1 van 1')).toBeVisible();
    await expect(table).toContainText(DEMO_INVESTOR.email);
    const link = table.getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    expect(name).toMatch(/\S/);
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, viewport.width);

    await link.click();
    await expect(page).toHaveURL(/\/admin\/beleggers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contracten' })).toBeVisible();
    await expect(page.getByText('NL-2019-001234', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, viewport.width);

    // Back returns to the search.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?q=belegger%40example\.com$/);
    await expect(page.getByRole('searchbox')).toHaveValue(DEMO_INVESTOR.email);

    // The jobs page (issue 22): the runs and Nu uitvoeren per job (six since antwoorden-bijwerken), nothing started here.
    await page
      .getByRole('navigation', { name: 'Beheer' })
      .getByRole('link', { name: 'Taken' })
      .click();
    await expect(page).toHaveURL(/\/admin\/taken$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Taken' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Runs van de taken' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Nu uitvoeren' })).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page, viewport.width);
  });
}
