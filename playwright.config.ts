import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

/** The spec that changes the demo data for good (it pays the unpaid contract). */
const PAYING_SPEC = /payments\.spec\.ts$/;
/**
 * The add-investment stories that make contracts for good: the new investor's first contract
 * (other specs expect them to have none) and unpaid ones for the demo investor and their child
 * (the payment story expects the American contract to be the only unpaid one).
 */
const NEW_CONTRACT_SPECS =
  /(investment-new-investor|investment-flow-applicant|refresh-and-offer)\.spec\.ts$/;

/**
 * The stories that change the demo investor's own contracts (wijzigen, bijstorten, verkopen):
 * after every other spec, which expect the demo data as seeded.
 */
const OWN_CONTRACT_SPECS = /(contract-changes|contract-top-up|contract-sell)\.spec\.ts$/;

/** The settings stories (Mijn instellingen) that change the demo investor's own data. */
const SETTINGS_SPECS = /settings-[a-z-]+\.spec\.ts$/;
/**
 * The stories that change how the demo investor logs in (a new password, two-step
 * verification): last of all, since every other spec logs in with the seeded password.
 */
const ACCOUNT_SECURITY_SPECS = /account-security[a-z-]*\.spec\.ts$/;
/** The administrator's pages (issue 21): after the rest, as the administrator. */
const ADMIN_SPECS = /admin-[a-z-]+\.spec\.ts$/;

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/**
 * The Chromium that `scripts/ensure-chromium.mjs` (run by `npm run test:e2e`) found or installed:
 * CHROMIUM_PATH, a system Chromium (Debian's), or Playwright's own cache.
 */
function chromiumPath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error('No Chromium for the browser tests: run `node scripts/ensure-chromium.mjs`.');
  }
  return found.path;
}

/**
 * Browser tests drive the production build served by the real server on a fresh embedded
 * database with demo data.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The server counts logins per client address (20 per 15 minutes). The specs of this project
    // come as one visitor behind a proxy (TRUST_PROXY=1 below), the payment story as another
    // (its own browser context, straight from 127.0.0.1), so the suite's logins fit the limit
    // the auth specs check.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.10' } },
      testIgnore: [
        PAYING_SPEC,
        NEW_CONTRACT_SPECS,
        OWN_CONTRACT_SPECS,
        SETTINGS_SPECS,
        ACCOUNT_SECURITY_SPECS,
        ADMIN_SPECS,
      ],
    },
    // The payment story pays the demo investor's one unpaid contract: on the shared database it
    // runs after every other spec, which expect that contract still unpaid. Alone:
    // `npx playwright test apps/web/e2e/payments.spec.ts --no-deps`.
    {
      name: 'payments',
      use: { ...devices['Desktop Chrome'] },
      testMatch: PAYING_SPEC,
      dependencies: ['chromium'],
    },
    // The stories that add contracts run last, as a third visitor. Alone:
    // `npx playwright test apps/web/e2e/<spec> --project new-contracts --no-deps`.
    {
      name: 'new-contracts',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.20' } },
      testMatch: NEW_CONTRACT_SPECS,
      dependencies: ['payments'],
    },
    // The stories that change the demo investor's contracts run after those, as a fourth
    // visitor. Alone: `npx playwright test apps/web/e2e/<spec> --project own-contracts --no-deps`.
    {
      name: 'own-contracts',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.30' } },
      testMatch: OWN_CONTRACT_SPECS,
      dependencies: ['new-contracts'],
    },
    // Mijn instellingen: personal information, relations and the data export, as a fifth visitor.
    {
      name: 'settings',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.40' } },
      testMatch: SETTINGS_SPECS,
      dependencies: ['own-contracts'],
    },
    // The administrator's investors table, an investor's detail and viewing the portal as the
    // demo investor (who logs in too, to see the view), as a sixth visitor: before the demo
    // investor's password and two-step verification change.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.60' } },
      testMatch: ADMIN_SPECS,
      dependencies: ['settings'],
    },
    // A new password and two-step verification for the demo investor, last, as a seventh visitor.
    {
      name: 'account-security',
      use: { ...devices['Desktop Chrome'], extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.50' } },
      testMatch: ACCOUNT_SECURITY_SPECS,
      dependencies: ['admin'],
    },
  ],
  webServer: {
    command: 'node apps/web/e2e/start-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      E2E_DATA_DIR: 'test-results/e2e-data',
      TRUST_PROXY: '1',
    },
  },
});
