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
