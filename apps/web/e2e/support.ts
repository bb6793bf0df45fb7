import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const DEMO_INVESTOR = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };
export const DEMO_NEW_USER = { email: 'nieuw@example.com', password: 'Nieuw-demo-2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
export const DEMO_ADMIN2 = { email: 'admin2@example.com', password: 'Admin2-demo-2026' };

const mailDir = resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'mail');

export async function logIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link to `path` in the newest mail to `recipient`, as the server wrote it to disk. */
export async function linkFromMail(recipient: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[A-Za-z0-9_-]+`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailDir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const text = decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8'));
          if (!text.toLowerCase().includes(recipient.toLowerCase())) continue;
          const match = pattern.exec(text);
          if (match) {
            found = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `mail to ${recipient} with a ${path} link`, timeout: 10_000 },
    )
    .toBe(true);
  return found ?? '';
}
