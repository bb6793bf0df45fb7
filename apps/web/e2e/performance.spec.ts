import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const FIRST_PAGE_BUDGET_BYTES = 150 * 1024;

test('the login page, the first page a visitor sees, stays under 150 KB of gzipped JavaScript', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, [...scripts.keys()].join('\n')).toBeLessThan(FIRST_PAGE_BUDGET_BYTES);
});

test.describe('the first frame, before any script has run', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows the brand and the cookie notice without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/berekenen/bedrag-beleggen');
      await expect(page.locator('.brand-link')).toHaveText('Beleggersportaal Vastgoed');
      await expect(page.getByText('Dit portaal gebruikt cookies.')).toBeInViewport();
      await expect(page.locator('#root > .app')).toHaveAttribute('inert', '');
    } finally {
      await context.close();
    }
  });

  test('gives way to the app without moving anything, and stays away once closed', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/berekenen/bedrag-beleggen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.locator('.cookie-banner')).toHaveCount(1);

    await page.getByRole('button', { name: 'Sluit melding' }).click();
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
    const html = await page.evaluate(() => fetch(window.location.href).then((r) => r.text()));
    expect(html).toContain('Beleggersportaal Vastgoed');
    expect(html).not.toContain('cookie-banner');
  });
});
