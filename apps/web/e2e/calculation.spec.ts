import type {
  CalculationData,
  CalculationRequest,
  Fund,
  OffersResponse,
  QuestionnaireData,
  RiskScoreData,
} from '@bp/api-schema';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  DEMO_INVESTOR,
  expectNoSeriousA11yViolations,
  logIn,
  longDutchDate,
  todayInAmsterdam,
} from './support';

type Result<P extends CalculationData['productCode']> = Extract<
  CalculationData,
  { productCode: P }
>;

// Amounts formatted here (dates in support.ts) independently of the app's own code.
const euro = (amount: string | number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(Number(amount));

function firstOfNextMonth(today: string): string {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** "2026-12-01" → "01-12-2026", as a Dutch visitor types it. */
const typed = (date: string) => date.split('-').reverse().join('-');

/** 15 March of the year in which someone who is `age` this year was born. */
function bornAged(age: number): string {
  return `${Number(todayInAmsterdam().slice(0, 4)) - age}-03-15`;
}

function calculationPosted(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/calculation') && response.request().method() === 'POST',
  );
}

async function resultOf(response: Response): Promise<CalculationData> {
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CalculationData }).data;
}

function expectProduct<P extends CalculationData['productCode']>(
  data: CalculationData,
  productCode: P,
): Result<P> {
  expect(data.productCode).toBe(productCode);
  return data as Result<P>;
}

/** The id of an SB fund by its name, as the API lists it. */
async function sbFundLookup(page: Page): Promise<(name: string) => number> {
  const response = await page.request.get('/api/funds?productCode=SB');
  expect(response.status()).toBe(200);
  const funds = ((await response.json()) as { data: Fund[] }).data;
  return (name) => {
    const fund = funds.find((candidate) => candidate.name === name);
    expect(fund, `SB fund ${name}`).toBeDefined();
    return fund?.id ?? 0;
  };
}

