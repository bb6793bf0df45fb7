import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const DEMO_INVESTOR = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };
export const DEMO_NEW_USER = { email: 'nieuw@example.com', password: 'Nieuw-demo-2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
export const DEMO_ADMIN2 = { email: 'admin2@example.com', password: 'Admin2-demo-2026' };

/** A new browser context logged in as `account` (the login page, as a person would). */
export async function loggedInContext(
  browser: Browser,
  account: { email: string; password: string },
  baseURL: string,
  options: BrowserContextOptions,
) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

/** The month ends after `after` up to and including `upTo` (ISO dates). */
export function monthEndsBetween(after: string, upTo: string): string[] {
  const ends: string[] = [];
  const [year, month] = after.split('-').map(Number) as [number, number];
  for (let index = month; ; index += 1) {
    const end = new Date(Date.UTC(year, index + 1, 0)).toISOString().slice(0, 10);
    if (end > upTo) return ends;
    ends.push(end);
  }
}

/** Today in Europe/Amsterdam as YYYY-MM-DD: the date the app and the server reason with. */
export const todayInAmsterdam = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** "2026-11-30" → "30 november 2026", as the app writes a date out (not with the app's code). */
export const longDutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * Publishes the fund's NAVs under four eyes (issue 22) through the API: the first demo admin
 * proposes every month end missing after the last published NAV up to `upTo` (one CSV, with
 * `nav` for each), the second approves them in order. Does nothing when `upTo` is published.
 */
export async function publishNavs(
  browser: Browser,
  {
    baseURL,
    contextOptions = {},
    fundId,
    upTo,
    nav,
    reason = 'Koers van de browsertest',
  }: {
    baseURL: string;
    contextOptions?: BrowserContextOptions;
    fundId: number;
    upTo: string;
    nav: string;
    reason?: string;
  },
): Promise<void> {
  const maker = await loggedInContext(browser, DEMO_ADMIN, baseURL, contextOptions);
  const listed = (await (await maker.page.request.get('/api/admin/prices')).json()) as {
    funds: { id: number; code: string; navs: { valuationDate: string }[] }[];
  };
  const fund = listed.funds.find((candidate) => candidate.id === fundId);
  if (!fund) throw new Error(`fund ${fundId} is not listed`);
  const last = fund.navs[0]?.valuationDate;
  if (!last) throw new Error(`fund ${fund.code} has no NAV yet`);
  const dates = monthEndsBetween(last, upTo);
  if (dates.length === 0) {
    await maker.context.close();
    return;
  }
  const csv = dates.map((date) => `${fund.code};${date};${nav}`).join('\n');
  const proposed = await maker.page.request.post(`/api/admin/funds/${fundId}/prices`, {
    data: { csv, reason },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { items } = (await proposed.json()) as { items: { id: string }[] };
  await maker.context.close();

  const checker = await loggedInContext(browser, DEMO_ADMIN2, baseURL, contextOptions);
  for (const item of items) {
    const approved = await checker.page.request.post(`/api/admin/prices/${item.id}/approval`, {
      data: { reason },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  await checker.context.close();
}

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
