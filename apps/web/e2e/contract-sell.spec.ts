import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn, publishNavs } from './support';

/**
 * The demo investor sells part of the German contract (no monthly deposit, so nothing is held
 * back by the SEPA refund period), sees the order and cancels it; then sells again and sees the
 * order executed once the NAV of its dealing date is there. Changes the demo data for good:
 * project `own-contracts` (playwright.config.ts).
 */

interface Contract {
  ContractID: number;
  Contractnummer: string;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

test.describe.configure({ mode: 'serial' });

let page: Page;
let verkopen = '';

async function expectNoSidewaysScroll(): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Axe and no sideways scrolling at both widths, with a screenshot of each. */
async function checkBothWidths(name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
}

/** Step one of a sale: what to sell. */
async function choose(kind: 'Een bedrag' | 'Een aantal participaties', value: string) {
  const choice = page.getByRole('region', { name: 'Wat wilt u verkopen?' });
  await choice.getByRole('radio', { name: kind }).check();
  await choice
    .getByLabel(
      kind === 'Een bedrag'
        ? 'Bedrag dat u wilt verkopen'
        : 'Aantal participaties dat u wilt verkopen',
    )
    .fill(value);
  await choice.getByRole('button', { name: 'Verkoop bekijken' }).click();
}

/** Steps one and two of a sale, up to the password. */
async function chooseAndReview(kind: 'Een bedrag' | 'Een aantal participaties', value: string) {
  await choose(kind, value);
  const review = page.getByRole('region', { name: 'Controleer uw verkoop' });
  await expect(review).toContainText('Netto opbrengst (indicatie)');
  return review;
}

async function confirm(review: ReturnType<Page['getByRole']>) {
  await review.getByLabel('Uw wachtwoord').fill(DEMO_INVESTOR.password);
  // A double click: one order (the Idempotency-Key).
  await review.getByRole('button', { name: 'Verkoop bevestigen' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Uw verkooporder is ingediend' })).toBeFocused();
}

function orders() {
  return page.getByRole('region', { name: 'Uw verkooporders' }).getByRole('article');
}

/** This project's client address (playwright.config.ts), for the contexts made here. */
const clientAddress = () => ({ extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext(clientAddress());
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
  page = await context.newPage();
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
});

test.afterAll(async () => {
  await page.context().close();
});

test('the investor sells part of a contract, sees the order pending and cancels it', async () => {
  test.slow();
  const contracts = (await (await page.request.get('/api/contracts')).json()) as Contract[];
  const german = contracts.find((contract) => contract.Contractnummer === 'DE-2017-000418');
  if (!german) throw new Error('no German demo contract');
  verkopen = `/contractbeheer/${german.ContractID}/verkopen`;

  await page.goto(`/contractbeheer/${german.ContractID}/gegevens`);
  await page
    .getByRole('list', { name: `Acties voor contract ${german.Contractnummer}` })
    .getByRole('link', { name: 'Verkopen' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${verkopen}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verkopen' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Zo werkt verkopen' });
  for (const term of [
    'Verkoop nu tegen de koers van',
    'Annuleren kan tot',
    'Uitbetaling op',
    'Uitstapkosten',
    'Opbrengst naar rekening',
    'Inkoop door het fonds',
  ]) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts).toContainText('NL•• •••• •••• ••43 00');
  await checkBothWidths('verkopen');

  // Selling all but € 500: less than the fund's minimum holding would remain.
  const { valueSellable } = (await (
    await page.request.get(`/api/contracts/${german.ContractID}/sell-orders/quote`)
  ).json()) as { valueSellable: string };
  const allBut500 = (Math.floor(Number(valueSellable)) - 500).toString();
  await choose('Een bedrag', allBut500);
  const question = page.getByRole('alertdialog', { name: 'Alles verkopen?' });
  await expect(question).toContainText('minder over dan het minimum van');
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Nee, keuze wijzigen' }).click();
  await expect(page.getByLabel('Bedrag dat u wilt verkopen')).toHaveValue(allBut500);

  const review = await chooseAndReview('Een bedrag', '1.000');
  await expect(review).toContainText('De bedragen zijn een indicatie tegen de laatste koers');
  await expect(review.getByLabel('Uw wachtwoord')).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await checkBothWidths('verkopen-controle');
  await confirm(review);

  await expect(orders()).toHaveCount(1);
  const order = orders().first();
  await expect(order).toContainText('Ingediend');
  await expect(order).toContainText('Verwachte opbrengst (indicatie)');
  await expect(order).toContainText('Nog niet uitbetaald.');
  await checkBothWidths('verkooporder-ingediend');

  await order.getByRole('button', { name: 'Verkooporder annuleren' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Verkooporder annuleren?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Verkooporder annuleren' }).click();
  await expect(order).toContainText('Geannuleerd');
  await expect(order.getByRole('button', { name: 'Verkooporder annuleren' })).toHaveCount(0);
});

test('the investor sells again and sees the order executed once the NAV of its dealing date is there', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  await page.goto(verkopen);
  const review = await chooseAndReview('Een aantal participaties', '10');
  await confirm(review);
  await expect(orders()).toHaveCount(2);
  const order = orders().first();
  await expect(order).toContainText('Ingediend');

  // The order as the API has it: its dealing date and its fund.
  const contractId = Number(/contractbeheer\/(\d+)\//.exec(verkopen)?.[1]);
  const [{ dealingDate }] = (
    (await (await page.request.get(`/api/contracts/${contractId}/sell-orders`)).json()) as {
      data: { dealingDate: string }[];
    }
  ).data as [{ dealingDate: string }];
  const [{ FondsId }] = (await (await page.request.get(`/api/contracts/${contractId}`)).json()) as [
    { FondsId: number },
  ];

  // One administrator proposes the NAVs up to that date, the second approves them (four eyes),
  // which executes the orders of that date.
  await publishNavs(browser, {
    baseURL: baseURL ?? '',
    contextOptions: clientAddress(),
    fundId: FondsId,
    upTo: dealingDate,
    nav: '97.5000',
  });

  await expect
    .poll(
      async () => {
        await page.reload();
        return orders().first().textContent();
      },
      { timeout: 15_000 },
    )
    .toContain('Uitgevoerd');
  await expect(order).toContainText('10,0000 participaties tegen € 97,5000');
  await expect(order).toContainText('Opbrengst, nog niet uitbetaald');
  await expect(order.getByRole('button', { name: 'Verkooporder annuleren' })).toHaveCount(0);
  await checkBothWidths('verkooporder-uitgevoerd');

  // The transactions tab shows the proceeds as pending, not as money received.
  await page
    .getByRole('navigation', { name: /^Onderdelen van contract/ })
    .getByRole('link', { name: 'Transacties' })
    .click();
  const pending = page.getByRole('region', { name: 'Lopende verkooporders' });
  await expect(pending).toContainText('Uitgevoerd: verkoop tegen de koers van');
  await expect(pending).toContainText('nog niet uitbetaald');
  await expectNoSeriousA11yViolations(page);
});