function escapeRegExp(text: string | undefined): string {
  return (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

async function expectStep(page: Page, title: string, position: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await expect(page.getByText(position, { exact: true })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();

/**
 * An investor who keeps a buffer, can miss the money for over 15 years and accepts sizeable
 * swings: capacity 12 of 15 points (80), willingness 8 of 12 (66), so neutraal (40–69).
 */
const NEUTRAL_INVESTOR: Record<string, string> = {
  'Hoeveel jaar ervaring heeft u met beleggen?': '2 tot 5 jaar',
  'Waarin heeft u de afgelopen vijf jaar belegd? Kies het antwoord dat het best bij u past.':
    'In beleggingsfondsen die dagelijks verhandelbaar zijn',
  'Wat is juist over participaties in een niet-beursgenoteerd vastgoedfonds?':
    'De waarde kan dalen, en verkopen kan alleen beperkt en soms pas na een wachttijd.',
  'Wat gebeurt er doorgaans met de waarde van vastgoed als de rente flink stijgt?':
    'De waarde komt onder druk te staan en kan dalen.',
  'Een vastgoedfonds financiert zijn panden deels met geleend geld. Wat betekent dat voor uw belegging?':
    'Het risico is groter: daalt de waarde van de panden, dan daalt de waarde van mijn participaties sterker.',
  'Welk deel van uw vrij belegbare vermogen (spaargeld en beleggingen, zonder uw eigen woning) gaat u met deze belegging beleggen?':
    '25% tot 50%',
  'Heeft u naast deze belegging een financiële buffer voor onverwachte uitgaven?':
    'Ja, voor meer dan zes maanden aan vaste lasten',
  'Hoe verwacht u dat uw inkomen zich de komende vijf jaar ontwikkelt?':
    'Het blijft ongeveer gelijk',
  'Stel dat u een deel van dit bedrag verliest. Welk verlies kunt u dragen zonder dat uw manier van leven verandert?':
    'Een verlies tot 25%',
  'Hoe lang kunt u het belegde geld missen?': 'Langer dan 15 jaar',
  'Wat is het belangrijkste doel van deze belegging?':
    'Mijn vermogen op de lange termijn laten groeien',
  'Stel dat uw belegging in één jaar 20% in waarde daalt. Wat doet u?': 'Ik doe niets en wacht af',
  'Welke uitspraak past het best bij u?':
    'Ik accepteer flinke schommelingen voor een hoger verwacht rendement',
  'U belegt € 10.000 voor vijf jaar. Welke reeks mogelijke uitkomsten (slecht, verwacht en goed scenario) kiest u?':
    '€ 7.500, € 13.000 of € 18.000',
  'Wilt u dat duurzaamheid meeweegt bij deze belegging?': 'Nee, ik heb geen duurzaamheidsvoorkeur',
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

test('an anonymous visitor invests a sum over funds of their own choice', async ({ page }) => {
  const fundId = await sbFundLookup(page);
  await page.goto('/berekenen/bedrag-beleggen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrag beleggen' })).toBeVisible();
  await expectStep(page, 'Uw inleg', 'Stap 1 van 4');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: 'Eenmalig een bedrag', exact: true }).check();
  await page.getByLabel('Eenmalige inleg in euro’s').fill('25.000');
  await expect(page.getByLabel('Maandelijkse inleg in euro’s')).toHaveCount(0);
  await page.getByLabel('Looptijd in jaren').fill('10');
  await next(page);

  await expectStep(page, 'Manier van beleggen', 'Stap 2 van 4');
  await page.getByRole('radio', { name: 'Ik kies zelf de verdeling over de fondsen' }).check();
  await next(page);

  await expectStep(page, 'Verdeling over de fondsen', 'Stap 3 van 4');
  await page.getByLabel('Obligatiefonds Europa (%)').fill('50');
  await page.getByLabel('Vastgoedfonds Europa (%)').fill('30');
  await expect(page.getByText('Totaal: 80% (dit moet 100% zijn)')).toBeVisible();
  await page.getByLabel('Aandelenfonds Wereld (%)').fill('20');
  await expect(page.getByText('Totaal: 100%', { exact: true })).toBeVisible();
  const posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const response = await posted;

  // The request per the spec's constants: NVT, fractions, no periodic deposit, next month.
  const request = response.request().postDataJSON() as CalculationRequest;
  expect({ ...request, funds: [...request.funds].sort(byId) }).toEqual({
    productCode: 'SB',
    initialDeposit: '25000.00',
    periodicDeposit: '0.00',
    birthdate: null,
    start: firstOfNextMonth(todayInAmsterdam()),
    duration: 10,
    chosenRiskProfile: 'NVT',
    funds: [
      { id: fundId('Obligatiefonds Europa'), percentage: 0.5 },
      { id: fundId('Vastgoedfonds Europa'), percentage: 0.3 },
      { id: fundId('Aandelenfonds Wereld'), percentage: 0.2 },
    ].sort(byId),
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    description: '',
  });
  const data = expectProduct(await resultOf(response), 'SB');
  expect(data.offerID).toBeNull();

  await expectStep(page, 'Resultaat', 'Stap 4 van 4');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fberekenen%2Fbedrag-beleggen',
  );
  await expect(main.getByRole('heading', { level: 3, name: /^Na 10 jaar, op / })).toBeVisible();
  const atEnd = page.getByLabel('Uitkomsten aan het eind');
  await expect(atEnd).toContainText(`Verwachte waarde${euro(data.end.expected)}`);
  await expect(atEnd).toContainText(`Pessimistisch${euro(data.end.pessimistic)}`);
  await expect(atEnd).toContainText(`Optimistisch${euro(data.end.optimistic)}`);
  // By hand: one deposit of € 25.000; entry costs 50% × 0,5% + 30% × 1% + 20% × 0,5% of it.
  await expect(atEnd).toContainText(`Totaal ingelegd${euro(25_000)}`);
  await expect(page.getByLabel('Kosten', { exact: true })).toContainText(
    `Instapkosten${euro(162.5)}`,
  );
  await expect(main).toContainText(data.warning);
  const table = page.getByRole('table', { name: 'Waarde aan het eind van elk jaar' });
  await expect(table.getByRole('row')).toHaveCount(1 + 10);
  await expect(table.getByRole('row', { name: /^Jaar 10 / })).toContainText(
    euro(data.end.expected),
  );
  await expect(page.getByRole('figure', { name: /De verwachte waarde per jaar/ })).toBeVisible();
  await expect(page.getByText('De grafiek wordt geladen…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an anonymous visitor builds an annuity up to age 67 on a neutral risk profile', async ({
  page,
}) => {
  const questionnaire = (
    (await (await page.request.get('/api/questionnaires/1')).json()) as { data: QuestionnaireData }
  ).data;
  const start = firstOfNextMonth(todayInAmsterdam());

  await page.goto('/berekenen/lijfrente-opbouwen');
  await expect(page.getByRole('heading', { level: 1, name: 'Lijfrente opbouwen' })).toBeVisible();
  await expectStep(page, 'Uw situatie', 'Stap 1 van 5');
  await expect(page.getByLabel('Ingangsdatum van de opbouw')).toHaveValue(typed(start));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: 'Een nieuwe lijfrente opbouwen' }).check();
  await page.getByLabel('Uw geboortedatum').fill('15-03-1985');
  await next(page);

  await expectStep(page, 'Inleg en looptijd', 'Stap 2 van 5');
  await page.getByLabel('Maandelijkse inleg in euro’s (niet verplicht)').fill('250');
  await page.getByRole('radio', { name: 'Tot een leeftijd' }).check();
  await page.getByLabel('Leeftijd waarop de opbouw eindigt').fill('67');
  await next(page);

  await expectStep(page, 'Manier van beleggen', 'Stap 3 van 5');
  await page.getByRole('radio', { name: 'Op basis van mijn risicoprofiel' }).check();
  await next(page);

  await expectStep(page, 'Uw risicoprofiel', 'Stap 4 van 5');
  const total = questionnaire.questions.length;
  for (const [index, question] of questionnaire.questions.entries()) {
    const answer = NEUTRAL_INVESTOR[question.question];
    expect(answer, `an answer to “${question.question}”`).toBeDefined();
    await expect(page.getByText(`Vraag ${index + 1} van ${total}`)).toBeVisible();
    const group = page.getByRole('group', { name: question.question, exact: true });
    await group.getByRole('radio', { name: answer ?? '', exact: true }).check();
    await next(page);
  }
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible();
  for (const statement of Object.values(questionnaire.statements)) {
    await page.getByRole('checkbox', { name: statement }).check();
  }
  const scored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/questionnaires/1/answers') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }).click();
  const score = ((await (await scored).json()) as { data: RiskScoreData }).data;
  expect(score).toMatchObject({ profile: 'neutraal', scoreOne: 80, scoreTwo: 66 });
  await expect(page.getByRole('heading', { name: 'Uw risicoprofiel: Neutraal' })).toBeVisible();
  await expect(
    page.getByText(
      'Uw risicodraagkracht scoort 80 en uw risicobereidheid 66 van de 100 punten. Uw profiel volgt uit de laagste van de twee.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Neutraal (uw advies)' })).toBeChecked();

  const posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const response = await posted;
  expect(response.request().postDataJSON()).toEqual({
    productCode: 'SUL',
    initialDeposit: '0.00',
    periodicDeposit: '250.00',
    birthdate: '1985-03-15',
    start,
    duration: 67,
    durationType: 'leeftijd',
    chosenRiskProfile: 'neutraal',
    funds: [],
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    description: '',
  });
  const data = expectProduct(await resultOf(response), 'SUL');
  expect(data.ageAtEnd).toBe(67);

  await expectStep(page, 'Resultaat', 'Stap 5 van 5');
  const atEnd = page.getByLabel('Uitkomsten aan het eind');
  await expect(atEnd).toContainText(`Verwachte waarde${euro(data.end.expected)}`);
  await expect(atEnd).toContainText(`Totaal ingelegd${euro(data.end.totalDeposited)}`);
  // By hand: € 250 on the first of every month of the build-up.
  expect(Number(data.end.totalDeposited)).toBe(250 * data.months);
  const outlook = page.getByRole('region', { name: 'Uw lijfrente daarna' });
  await expect(outlook).toContainText('Uw leeftijd aan het eind67 jaar');
  await expect(outlook).toContainText(euro(data.indicativePayout.monthlyPayment));
  await expect(outlook).toContainText(`Uw AOW-datum${longDutchDate(data.aowDate)}`);

  // The neutral profile's model mix, not a split of the visitor's own.
  await page.getByText('Uitgangspunten van de berekening').click();
  const assumptions = page.getByRole('table', { name: 'De fondsen en wat wij per fonds aannemen' });
  await expect(assumptions.getByRole('row', { name: /^Obligatiefonds Europa 40%/ })).toBeVisible();
  await expect(assumptions.getByRole('row', { name: /^Vastgoedfonds Europa 30%/ })).toBeVisible();
  await expect(assumptions.getByRole('row', { name: /^Aandelenfonds Wereld 30%/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an anonymous visitor has an annuity paid out quarterly for 20 years', async ({ page }) => {
  const birthdate = bornAged(68);
  const start = firstOfNextMonth(todayInAmsterdam());

  await page.goto('/berekenen/lijfrente-uitkeren');
  await expect(page.getByRole('heading', { level: 1, name: 'Lijfrente uitkeren' })).toBeVisible();
  await expectStep(page, 'Uw kapitaal', 'Stap 1 van 3');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Uw lijfrentekapitaal in euro’s').fill('150.000');
  await page.getByRole('radio', { name: 'Nee', exact: true }).check();
  await page.getByLabel('Uw geboortedatum').fill(typed(birthdate));
  await next(page);

  await expectStep(page, 'Uw uitkering', 'Stap 2 van 3');
  await page.getByLabel('Datum van de eerste uitkering').fill(typed(start));
  await page.getByLabel('Looptijd in jaren').fill('20');
  await page.getByRole('radio', { name: 'Per kwartaal' }).check();

  // Hold the answer back to see the global loading indicator during the calculation.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/calculation', async (route) => {
    await held;
    await route.continue();
  });
  const posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const indicator = page.getByRole('status').filter({ hasText: 'Uw berekening wordt gemaakt…' });
  await expect(indicator).toBeVisible();
  release();
  const response = await posted;
  await expect(indicator).toHaveCount(0);

  expect(response.request().postDataJSON()).toEqual({
    productCode: 'SDIL',
    initialDeposit: '150000.00',
    periodicDeposit: '0.00',
    birthdate,
    start,
    duration: 20,
    chosenRiskProfile: 'NVT',
    funds: [],
    uitkeringsTermijnCode: 'Kwartaal',
    polisVoorwaardeCode: 'SDIL',
    isHuidigeLijfrenteOversluiten: false,
    description: '',
  });
  const data = expectProduct(await resultOf(response), 'SDIL');

  await expectStep(page, 'Resultaat', 'Stap 3 van 3');
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: `Uw bruto uitkering: ${euro(data.paymentPerPeriod)} per kwartaal`,
    }),
  ).toBeVisible();
  const payout = page.getByLabel('Uw bruto uitkering', { exact: true });
  // By hand: four payments a year for 20 years, the first on the chosen date.
  await expect(payout).toContainText('Aantal uitkeringen80');
  await expect(payout).toContainText(`Eerste uitkering${longDutchDate(start)}`);
  await expect(payout).toContainText(`Laatste bruto bedrag${euro(data.lastPayment)}`);
  await expect(payout).toContainText(`Totaal bruto uitgekeerd${euro(data.totalPaid)}`);
  await expect(page.getByLabel('Uitgangspunten', { exact: true })).toContainText(
    `Kapitaal${euro(150_000)}`,
  );

  await page.getByText('Uitkeringsschema (80 uitkeringen)').click();
  const schedule = page.getByRole('table', { name: 'Uitkeringsschema' });
  await expect(schedule.getByRole('row')).toHaveCount(1 + 80);
  await expect(schedule.getByRole('row', { name: /^80 / })).toContainText(
    `${euro(data.lastPayment)}`,
  );
  await expect(schedule.getByRole('row', { name: /^80 / })).toContainText(euro(0));
  await expectNoSeriousA11yViolations(page);
});

