import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/** Issue 17: figures and tables that add up at a glance, on a desktop and on a phone. */

const DESKTOPS = [
  { width: 1366, height: 900 },
  { width: 1024, height: 800 },
];
const PHONE = { width: 375, height: 800 };
const NARROWEST = 320;

interface Summary {
  ContractID: number;
  Contractnummer: string;
  Status: 'wacht-op-betaling' | 'actief' | 'verkocht';
  HuidigeWaarde: string;
  TotaalIngelegd: string;
  Resultaat: string;
}

// Formatting and sums done here independently of the app's own code: whole cents as integers.
const cents = (amount: string) => Math.round(Number(amount) * 100);
const euro = (amountInCents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
    amountInCents / 100,
  );
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** "€ 20.000" → 20000; null for anything that is not a Dutch amount in whole euros. */
function wholeEuros(text: string): number | null {
  const match = /^€\s(-?\d{1,3}(?:\.\d{3})*)$/.exec(text.trim());
  return match?.[1] ? Number(match[1].replaceAll('.', '')) : null;
}

function firstOfNextMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

const SAVED = { annuity: 'Figuren lijfrente opbouwen', payout: 'Figuren lijfrente uitkeren' };

/** A lijfrente to build up (a yearly table and a chart) and one to pay out (a schedule). */
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
      description: SAVED.annuity,
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
      description: SAVED.payout,
    },
  ];
  for (const data of requests) {
    const response = await page.request.post('/api/calculation', { data });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function openSaved(page: Page, description: string): Promise<void> {
  await page.goto('/mijn-berekeningen');
  await page
    .getByRole('table', { name: 'Uw bewaarde berekeningen' })
    .getByRole('row', { name: new RegExp(`^${description}`) })
    .first()
    .getByRole('button', { name: /^Openen\b/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultaat', exact: true }),
  ).toBeVisible();
}

async function expectLoaded(page: Page): Promise<void> {
  await expect(page.locator('.state-loading, .page-loading, .loading-overlay')).toHaveCount(0);
}

/** The whole page fits the screen sideways, down to the narrowest screen we promise. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? PHONE;
  const widths = viewport.width <= PHONE.width ? [viewport.width, NARROWEST] : [viewport.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport.height });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(viewport);
}

/** The region a table sits in (DataTable: a focusable region named by the caption). */
function tableRegion(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name, exact: true })
    .filter({ has: page.getByRole('table', { name, exact: true }) });
}

/** Every table on the page fits its column: nothing to scroll sideways inside its region. */
async function expectEveryTableFits(page: Page): Promise<void> {
  const tables = page.getByRole('table');
  await expect(tables.first()).toBeVisible();
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const region = table.closest('[role="region"]') ?? table.parentElement;
      if (!region || region.scrollWidth <= region.clientWidth) return [];
      const caption = table.caption?.textContent ?? '(zonder bijschrift)';
      return [`${caption}: ${region.scrollWidth} > ${region.clientWidth}`];
    }),
  );
  expect(overflowing, page.url()).toEqual([]);
}

/** The named column headers lie inside their table's region, so they can be seen. */
async function expectColumnsInView(page: Page, table: string, headers: string[]): Promise<void> {
  const region = tableRegion(page, table);
  const regionBox = await region.boundingBox();
  for (const header of headers) {
    const cell = region.getByRole('columnheader', { name: header, exact: true });
    await expect(cell).toBeVisible();
    const box = await cell.boundingBox();
    expect(
      box && regionBox && box.x + box.width <= regionBox.x + regionBox.width + 0.5,
      header,
    ).toBe(true);
  }
}

/** A stacked table: no scrolling, the column headers out of sight, each value labelled. */
async function expectStacked(page: Page, name: string, lastLabel: string): Promise<void> {
  const region = tableRegion(page, name);
  const table = region.getByRole('table', { name, exact: true });
  await expect(table).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(table.locator('thead')).not.toBeInViewport();
  // The last column's value of the first row is on screen, with its label beside it.
  const lastCell = table.locator(`tbody tr >> nth=0 >> td[data-label="${lastLabel}"]`);
  await lastCell.scrollIntoViewIfNeeded();
  await expect(lastCell).toBeInViewport();
  const box = await lastCell.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await lastCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain(
    lastLabel,
  );
}

