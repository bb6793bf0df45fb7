import type { ComponentType } from 'react';
import type { InvestmentFlowPage } from '../state';
import { ContractCreationStep } from './contract-creation/ContractCreationStep';
import { ApplicantStep } from './applicant';
import { InvestmentAmountStep } from './InvestmentAmountStep';
import { InitialPaymentStep } from './payment/InitialPaymentStep';
import { MonthlyPaymentStep } from './payment/MonthlyPaymentStep';
import { QuestionnaireStep } from './QuestionnaireStep';
import type { FlowStepProps } from './step-props';

/** The component of each step of the flow, in the spec's page names. */
export const STEP_COMPONENTS: Readonly<Record<InvestmentFlowPage, ComponentType<FlowStepProps>>> = {
  'belegging-toevoegen': InvestmentAmountStep,
  questionnaire: QuestionnaireStep,
  applicant: ApplicantStep,
  'contract-creation': ContractCreationStep,
  'initial-payment': InitialPaymentStep,
  'monthly-payment': MonthlyPaymentStep,
};
