import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * wijzigen/{option} on the demo investor's contract with a monthly deposit (NL-2019-001234):
 * raise the amount and see it among the coming collections, pause it; on a phone the same, and
 * every page of the options passes axe. Runs in the own-contracts project: it changes demo data.
 */
const CONTRACT = 1001;
const SHOTS = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function openLoggedIn(page: Page, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function loaded(page: Page) {
  await expect(page.locator('.state-loading, .page-loading, .loading-overlay')).toHaveCount(0);
}

const comingCollections = (page: Page) => page.getByRole('list', { name: "Komende incasso's" });

/** A pause left by an earlier run (a retry) is ended first, so the story starts the same. */
async function resumeIfPaused(page: Page) {
  const resume = page.getByRole('radio', { name: 'Pauze beëindigen en weer laten incasseren' });
  if ((await resume.count()) === 0) return;
  await resume.check();
  await page.getByRole('button', { name: 'Wijziging doorgeven' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Uw wijziging is doorgegeven' }),
  ).toBeVisible();
}

/** Raises the monthly deposit by € 25 and checks the coming collections show the new amount. */
async function raise(page: Page): Promise<string> {
  const amount = page.getByLabel('Nieuw bedrag per maand');
  const current = Number((await amount.inputValue()).replace(/\./g, '').replace(',', '.'));
  const raised = `${current + 25},00`;
  await amount.fill(raised);
  const whatIf = page.getByRole('region', { name: /Wat als/ });
  await expect(whatIf).toContainText(`€ ${current + 25},00 per maand`);
  await expect(whatIf).toContainText('schatting');
  await page.getByRole('button', { name: 'Wijziging doorgeven' }).click();
  await expect(page.getByRole('status')).toContainText('Uw wijziging is doorgegeven');
  await expect(comingCollections(page)).toContainText(`€ ${current + 25},00`);
  return raised;
}

async function pause(page: Page) {
  await page.getByRole('radio', { name: 'Tijdelijk pauzeren (1 tot 12 maanden)' }).check();
  await page.getByLabel('Hoe lang pauzeren?').selectOption('2');
  await page.getByRole('button', { name: 'Wijziging doorgeven' }).click();
  await expect(
    page.getByText(/Uw wijziging is doorgegeven: maandelijkse inleg gepauzeerd/),
  ).toBeVisible();
  await expect(comingCollections(page)).toContainText('gepauzeerd: geen incasso');
  await expect(page.getByText('Gepauzeerd', { exact: true })).toBeVisible();
}

test('raises the monthly deposit from the gegevens tab, sees the next collections, pauses it', async ({
  page,
}) => {
  await openLoggedIn(page, `/contractbeheer/${CONTRACT}/gegevens`);
  await page.getByRole('link', { name: 'Maandinleg wijzigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maandinleg wijzigen' })).toBeVisible();
  await loaded(page);
  await resumeIfPaused(page);
  await expect(page.getByText('Uiterste wijzigingsdatum', { exact: true })).toBeVisible();
  await expect(page.getByText('Volgende incasso', { exact: true })).toBeVisible();
  await expect(page.getByText(/geldt zij vanaf de incasso van de maand\s+erna/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const raised = await raise(page);
  await page.screenshot({ path: `${SHOTS}/wijzigen-maandinleg-desktop.png`, fullPage: true });
  await pause(page);
  await expectNoSeriousA11yViolations(page);

  // Visible at once on the gegevens tab, in the contract's own monthly-deposit field (the
  // pending change and the estimate, once loaded, say the amount too).
  await page.getByRole('link', { name: 'Gegevens' }).click();
  await expect(
    page.getByRole('definition').filter({ hasText: `€ ${raised} per maand` }),
  ).toBeVisible();

  for (const option of ['', '/omschrijving', '/tegenrekening']) {
    await page.goto(`/contractbeheer/${CONTRACT}/wijzigen${option}`);
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const name = option === '' ? 'keuze' : option.slice(1);
    await page.screenshot({ path: `${SHOTS}/wijzigen-${name}-desktop.png`, fullPage: true });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the same story fits the phone, and every option page passes axe', async ({ page }) => {
    await openLoggedIn(page, `/contractbeheer/${CONTRACT}/wijzigen`);
    await loaded(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/wijzigen-keuze-phone.png`, fullPage: true });
    await page.getByRole('link', { name: 'Maandinleg', exact: true }).click();
    await loaded(page);
    await resumeIfPaused(page);
    await raise(page);
    await page.screenshot({ path: `${SHOTS}/wijzigen-maandinleg-phone.png`, fullPage: true });
    await pause(page);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    for (const option of ['omschrijving', 'tegenrekening']) {
      await page.goto(`/contractbeheer/${CONTRACT}/wijzigen/${option}`);
      await loaded(page);
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await page.screenshot({ path: `${SHOTS}/wijzigen-${option}-phone.png`, fullPage: true });
    }
  });
});