test.describe('figures and tables that add up at a glance', () => {
  // A visitor of its own: the server allows 20 logins per address per 15 minutes.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.80' } });

  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
    await page.goto('/login');
    await logIn(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  });

  test('Mijn investeringen shows one set of totals and says it leaves out the sold contract', async ({
    page,
  }) => {
    const response = await page.request.get('/api/contracts/summaries');
    const summaries = (await response.json()) as Summary[];
    const current = summaries.filter((summary) => summary.Status !== 'verkocht');
    const sold = summaries.filter((summary) => summary.Status === 'verkocht');
    expect(sold).toHaveLength(1);
    const soldNumber = sold[0]?.Contractnummer ?? '';

    for (const viewport of [DESKTOPS[0] ?? PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/mijn-investeringen');
      await expectLoaded(page);
      const totals = page.getByRole('region', { name: 'Totaal van uw lopende contracten' });
      await expect(
        totals.getByRole('heading', { level: 2, name: 'Totaal van uw lopende contracten' }),
      ).toBeVisible();
      await expect(
        totals.getByText(
          `Het verkochte contract ${soldNumber} telt niet mee; het staat onder Verkochte contracten.`,
        ),
      ).toBeVisible();
      // The headline is the sum of the current contracts, to the cent.
      const figure = (label: string) =>
        totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
      await expect(figure('Totaal ingelegd')).toHaveText(
        euro(sum(current.map((summary) => cents(summary.TotaalIngelegd)))),
      );
      await expect(figure('Totaal resultaat')).toHaveText(
        euro(sum(current.map((summary) => cents(summary.Resultaat)))),
      );
      await expect(totals).toContainText(
        euro(sum(current.map((summary) => cents(summary.HuidigeWaarde)))),
      );

      // One set of totals: no totals rows, and the sold contract in a table of its own.
      await expect(page.getByRole('rowheader', { name: 'Totaal', exact: true })).toHaveCount(0);
      const soldTable = page.getByRole('table', { name: 'Verkochte contracten', exact: true });
      await expect(soldTable.getByRole('link', { name: soldNumber })).toBeVisible();
      const realEstate = page.getByRole('table', { name: 'Vastgoed', exact: true });
      await expect(realEstate.getByRole('link', { name: soldNumber })).toHaveCount(0);
      for (const contract of current) {
        await expect(
          page.getByRole('link', { name: contract.Contractnummer, exact: true }),
        ).toBeVisible();
      }
      await expectNoPageOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('no table is wider than its column at 1024 and 1366 px, and the figures stay in view', async ({
    page,
  }) => {
    test.slow();
    await saveCalculations(page);
    const summaries = (await (
      await page.request.get('/api/contracts/summaries')
    ).json()) as Summary[];
    const active = summaries.find((summary) => summary.Status === 'actief')?.ContractID ?? 0;

    for (const viewport of DESKTOPS) {
      await page.setViewportSize(viewport);

      await page.goto('/mijn-investeringen');
      await expectLoaded(page);
      await expectEveryTableFits(page);
      await expectColumnsInView(page, 'Vastgoed', ['Waarde', 'Ingelegd', 'Resultaat']);
      await expectColumnsInView(page, 'Verkochte contracten', ['Ingelegd', 'Resultaat']);

      await page.goto('/fondsen-tabel');
      await expectLoaded(page);
      await expectEveryTableFits(page);
      for (const table of ['Vastgoedfondsen', 'Beleggingsfondsen']) {
        await expectColumnsInView(page, table, ['Sinds start (cumulatief)', 'Kosten per jaar']);
      }

      for (const path of ['/mijn-betaling-afronden', `/contractbeheer/${active}/transacties`]) {
        await page.goto(path);
        await expectLoaded(page);
        await expectEveryTableFits(page);
      }

      await page.goto(`/contractbeheer/${active}/rendement`);
      await page.getByText('Toon de cijfers als tabel').click();
      await expectEveryTableFits(page);
      await expectColumnsInView(page, 'Waarde en inleg per maand', [
        'Tijdgewogen rendement vanaf begin periode (cumulatief)',
      ]);

      await openSaved(page, SAVED.annuity);
      await page.getByText('Uitgangspunten van de berekening').click();
      await expectEveryTableFits(page);
      await expectColumnsInView(page, 'Waarde aan het eind van elk jaar', ['Optimistisch']);
      await expectColumnsInView(page, 'De fondsen en wat wij per fonds aannemen', [
        'Lopende kosten per jaar',
      ]);

      await openSaved(page, SAVED.payout);
      await page.getByText(/^Uitkeringsschema \(/).click();
      await expectEveryTableFits(page);
      await expectColumnsInView(page, 'Uitkeringsschema', ['Resterend kapitaal']);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone the yearly table and the payout schedule stack like the portfolio tables', async ({
    page,
  }) => {
    test.slow();
    await saveCalculations(page);
    await page.setViewportSize(PHONE);

    await openSaved(page, SAVED.annuity);
    await expectStacked(page, 'Waarde aan het eind van elk jaar', 'Optimistisch');
    await expectNoPageOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await openSaved(page, SAVED.payout);
    await page.getByText(/^Uitkeringsschema \(/).click();
    await expectStacked(page, 'Uitkeringsschema', 'Resterend kapitaal');
    await expectNoPageOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The portfolio tables stacked before: the same pattern, the same look.
    await page.goto('/mijn-investeringen');
    await expectStacked(page, 'Vastgoed', 'Resultaat');
  });

  test('charts speak Dutch: even axis ticks in euros, and tooltips on screen', async ({ page }) => {
    test.slow();
    await saveCalculations(page);
    const summaries = (await (
      await page.request.get('/api/contracts/summaries')
    ).json()) as Summary[];
    const active = summaries.find((summary) => summary.Status === 'actief')?.ContractID ?? 0;

    /** The amount axis: "€ 0", "€ 50.000", … in equal round steps from zero. */
    async function expectEvenEuroTicks(chart: Locator): Promise<void> {
      const ticks = chart.locator(
        '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
      );
      // Recharts measures its box first, then draws the axes.
      await expect
        .poll(() => ticks.count(), { message: 'ticks on the amount axis' })
        .toBeGreaterThanOrEqual(3);
      const texts = await ticks.allTextContents();
      for (const text of texts) expect(text).not.toMatch(/K|k|mln|M/);
      const values = texts.map(wholeEuros);
      expect(values, texts.join(' | ')).not.toContain(null);
      const amounts = values as number[];
      expect(amounts[0]).toBe(0);
      const step = (amounts[1] ?? 0) - (amounts[0] ?? 0);
      expect(String(step)).toMatch(/^[125]0*$/);
      amounts.forEach((amount, index) => expect(amount).toBe(index * step));
    }

    /** Points at the chart near its right edge: the tooltip reads "Ingelegd: € …", on screen. */
    async function expectTooltipOnScreen(chart: Locator): Promise<void> {
      const surface = chart.getByRole('application');
      await surface.scrollIntoViewIfNeeded();
      const box = await surface.boundingBox();
      if (!box) throw new Error('the chart is not drawn');
      // Right of the middle, inside the plot (right of the amount axis, left of the margin).
      for (const across of [0.6, 0.88]) {
        await surface.hover({ position: { x: box.width * across, y: box.height * 0.4 } });
      }
      const tooltip = chart.locator('.recharts-tooltip-wrapper');
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toContainText(/Ingelegd: €\u00a0\d{1,3}(\.\d{3})*,\d{2}/);
      // Recharts' own tooltip wrote "Ingelegd : 27400".
      expect(await tooltip.textContent()).not.toMatch(/\s:\s/);
      // Recharts slides the tooltip in (400 ms): judge where it comes to rest.
      await expect(async () => {
        const tip = await tooltip.boundingBox();
        const screenWidth = page.viewportSize()?.width ?? 0;
        expect(tip && tip.x >= 0 && tip.x + tip.width <= screenWidth).toBe(true);
      }).toPass({ timeout: 3_000 });
    }

    for (const viewport of [DESKTOPS[0] ?? PHONE, DESKTOPS[1] ?? PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await openSaved(page, SAVED.annuity);
      const projection = page.getByRole('figure', { name: /De verwachte waarde per jaar/ });
      await expect(projection.getByRole('application')).toBeVisible();
      await expectEvenEuroTicks(projection);
      // The years along the bottom in even steps too.
      const years = await projection
        .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .allTextContents();
      expect(years).toEqual(['5', '10', '15', '20']);
      // The legend names the series in Dutch, also to a screen reader.
      await expect(projection.getByRole('listitem')).toHaveText([
        'Ingelegd',
        'Verwacht',
        'Tussen pessimistisch en optimistisch',
      ]);
      await expect(projection.getByRole('img', { name: /legend icon/ })).toHaveCount(0);
      await expectTooltipOnScreen(projection);
      await expectNoPageOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await projection.screenshot({
        path: test.info().outputPath(`projection-chart-${viewport.width}.png`),
      });

      await page.goto(`/contractbeheer/${active}/rendement`);
      // By its class, not its caption: the returns page's wording is being reworked elsewhere.
      const returns = page.locator('figure.returns-chart');
      await returns.scrollIntoViewIfNeeded();
      await expect(returns.getByRole('application')).toBeVisible();
      await expectEvenEuroTicks(returns);
      await expectTooltipOnScreen(returns);
      await expectNoPageOverflow(page);
      await returns.screenshot({
        path: test.info().outputPath(`returns-chart-${viewport.width}.png`),
      });
    }
  });
});
