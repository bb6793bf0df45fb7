import {
  investmentApplicationResponseSchema,
  investmentApplicationSchemas,
  type InvestmentApplicationInput,
} from '@bp/api-schema';
import { applicationInput, dueDiligenceInput } from '@bp/api-schema/test-fixtures';
import { screen } from '@testing-library/react';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FlowContract, InvestmentFlowState } from './state';
import { updateApplicant } from './flow-store';
import { forgetApplicant } from './steps/applicant';
import { rememberApplicant } from './steps/applicant/applicant-memory';
import { rememberDueDiligence } from './steps/applicant/due-diligence-values';
import { emptyApplicantForm } from './steps/applicant/form-values';
import { scoredSlot } from './test-setup';

/** Test helpers of steps 4–6: a flow filled in up to the contract, as step 3 would leave it. */

export const CONTRACT_ID = 1003;

export function createdApplication(amountDue = '5000.00') {
  return investmentApplicationResponseSchema.parse({
    contractId: CONTRACT_ID,
    ContractID: CONTRACT_ID,
    status: 'wacht-op-betaling',
    amountDue,
  });
}

/**
 * The Dutch flow with both deposits, the questionnaire answered and the applicant (the
 * fixtures' `mijn`) where step 3 leaves it (checked, in memory: see
 * steps/contract-creation/flow-applicant.ts), at `activePage`.
 */
export function filledFlow(
  activePage: InvestmentFlowState['activePage'],
  overrides: Partial<InvestmentFlowState> = {},
  /** null: step 3 left nothing (not done yet). */
  applicant: InvestmentApplicationInput['applicant'] | null = applicationInput().applicant,
): void {
  useAppStore.setState((state) => {
    const flow: InvestmentFlowState = {
      ...state.investmentFlow,
      currentFlow: 'nederlands',
      activePage,
      investment: {
        kind: 'beide',
        initialDeposit: '5000.00',
        periodicDeposit: '100.00',
        description: 'Pensioen',
        stock: 'stock',
      },
      questionnaires: {
        ...state.investmentFlow.questionnaires,
        standard: scoredSlot(1, 'neutraal'),
      },
      ...overrides,
    };
    return { investmentFlow: flow };
  });
  if (applicant === null) {
    forgetApplicant();
    return;
  }
  // What step 3 stores (its values without the secrets), as it would leave them.
  updateApplicant({ type: applicant.type, values: { ...applicant } });
  // Step 3's memory belongs to the logged-in investor (another user clears it): log in first.
  useAppStore.setState({ user: investor });
  const checked = investmentApplicationSchemas.applicant.parse(applicant);
  rememberApplicant({ ...emptyApplicantForm(), type: checked.type }, checked);
  rememberDueDiligence(investmentApplicationSchemas.dueDiligence.parse(dueDiligenceInput()));
}

export function atPaymentStep(
  activePage: 'initial-payment' | 'monthly-payment',
  overrides: Partial<InvestmentFlowState> = {},
  contract: FlowContract = { contractId: CONTRACT_ID, amountDue: '5000.00' },
): void {
  filledFlow(activePage, { contract, ...overrides });
}

/** Opens the flow's route; the first test of a file waits for the feature's chunk to load. */
export async function openFinishFlow(path = '/nederlands-vastgoed') {
  const app = renderApp(path, { user: investor });
  await screen.findByRole('heading', { level: 2 }, { timeout: 5_000 });
  return app;
}
