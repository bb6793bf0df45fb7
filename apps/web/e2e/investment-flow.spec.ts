import type { Fund, QuestionnaireData, RiskScoreData } from '@bp/api-schema';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

const LEAVE_QUESTION = 'Weet u zeker dat u het maken van producten wilt afsluiten?';
const WARNING = 'Let op: dit fonds past niet bij uw risicoprofiel';

// Formatting done here independently of the app's own code.
const euro = (amount: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function openDutchFlow(page: Page): Promise<void> {
  await page.goto('/nederlands-vastgoed');
  await logIn(page, DEMO_INVESTOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Nederlands vastgoed' })).toBeVisible();
}

async function expectStep(page: Page, title: string, count: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Voortgang' });
  await expect(progress.getByText(count)).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toContainText(title);
}

async function fillStepOne(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }).check();
  await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
  await page.getByLabel('Maandelijkse inleg in euro’s').fill('100');
  await page.getByLabel('Omschrijving (niet verplicht)').fill('Pensioen');
}

/** Every question with its first answer (no loss capacity, short horizon: defensief). */
async function answerCautiously(page: Page, questionnaire: QuestionnaireData): Promise<void> {
  const total = questionnaire.questions.length;
  for (const [index, question] of questionnaire.questions.entries()) {
    await expect(page.getByText(`Vraag ${index + 1} van ${total}`)).toBeVisible();
    const group = page.getByRole('group', { name: question.question, exact: true });
    await group
      .getByRole('radio', { name: question.answers[0]?.answer ?? '', exact: true })
      .check();
    await page.getByRole('button', { name: 'Volgende' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible();
  for (const statement of Object.values(questionnaire.statements)) {
    await page.getByRole('checkbox', { name: statement }).check();
  }
}

async function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name });
}

test('the demo investor enters an investment, passes the questionnaire and continues after a reload', async ({
  page,
}) => {
  const funds = ((await (await page.request.get('/api/funds')).json()) as { data: Fund[] }).data;
  const dutch = funds.find((fund) => fund.flow === 'nederlands');
  expect(dutch?.requiredRiskProfile).toBe('neutraal');
  const questionnaire = (
    (await (await page.request.get('/api/questionnaires/1')).json()) as { data: QuestionnaireData }
  ).data;

  await openDutchFlow(page);
  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
  await expect(page.getByText(dutch?.name ?? 'het fonds')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1 is left without a question: nothing is lost yet.
  await (await menuLink(page, 'Mijn vastgoed')).click();
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await (await menuLink(page, 'Nederlands vastgoed')).click();
  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');

  await fillStepOne(page);
  const costs = page.getByRole('region', { name: 'Overzicht van de kosten' });
  const entry = Number(dutch?.entryCosts ?? 0);
  await expect(costs).toContainText(`Instapkosten op uw eenmalige inleg${euro(5000 * entry)}`);
  await expect(costs).toContainText(`Instapkosten op elke maandelijkse inleg${euro(100 * entry)}`);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expectStep(page, 'Risicoprofiel', 'Stap 2 van 6');
  await expect(page.getByRole('heading', { level: 2, name: 'Risicoprofiel' })).toBeFocused();
  await expect(page.getByText(`Vraag 1 van ${questionnaire.questions.length}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // From step 2 on, leaving asks first; Annuleren stays.
  await (await menuLink(page, 'Mijn vastgoed')).click();
  const dialog = page.getByRole('alertdialog', { name: LEAVE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/nederlands-vastgoed$/);

  await answerCautiously(page, questionnaire);
  const scored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/questionnaires/1/answers') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }).click();
  const score = ((await (await scored).json()) as { data: RiskScoreData }).data;
  expect(score.profile).toBe('defensief');
  await expect(page.getByRole('heading', { name: 'Uw risicoprofiel: Defensief' })).toBeVisible();
  const warning = page.getByRole('region', { name: WARNING });
  await expect(warning).toContainText('minimaal het profiel Neutraal');
  await expectNoSeriousA11yViolations(page);

  // Without the explicit acknowledgement the flow does not go on.
  await page.getByRole('button', { name: 'Volgende' }).click();
  const acknowledgement = warning.getByRole('checkbox');
  await expect(acknowledgement).toBeFocused();
  await expectStep(page, 'Risicoprofiel', 'Stap 2 van 6');
  await acknowledgement.check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expectStep(page, 'Uw gegevens', 'Stap 3 van 6');
  await page.reload();
  await expectStep(page, 'Uw gegevens', 'Stap 3 van 6');
  const stored = await page.evaluate(() => localStorage.getItem('beleggersportaal-state') ?? '');
  expect(stored).toContain('"riskAcknowledged":true');
  expect(stored).toContain('"initialDeposit":"5000.00"');

  // From step 3, Oké leaves the flow.
  await (await menuLink(page, 'Mijn vastgoed')).click();
  await page
    .getByRole('alertdialog', { name: LEAVE_QUESTION })
    .getByRole('button', { name: 'Oké' })
    .click();
  await expect(page).toHaveURL(/\/mijn-vastgoed$/);
});

test('steps 1 and 2 fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDutchFlow(page);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
  await fillStepOne(page);
  await expect(page.getByRole('region', { name: 'Overzicht van de kosten' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expectStep(page, 'Risicoprofiel', 'Stap 2 van 6');
  await expect(page.getByText(/^Vraag 1 van/)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Volgende' })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
});