test('a payout start in the past is refused at its field before anything is sent, on a desktop and a phone', async ({
  browser,
  baseURL,
}) => {
  const message = 'De ingangsdatum mag niet in het verleden liggen.';
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 375, height: 812 },
  ]) {
    // A context of its own per screen: the wizard keeps its page in the browser.
    const context = await browser.newContext({ viewport, baseURL });
    await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/calculation')) {
        posts.push(request.url());
      }
    });
    await page.goto('/berekenen/lijfrente-uitkeren');
    await page.getByLabel('Uw lijfrentekapitaal in euro’s').fill('80.000');
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByLabel('Uw geboortedatum').fill(typed(bornAged(70)));
    await next(page);
    const start = page.getByLabel('Datum van de eerste uitkering');
    await start.fill('01-01-2020');
    await page.getByLabel('Looptijd in jaren').fill('20');
    await page.getByRole('button', { name: 'Berekenen' }).click();

    await expectStep(page, 'Uw uitkering', 'Stap 2 van 3');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
    await expect(page.getByText('probeert u het over een paar minuten opnieuw')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(posts).toEqual([]);
    await context.close();
  }
});

test('a payout that starts before the AOW age shows the 20-year rule at the term field', async ({
  page,
}) => {
  const start = firstOfNextMonth(todayInAmsterdam());
  await page.goto('/berekenen/lijfrente-uitkeren');
  await page.getByLabel('Uw lijfrentekapitaal in euro’s').fill('80.000');
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await page.getByLabel('Uw geboortedatum').fill(typed(bornAged(60)));
  await next(page);
  await page.getByLabel('Datum van de eerste uitkering').fill(typed(start));
  const term = page.getByLabel('Looptijd in jaren');
  await term.fill('20');

  let posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const refused = await posted;
  expect(refused.status()).toBe(422);
  expect(refused.request().postDataJSON()).toMatchObject({
    polisVoorwaardeCode: 'SDIL2014',
    uitkeringsTermijnCode: 'Geen',
  });
  const messages = ((await refused.json()) as { errors: { ErrorMessage: string[] } }).errors
    .ErrorMessage;
  const message = messages.find((text) => text.includes('De minimale looptijd bedraagt 20 jaar'));
  expect(message, messages.join(' | ')).toBeDefined();

  // The visitor stays on the term's page; the field carries the server's message and focus.
  await expectStep(page, 'Uw uitkering', 'Stap 2 van 3');
  await expect(term).toHaveAttribute('aria-invalid', 'true');
  await expect(term).toHaveAccessibleDescription(new RegExp(`Fout: ${escapeRegExp(message)}`));
  await expect(term).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The message names the shortest term that is allowed; with that term the payout is possible.
  const minimum = Number(/ten minste (\d+) jaar/.exec(message ?? '')?.[1]);
  expect(minimum).toBeGreaterThan(20);
  await term.fill(String(minimum));
  posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const data = expectProduct(await resultOf(await posted), 'SDIL');
  expect(data.numberOfPayments).toBe(minimum * 12);
  await expectStep(page, 'Resultaat', 'Stap 3 van 3');
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: `Uw bruto uitkering: ${euro(data.paymentPerPeriod)} per maand`,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Uw bruto uitkering', { exact: true })).toContainText(
    `Aantal uitkeringen${minimum * 12}`,
  );
});

