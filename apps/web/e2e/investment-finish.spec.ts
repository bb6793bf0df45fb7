import type { ContractSummary, QuestionnaireData } from '@bp/api-schema';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, expectNoSeriousA11yViolations, logIn } from './support';

/**
 * Steps 4–6 of the add-investment flow and the older menu's three-way choice. The browser
 * reaches steps 4–6 by moving the stored flow on (the app's own persisted state), so no
 * contract is made here; the whole story, contract and payments included, is
 * investment-new-investor.spec.ts (project new-contracts).
 */

const EXIT_QUESTION = 'Weet u zeker dat u het maken van producten wilt afsluiten?';
const STATE_KEY = 'beleggersportaal-state';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'hasCookie', value: 'true', url: baseURL ?? '' }]);
});

async function expectStep(page: Page, title: string, count: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Voortgang' }).getByText(count)).toBeVisible();
}

/** Steps 1 and 2 through the UI: both deposits, a cautious profile acknowledged. */
async function throughStepsOneAndTwo(page: Page): Promise<void> {
  const questionnaire = (
    (await (await page.request.get('/api/questionnaires/1')).json()) as { data: QuestionnaireData }
  ).data;
  await page.goto('/nederlands-vastgoed');
  await logIn(page, DEMO_INVESTOR);
  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
  await page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }).check();
  await page.getByLabel('Eenmalige inleg in euro’s').fill('5.000');
  await page.getByLabel('Maandelijkse inleg in euro’s').fill('100');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expectStep(page, 'Risicoprofiel', 'Stap 2 van 6');
  for (const question of questionnaire.questions) {
    await page
      .getByRole('group', { name: question.question, exact: true })
      .getByRole('radio', { name: question.answers[0]?.answer ?? '', exact: true })
      .check();
    await page.getByRole('button', { name: 'Volgende' }).click();
  }
  for (const statement of Object.values(questionnaire.statements)) {
    await page.getByRole('checkbox', { name: statement }).check();
  }
  await page.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }).click();
  await page
    .getByRole('region', { name: /Let op/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expectStep(page, 'Uw gegevens', 'Stap 3 van 6');
}

/** Moves the stored flow on (what steps 3 and 4 will do) and reloads. */
async function storeFlow(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ key, change }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state: { investmentFlow: Record<string, unknown> };
      };
      Object.assign(stored.state.investmentFlow, change);
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: STATE_KEY, change: patch },
  );
  await page.reload();
}

async function unpaidContractId(page: Page): Promise<number> {
  const summaries = (await (
    await page.request.get('/api/contracts/summaries')
  ).json()) as ContractSummary[];
  const unpaid = summaries.find((summary) => !summary.IsPaymentCompleted);
  if (!unpaid) throw new Error('The demo investor has no unpaid contract');
  return unpaid.ContractID;
}

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the older menu’s three-way choice: finish later via Mijn berekeningen, a new product', async ({
  page,
}) => {
  await throughStepsOneAndTwo(page);

  await page.getByRole('button', { name: 'Stoppen met deze aanvraag' }).click();
  const dialog = page.getByRole('alertdialog', { name: EXIT_QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText([
    'Afbreken en later afronden',
    'Een nieuw product toevoegen',
    'Annuleren',
  ]);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Afbreken en later afronden' }).click();

  // The choice was the confirmation: no second question.
  await expect(page).toHaveURL(/\/mijn-berekeningen$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const unfinished = page.getByRole('region', { name: 'Nog af te ronden: Nederlands vastgoed' });
  await expect(unfinished).toContainText('U gaat verder bij de stap Uw gegevens.');
  await expectNoSeriousA11yViolations(page);
  await unfinished.getByRole('link', { name: 'Verder met uw belegging' }).click();
  await expectStep(page, 'Uw gegevens', 'Stap 3 van 6');

  await page.getByRole('button', { name: 'Stoppen met deze aanvraag' }).click();
  await page
    .getByRole('alertdialog', { name: EXIT_QUESTION })
    .getByRole('button', { name: 'Een nieuw product toevoegen' })
    .click();
  await expectStep(page, 'Uw belegging', 'Stap 1 van 6');
  // A fresh flow: no kind of deposit chosen yet.
  await expect(
    page.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
  ).not.toBeChecked();
});

test('steps 4, 5 and 6 as far as they run without step 3: axe, the statements, 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await throughStepsOneAndTwo(page);

  await storeFlow(page, { activePage: 'contract-creation' });
  await expectStep(page, 'Contract aanmaken', 'Stap 4 van 6');
  await expect(page.getByRole('region', { name: 'Uw belegging' })).toContainText(
    'Nederlands Vastgoedfonds',
  );
  await page.getByRole('button', { name: 'Contract aanmaken' }).click();
  const summary = page.getByRole('alert', { name: 'Controleer uw aanvraag' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Ga akkoord met de voorwaarden van het fonds.',
    'Bevestig dat u het essentiële-informatiedocument van het fonds heeft gelezen.',
    'Bevestig dat uw gegevens juist en volledig zijn.',
  ]);
  await expectNoSeriousA11yViolations(page);
  await expectFitsPhone(page);

  // A contract as step 4 leaves it: the demo investor's unpaid one stands in for it.
  const contractId = await unpaidContractId(page);
  await storeFlow(page, {
    activePage: 'initial-payment',
    contract: { contractId, amountDue: '5000.00' },
  });
  await expectStep(page, 'Eerste inleg betalen', 'Stap 5 van 6');
  await expect(page.getByRole('button', { name: 'Betalen met iDEAL' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Later betalen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsPhone(page);

  await storeFlow(page, { activePage: 'monthly-payment' });
  await expectStep(page, 'Maandelijkse incasso', 'Stap 6 van 6');
  await expect(page.getByRole('button', { name: 'Machtiging afgeven' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsPhone(page);

  // With a contract there is a payment to leave for later: the third choice.
  await page.getByRole('button', { name: 'Stoppen met deze aanvraag' }).click();
  const dialog = page.getByRole('alertdialog', { name: EXIT_QUESTION });
  await dialog.getByRole('button', { name: 'Betaling afbreken en later afronden' }).click();
  await expect(page).toHaveURL(/\/mijn-betaling-afronden$/);
});
