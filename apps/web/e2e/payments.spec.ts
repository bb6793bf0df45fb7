import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * The money path through the sandbox providers, as the demo investor: the unpaid American
 * contract fails once at the bank, is paid on the retry, and leaves the unpaid lists; a mandate
 * for the Dutch contract's monthly deposit is signed. One story on one login, in order: the
 * payment changes the shared database for good, so this spec runs after all others
 * (playwright.config.ts).
 */

interface Summary {
  ContractID: number;
  Contractnummer: string;
  Omschrijving: string;
  Status: 'wacht-op-betaling' | 'actief' | 'verkocht';
  TeBetalen: string;
  HuidigeWaarde: string;
  InAfwachtingVanAankoop: string;
  Resultaat: string;
  AankoopTegenKoersVan: string | null;
}

interface Contract extends Summary {
  PeriodiekeInleg: string | null;
}

const PHONE = { width: 375, height: 800 };
const NARROWEST = 320;

const euro = (amount: string) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(Number(amount));

test.describe.configure({ mode: 'serial' });

let page: Page;
/** Result pages seen on the way, looked at again on a phone at the end. */
const visited: { path: string; title: string }[] = [];

async function openSession(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
  const opened = await context.newPage();
  await opened.goto('/login');
  await logIn(opened, DEMO_INVESTOR);
  await expect(opened).toHaveURL(/\/mijn-vastgoed$/);
  return opened;
}

async function summaries(): Promise<Summary[]> {
  const response = await page.request.get('/api/contracts/summaries');
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary[];
}

async function contracts(): Promise<Contract[]> {
  const response = await page.request.get('/api/contracts');
  expect(response.status()).toBe(200);
  return (await response.json()) as Contract[];
}

function relativeUrl(): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

test.beforeAll(async ({ browser, baseURL }) => {
  page = await openSession(browser, baseURL);
});

test.afterAll(async () => {
  await page.context().close();
});

