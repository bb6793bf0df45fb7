import type { ComponentType } from 'react';
import type { InvestmentFlowPage } from '../state';
import { ContractCreationStep } from './contract-creation/ContractCreationStep';
import { InvestmentAmountStep } from './InvestmentAmountStep';
import { InitialPaymentStep } from './payment/InitialPaymentStep';
import { MonthlyPaymentStep } from './payment/MonthlyPaymentStep';
import { PendingStep } from './PendingStep';
import { QuestionnaireStep } from './QuestionnaireStep';
import type { FlowStepProps } from './step-props';

/** The component of each step of the flow, in the spec's page names. */
export const STEP_COMPONENTS: Readonly<Record<InvestmentFlowPage, ComponentType<FlowStepProps>>> = {
  'belegging-toevoegen': InvestmentAmountStep,
  questionnaire: QuestionnaireStep,
  applicant: PendingStep,
  'contract-creation': ContractCreationStep,
  'initial-payment': InitialPaymentStep,
  'monthly-payment': MonthlyPaymentStep,
};
