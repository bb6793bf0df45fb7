import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/** A common phone, and the narrowest screen we promise to fit. */
const PHONE = { width: 375, height: 800 };
const NARROWEST = 320;
/** The page's own content starts right under the header (~130 px), not under the menu. */
const CONTENT_TOP_LIMIT = 200;

test.use({ viewport: PHONE });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Nothing scrolls the whole page sideways, on the phone and on the narrowest screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of [PHONE.width, NARROWEST]) {
    await page.setViewportSize({ width, height: PHONE.height });
    expect(await pageWidth(page), `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(PHONE);
}

async function expectNearTheTop(page: Page, heading: Locator): Promise<void> {
  const box = await heading.boundingBox();
  expect(box?.y ?? Infinity, `the h1 of ${page.url()}`).toBeLessThan(CONTENT_TOP_LIMIT);
}

/** Every loading state has made way for what it waited for (faster than waiting for idle). */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.locator('.state-loading, .page-loading, .loading-overlay')).toHaveCount(0);
}

/** The page's h1 in the first screen, no sideways scrolling, and axe finds nothing serious. */
async function expectFitsThePhone(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expectLoaded(page);
  await expectNearTheTop(page, heading);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/**
 * The roles Chromium itself exposes (its accessibility tree, not what the DOM suggests) for a
 * table: its own role and how many column headers and cells it holds.
 */
async function chromiumTableRoles(table: Locator) {
  const page = table.page();
  await table.evaluate((element) => element.setAttribute('data-ax-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-ax-probe]',
    });
    const own = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const count = async (role: string) =>
      (await cdp.send('Accessibility.queryAXTree', { nodeId, role })).nodes.length;
    return {
      role: own.nodes[0]?.role?.value,
      columnheaders: await count('columnheader'),
      cells: await count('cell'),
    };
  } finally {
    await cdp.detach();
    await table.evaluate((element) => element.removeAttribute('data-ax-probe'));
  }
}

/** A stacked table: no scrolling, a "label value" line per cell, and still a table to AT. */
async function expectStackedTable(page: Page, name: string | RegExp, columns: number) {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  const region = page.getByRole('region', { name });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The column headers are out of sight; each value has its column's name beside it.
  await expect(table.locator('thead')).not.toBeInViewport();
  const labels = await table
    .locator('tbody tr')
    .first()
    .locator('td[data-label]')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).not.toBe('none');
  const roles = await chromiumTableRoles(table);
  expect(roles.role).toBe('table');
  expect(roles.columnheaders).toBe(columns);
  expect(roles.cells).toBeGreaterThan(0);
}

/** A table that keeps its columns scrolls inside its own named, focusable region. */
async function expectScrollingTable(page: Page, name: string | RegExp) {
  const region = page.getByRole('region', { name });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('table', { name })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

test('every page for visitors fits a phone', async ({ page }) => {
  test.slow();
  const pages: [string, string][] = [
    ['/login', 'Inloggen'],
    ['/account-aanmaken', 'Account aanmaken'],
    ['/wachtwoord-vergeten', 'Wachtwoord vergeten'],
    ['/wachtwoord-reset?token=onbekend', 'Nieuw wachtwoord instellen'],
    ['/account-bevestigen?token=onbekend', 'Account bevestigen'],
    ['/contact', 'Contact'],
    ['/about', 'Over Beleggersportaal'],
    ['/maintenance', 'Onderhoud'],
    ['/test', 'Testpagina'],
    ['/berekenen/bedrag-beleggen', 'Bedrag beleggen'],
    ['/berekenen/lijfrente-opbouwen', 'Lijfrente opbouwen'],
    ['/berekenen/lijfrente-uitkeren', 'Lijfrente uitkeren'],
  ];
  for (const [path, title] of pages) {
    await expectFitsThePhone(page, path, title);
    // Logged out there is no side menu, so no button for it.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  }
});

test('the side menu folds behind Menu on a phone and stays open on a desktop', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });

  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expectNearTheTop(page, page.getByRole('heading', { level: 1, name: 'Mijn vastgoed' }));

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await button.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mijn vastgoed' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Nederlands vastgoed' }).click();
  await expect(page).toHaveURL(/\/nederlands-vastgoed$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Nederlands vastgoed' });
  await expect(heading).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main')).toBeFocused();
  await expectNearTheTop(page, heading);

  // A desktop shows the menu beside the page, without a button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeVisible();
  await expect(button).toBeHidden();
  const menuBox = await menu.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(menuBox && headingBox && menuBox.x + menuBox.width <= headingBox.x).toBe(true);
  await menu.getByRole('link', { name: 'Mijn vastgoed' }).click();
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  await expect(menu).toBeVisible();
});

interface Summary {
  ContractID: number;
  Status: 'wacht-op-betaling' | 'actief' | 'verkocht';
}

function firstOfNextMonth(): string {
  const today = new Date();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** The two saved calculations whose result pages hold tables, made through the API. */
async function saveCalculations(page: Page): Promise<void> {
  const common = {
    periodicDeposit: '0',
    chosenRiskProfile: 'NVT',
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    funds: [],
  };
  const requests = [
    {
      ...common,
      productCode: 'SUL',
      initialDeposit: '25000.00',
      periodicDeposit: '200.00',
      birthdate: '1980-06-15',
      duration: 67,
      durationType: 'leeftijd',
      chosenRiskProfile: 'neutraal',
      start: firstOfNextMonth(),
      description: 'Telefoon opbouw',
    },
    {
      ...common,
      productCode: 'SDIL',
      initialDeposit: '150000.00',
      birthdate: '1960-03-10',
      duration: 20,
      uitkeringsTermijnCode: 'Geen',
      polisVoorwaardeCode: 'SDIL2014',
      start: '2027-04-01',
      description: 'Telefoon uitkering',
    },
  ];
  for (const data of requests) {
    const response = await page.request.post('/api/calculation', { data });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** From Mijn berekeningen (a stacked table with buttons) to a saved calculation's result. */
async function openSaved(page: Page, description: string): Promise<void> {
  const row = page
    .getByRole('table', { name: 'Uw bewaarde berekeningen' })
    .getByRole('row', { name: new RegExp(`^${description}`) });
  await row
    .first()
    .getByRole('button', { name: /^Openen\b/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultaat', exact: true }),
  ).toBeVisible();
  await expectLoaded(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** Issue 17: every page an investor may use, from the menu (on a phone: Menu, then the link). */
const MENU_PAGES = [
  ['Mijn investeringen', '/mijn-investeringen'],
  ['Betaling afronden', '/mijn-betaling-afronden'],
  ['Fondsen', '/fondsen-tabel'],
  ['Amerikaans vastgoed', '/amerikaans-vastgoed'],
  ['Leningenfonds', '/leningenfonds'],
  ['Mijn berekeningen', '/mijn-berekeningen'],
  ['Lijfrente uitkeren', '/berekenen/lijfrente-uitkeren'],
  ['Mijn instellingen', '/mijn-instellingen/persoonlijke-informatie'],
] as const;

// A visitor of its own: the server allows 20 logins per address per 15 minutes, and the
// chromium project's other specs log in as 192.0.2.10 (playwright.config.ts).
test.describe('the menu', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.50' } });

  test('every investor page is two clicks away in the menu, on a phone and a desktop', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/mijn-vastgoed$/);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    for (const [name, path] of MENU_PAGES) {
      // The settings pages have no side menu: start each round from the overview.
      if (!(await button.isVisible())) await page.goto('/mijn-vastgoed');
      // A page still settling may move to a new location, which closes the menu: wait for it.
      await expectLoaded(page);
      // A late change of location (the overview settling after the login) closes the menu
      // again: open it until the link can be followed.
      await expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        await menu
          .getByRole('link', { name, exact: name !== 'Betaling afronden' })
          .click({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mijn-vastgoed');
    for (const [name, path] of MENU_PAGES) {
      const link = menu.getByRole('link', { name, exact: name !== 'Betaling afronden' });
      await expect(link).toHaveAttribute('href', path);
      await expect(link).toBeVisible();
    }
  });
});

test('every page of a logged-in investor fits a phone, tables included', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  const summaries = (await (
    await page.request.get('/api/contracts/summaries')
  ).json()) as Summary[];
  const idOf = (status: Summary['Status']) =>
    summaries.find((summary) => summary.Status === status)?.ContractID ?? 0;
  const active = `/contractbeheer/${idOf('actief')}`;
  const unpaid = `/contractbeheer/${idOf('wacht-op-betaling')}`;

  const pages: [string, string][] = [
    ['/mijn-vastgoed', 'Mijn vastgoed'],
    ['/mijn-investeringen', 'Mijn investeringen'],
    ['/fondsen-tabel', 'Fondsenoverzicht'],
    ['/nederlands-vastgoed', 'Nederlands vastgoed'],
    ['/duits-vastgoed', 'Duits vastgoed'],
    ['/amerikaans-vastgoed', 'Amerikaans vastgoed'],
    ['/leningenfonds', 'Leningenfonds'],
    ['/twikey-result', 'Resultaat incassomachtiging'],
    ['/ideal-result', 'Resultaat iDEAL-betaling'],
    ['/synvest-ideal-result', 'Resultaat iDEAL-betaling'],
    ['/mijn-instellingen/persoonlijke-informatie', 'Persoonlijke informatie'],
    ['/mijn-instellingen/overige-relaties', 'Overige relaties'],
    ['/mijn-instellingen/wachtwoord', 'Wachtwoord en beveiliging'],
    [`${active}/gegevens`, 'Contractgegevens'],
    [`${active}/historie`, 'Historie'],
    [`${active}/wijzigen`, 'Contract wijzigen'],
    [`${active}/bijstorten`, 'Bijstorten'],
    [`${active}/verkopen`, 'Verkopen'],
    [`${unpaid}/gegevens`, 'Contractgegevens'],
    [`/contractbeheer/${idOf('verkocht')}/verkocht`, 'Verkocht'],
  ];
  for (const [path, title] of pages) await expectFitsThePhone(page, path, title);

  await expectFitsThePhone(page, `${active}/transacties`, 'Transacties');
  await expectStackedTable(page, /^Transacties/, 6);
  await expectFitsThePhone(page, `${active}/documenten`, 'Documenten');
  await expectStackedTable(page, 'Documenten bij dit contract', 4);
  await expectFitsThePhone(page, '/mijn-betaling-afronden', 'Betaling afronden');
  await expectStackedTable(page, 'Contracten waarvan de betaling nog niet is afgerond', 5);

  await expectFitsThePhone(page, `${active}/rendement`, 'Rendement');
  await page.getByText('Toon de cijfers als tabel').click();
  await expectScrollingTable(page, 'Waarde en inleg per maand');

  await saveCalculations(page);
  await expectFitsThePhone(page, '/mijn-berekeningen', 'Mijn berekeningen');
  await expectStackedTable(page, 'Uw bewaarde berekeningen', 4);
  await openSaved(page, 'Telefoon opbouw');
  await expectStackedTable(page, 'Waarde aan het eind van elk jaar', 6);
  await page.getByText('Uitgangspunten van de berekening').click();
  await expectStackedTable(page, 'De fondsen en wat wij per fonds aannemen', 6);

  await page.goto('/mijn-berekeningen');
  await openSaved(page, 'Telefoon uitkering');
  await page.getByText(/^Uitkeringsschema \(/).click();
  await expectStackedTable(page, 'Uitkeringsschema', 5);
});

test('the admin pages fit a phone', async ({ page }) => {
  await page.goto('/login?redirect=%2Fadmin');
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expectFitsThePhone(page, '/admin', 'Beleggers');
  // The admin pages have no side menu, so no button for it.
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expectFitsThePhone(page, '/admin/audit', 'Auditlog');
  await expectFitsThePhone(page, '/admin/audit/backoffice', 'Auditlog');
  await expectFitsThePhone(page, '/admin/koersen', 'Koersen');
  await expectFitsThePhone(page, '/admin/uitkeringen', 'Uitkeringen');
  await expectFitsThePhone(page, '/admin/uitbetalingen', 'Uitbetalingen');
  await expectFitsThePhone(page, '/admin/taken', 'Taken');
});