test('a failed iDEAL payment is explained and paid again; the paid contract leaves the unpaid lists', async () => {
  test.slow();
  const unpaid = (await summaries()).filter((summary) => summary.Status === 'wacht-op-betaling');
  expect(unpaid).toHaveLength(1);
  const [american] = unpaid;
  if (!american) throw new Error('no unpaid contract in the demo data');
  expect(american.Contractnummer).toMatch(/^US-/);

  await page.goto('/mijn-betaling-afronden');
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling afronden' })).toBeVisible();
  const pay = page.getByRole('button', {
    name: `Betalen met iDEAL voor contract ${american.Contractnummer}`,
  });
  await expect(pay).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The sandbox checkout, marked as a test environment: the bank says no.
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/ideal\/checkout\//);
  await expect(page.getByText('Testomgeving', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(euro(american.TeBetalen)).first()).toBeVisible();
  const firstCheckout = page.url();
  await page.getByRole('button', { name: 'Mislukt' }).click();

  await expect(page).toHaveURL(/\/synvest-ideal-result\?betaling=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultaat iDEAL-betaling fondsbelegging' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'De betaling is niet gelukt' }),
  ).toBeVisible();
  await expect(page.getByText('Er is geen geld van uw rekening afgeschreven.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  visited.push({ path: relativeUrl(), title: 'Resultaat iDEAL-betaling fondsbelegging' });

  // Opnieuw betalen: a new payment, a new checkout; this time the bank pays.
  await page.getByRole('button', { name: 'Opnieuw betalen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/ideal\/checkout\//);
  expect(page.url()).not.toBe(firstCheckout);
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/synvest-ideal-result\?betaling=/);
  const paid = page.getByRole('heading', { level: 2, name: 'Uw betaling is ontvangen' });
  await expect(paid).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `Wij hebben uw betaling van ${euro(american.TeBetalen)} ontvangen.`,
  );
  await expect(page.getByRole('main')).toContainText(
    'tegen de koers van de eerstvolgende waarderingsdatum van het fonds',
  );
  await expect(page.getByRole('link', { name: 'Naar uw contract' })).toHaveAttribute(
    'href',
    `/contractbeheer/${american.ContractID}/gegevens`,
  );
  await expectNoSeriousA11yViolations(page);
  visited.push({ path: relativeUrl(), title: 'Resultaat iDEAL-betaling fondsbelegging' });

  // The API, the overview, the menu and Betaling afronden all know it is paid.
  const after = await summaries();
  expect(after.filter((summary) => summary.Status === 'wacht-op-betaling')).toEqual([]);
  await page.getByRole('link', { name: 'Naar Mijn vastgoed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn vastgoed' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`contractnummer ${american.Contractnummer}`)).toBeVisible();
  await expect(main.getByRole('link', { name: /^Betaling afronden/ })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Betaling afronden', exact: true })).toBeVisible();

  await menu.getByRole('link', { name: 'Betaling afronden', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'U heeft geen openstaande betalingen' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Betalen met iDEAL/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the paid deposit is its card’s value, awaiting purchase, with result € 0,00 (desktop and phone)', async () => {
  const american = (await summaries()).find((summary) => summary.Contractnummer.startsWith('US-'));
  if (!american?.AankoopTegenKoersVan) throw new Error('the paid deposit does not wait');
  expect(american).toMatchObject({
    HuidigeWaarde: '5000.00',
    InAfwachtingVanAankoop: '5000.00',
    Resultaat: '0.00',
  });
  const pricedOn = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${american.AankoopTegenKoersVan}T00:00:00Z`));
  const waiting = `waarvan ${euro('5000.00')} in afwachting van aankoop tegen de koers van ${pricedOn}`;
  // The totals add the Dutch demo contract's seeded deposit of this month, which waits too.
  const waitingCents = (await summaries()).reduce(
    (cents, summary) => cents + Math.round(Number(summary.InAfwachtingVanAankoop) * 100),
    0,
  );
  const waitingInTotal = `waarvan ${euro((waitingCents / 100).toFixed(2))} in afwachting van aankoop`;

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/mijn-vastgoed');
    const card = page.getByRole('article', { name: new RegExp(`^${american.Omschrijving}`) });
    const value = card.getByRole('definition').filter({ hasText: 'in afwachting van aankoop' });
    await expect(value).toContainText(euro('5000.00'));
    await expect(value).toContainText(waiting);
    const result = card
      .getByText('Resultaat', { exact: true })
      .locator('xpath=following-sibling::dd');
    await expect(result).toHaveText(euro('0.00'));
    await expect(result.locator('.figure-negative')).toHaveCount(0);
    const totals = page.getByRole('region', { name: 'Totaal van uw lopende contracten' });
    await expect(totals).toContainText(waitingInTotal);
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await card.screenshot({ path: test.info().outputPath(`contract-card-${viewport.width}.png`) });
  }
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('the investor signs a SEPA mandate for the monthly deposit in the sandbox', async () => {
  // The American contract: the Dutch one has had its signed mandate since 2019 (the demo seed).
  const withDeposit = (await contracts()).find(
    (contract) => contract.Contractnummer.startsWith('US-') && contract.PeriodiekeInleg !== null,
  );
  if (!withDeposit) throw new Error('no demo contract with a monthly deposit');
  const gegevens = `/contractbeheer/${withDeposit.ContractID}/gegevens`;

  await page.goto(gegevens);
  await expect(page.getByRole('heading', { level: 1, name: 'Contractgegevens' })).toBeVisible();
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Machtiging' }),
  });
  await expect(
    section.getByText(
      'U heeft voor dit contract nog geen machtiging voor automatische incasso afgegeven.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The form checks the IBAN before anything is sent.
  const iban = section.getByLabel('IBAN', { exact: true });
  await iban.fill('NL91ABNA0417164301');
  await section.getByLabel('Naam rekeninghouder').fill('J. de Vries');
  await section.getByRole('button', { name: 'Machtiging afgeven' }).click();
  await expect(section.getByRole('alert')).toContainText('Vul een geldig IBAN in');
  await expect(page).toHaveURL(new RegExp(`${gegevens}$`));

  await iban.fill('NL91 ABNA 0417 1643 00');
  await section.getByRole('button', { name: 'Machtiging afgeven' }).click();
  await expect(page).toHaveURL(/\/sandbox\/mandaat\//);
  await expect(page.getByText('Testomgeving', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ondertekenen' }).click();

  await expect(page).toHaveURL(/\/twikey-result\?mandaat=/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Uw machtiging is afgegeven' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(withDeposit.Contractnummer);
  await expect(main).toContainText(euro(withDeposit.PeriodiekeInleg ?? '0'));
  await expect(main).toContainText('van de maand');
  await expect(main).toContainText('NL•• •••• •••• ••43 00');
  await expectNoSeriousA11yViolations(page);
  visited.push({ path: relativeUrl(), title: 'Resultaat incassomachtiging' });

  await page.getByRole('link', { name: 'Naar uw contract' }).click();
  await expect(page).toHaveURL(new RegExp(`${gegevens}$`));
  await expect(section.getByText('Actief', { exact: true })).toBeVisible();
  await expect(section.getByText('NL•• •••• •••• ••43 00')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Machtiging afgeven' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the payment pages fit a phone', async () => {
  expect(visited).toHaveLength(3);
  await page.setViewportSize(PHONE);
  const pages = [
    ...visited,
    { path: '/mijn-betaling-afronden', title: 'Betaling afronden' },
    { path: '/ideal-result?betaling=onbekend', title: 'Resultaat iDEAL-betaling' },
  ];
  for (const { path, title } of pages) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(page.locator('.state-loading')).toHaveCount(0);
    expect((await heading.boundingBox())?.y ?? Infinity).toBeLessThan(200);
    for (const width of [PHONE.width, NARROWEST]) {
      await page.setViewportSize({ width, height: PHONE.height });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);
  }
});
