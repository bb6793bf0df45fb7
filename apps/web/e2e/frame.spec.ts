import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

test('the cookie banner closes with Sluit melding and remembers it for 365 days', async ({
  page,
}) => {
  await page.goto('/login');
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Sluit melding' }).click();
  await expect(banner).toBeHidden();

  const cookie = (await page.context().cookies()).find((c) => c.name === 'hasCookie');
  expect(cookie).toBeDefined();
  const daysValid = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysValid).toBeGreaterThan(364);
  expect(daysValid).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
});

test('an ad-click parameter sets the cookie silently', async ({ page }) => {
  await page.goto('/login?gclid=test-click-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'hasCookie'))
    .toBe(true);
});

test('the footer shows the brand, the year, the build version and new-tab links', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/contact');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Beleggersportaal Vastgoed`);
  await expect(footer).toContainText('20250709.2');
  for (const name of ['Privacy- en cookieverklaring', 'Disclaimer']) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page).toHaveTitle('Beleggersportaal Vastgoed');
  expect(logged.some((line) => line.includes('20250709.2'))).toBe(true);
});

test('the test page shows the build, the environment and a healthy API', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Testpagina' })).toBeVisible();
  await expect(page.getByRole('main').getByText('20250709.2')).toBeVisible();
  await expect(page.getByText('vastgoed', { exact: true })).toBeVisible();
  await expect(page.getByText('Bereikbaar').first()).toBeVisible();
});

test('no file a page loads is missing, /favicon.ico included', async ({ page, baseURL }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const ours = url.origin === new URL(baseURL ?? page.url()).origin;
    if (ours && !url.pathname.startsWith('/api/') && response.status() >= 400) {
      missing.push(`${response.status()} ${url.pathname}`);
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('link[rel="icon"][data-favicon="vastgoed"]').first()).toBeAttached();

  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  expect(missing).toEqual([]);
});

for (const path of ['/login', '/account-aanmaken', '/contact', '/wachtwoord-vergeten', '/about']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

for (const width of [1280, 375]) {
  test(`the footer says plainly that payments and mandates are simulated on the sandbox, ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    const notice = page
      .getByRole('contentinfo')
      .getByText(
        'Testomgeving: betalingen en machtigingen zijn gesimuleerd; er wordt geen echt geld afgeschreven.',
      );
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolations(page);
  });
}