test('a logged-in investor saves an offer, reopens it from Mijn berekeningen and recalculates it', async ({
  page,
}) => {
  const description = 'Studie Emma';
  await page.goto('/login');
  await logIn(page, DEMO_INVESTOR);
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  const offersNamed = async () => {
    const response = await page.request.get('/api/offers/');
    expect(response.status()).toBe(200);
    const offers = ((await response.json()) as OffersResponse).Offerte;
    return offers.filter((offer) => offer.omschrijving === description);
  };
  const before = (await offersNamed()).length;

  await page.goto('/berekenen/bedrag-beleggen');
  await page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }).check();
  await page.getByLabel('Eenmalige inleg in euro’s').fill('10.000');
  await page.getByLabel('Maandelijkse inleg in euro’s').fill('150');
  await page.getByLabel('Looptijd in jaren').fill('15');
  await page.getByLabel('Omschrijving (niet verplicht)').fill(description);
  await next(page);
  await page.getByRole('radio', { name: 'Ik kies zelf de verdeling over de fondsen' }).check();
  await next(page);
  await page.getByLabel('Aandelenfonds Wereld (%)').fill('60');
  await page.getByLabel('Obligatiefonds Europa (%)').fill('40');
  let posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  let response = await posted;
  // Logged in, the server picks the start (null) and stores the offer.
  expect(response.request().postDataJSON()).toMatchObject({
    initialDeposit: '10000.00',
    periodicDeposit: '150.00',
    start: null,
    description,
  });
  expect(response.request().postDataJSON()).not.toHaveProperty('offerID');
  const saved = expectProduct(await resultOf(response), 'SB');
  const offerID = saved.offerID;
  expect(offerID).toEqual(expect.any(Number));

  const main = page.getByRole('main');
  await expect(main.getByText('Deze berekening is bewaard.')).toBeVisible();
  // By hand: € 10.000 once and € 150 in each of 180 months.
  await expect(page.getByLabel('Uitkomsten aan het eind')).toContainText(
    `Totaal ingelegd${euro(37_000)}`,
  );
  expect(await offersNamed()).toHaveLength(before + 1);

  // Start afresh: the flow forgets the offer, the server keeps it.
  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('De bewaarde berekening blijft staan in Mijn berekeningen.');
  await dialog.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expectStep(page, 'Uw inleg', 'Stap 1 van 4');
  await expect(page.getByLabel('Looptijd in jaren')).toHaveValue('');

  await page.goto('/mijn-berekeningen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn berekeningen' })).toBeVisible();
  const offers = page.getByRole('table', { name: 'Uw bewaarde berekeningen' });
  // Newest first: the offer just saved.
  const row = offers.getByRole('row', { name: new RegExp(`^${description} Bedrag beleggen`) });
  await expect(row.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const reopened = page.waitForResponse(
    (candidate) =>
      candidate.url().endsWith(`/api/calculation/${offerID}`) &&
      candidate.request().method() === 'GET',
  );
  // Chromium names the button "Openen : Studie Emma" (the hidden part is its own block).
  await row
    .first()
    .getByRole('button', { name: /^Openen\b/ })
    .click();
  expect((await reopened).status()).toBe(200);

  await expect(page).toHaveURL(/\/berekenen\/bedrag-beleggen$/);
  await expectStep(page, 'Resultaat', 'Stap 4 van 4');
  await expect(main.getByText('Deze berekening is bewaard.')).toBeVisible();
  const atEnd = page.getByLabel('Uitkomsten aan het eind');
  await expect(atEnd).toContainText(`Verwachte waarde${euro(saved.end.expected)}`);
  await expect(atEnd).toContainText(`Totaal ingelegd${euro(37_000)}`);

  // Recalculate with a larger monthly deposit: the inputs came back with the offer.
  await page.getByRole('button', { name: 'Gegevens aanpassen' }).click();
  await expectStep(page, 'Uw inleg', 'Stap 1 van 4');
  await expect(
    page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
  ).toBeChecked();
  await expect(page.getByLabel('Eenmalige inleg in euro’s')).toHaveValue('10.000');
  await expect(page.getByLabel('Looptijd in jaren')).toHaveValue('15');
  await expect(page.getByLabel('Omschrijving (niet verplicht)')).toHaveValue(description);
  const monthly = page.getByLabel('Maandelijkse inleg in euro’s');
  await expect(monthly).toHaveValue('150');
  await monthly.fill('200');
  await next(page);
  await expect(
    page.getByRole('radio', { name: 'Ik kies zelf de verdeling over de fondsen' }),
  ).toBeChecked();
  await next(page);
  await expect(page.getByLabel('Aandelenfonds Wereld (%)')).toHaveValue('60');
  await expect(page.getByLabel('Obligatiefonds Europa (%)')).toHaveValue('40');
  posted = calculationPosted(page);
  await page.getByRole('button', { name: 'Berekenen' }).click();
  response = await posted;
  expect(response.request().postDataJSON()).toMatchObject({ offerID, periodicDeposit: '200.00' });
  const updated = expectProduct(await resultOf(response), 'SB');
  expect(updated.offerID).toBe(offerID);
  expect(updated.start).toBe(saved.start);

  await expectStep(page, 'Resultaat', 'Stap 4 van 4');
  await expect(atEnd).toContainText(`Totaal ingelegd${euro(46_000)}`);
  await expect(atEnd).toContainText(`Verwachte waarde${euro(updated.end.expected)}`);
  // The same offer was updated, not a second one stored.
  expect(await offersNamed()).toHaveLength(before + 1);
  await main.getByRole('link', { name: 'Mijn berekeningen' }).click();
  await expect(page).toHaveURL(/\/mijn-berekeningen$/);
  await expect(row).toHaveCount(before + 1);
});
