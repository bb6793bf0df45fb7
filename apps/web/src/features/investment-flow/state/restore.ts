import type { ApplicantType } from '@bp/domain';
import { withoutSecrets, type ApplicantFlowState } from './applicant-state';
import { INVESTMENT_FLOW_NAMES, isDraft, type InvestmentDrafts } from './drafts';
import {
  initialInvestmentFlowState,
  isInvestmentFlowPage,
  type FlowContract,
  type FlowQuestionnaireState,
  type InvestmentFlowState,
} from './investment-flow-state';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeRecord<T extends object>(stored: unknown, initial: T): T {
  return isRecord(stored) ? { ...initial, ...stored } : initial;
}

/** A stored contract only when it still has both fields the payment steps need. */
function restoreContract(stored: unknown): FlowContract | null {
  if (!isRecord(stored)) return null;
  const { contractId, amountDue } = stored;
  return typeof contractId === 'number' && typeof amountDue === 'string'
    ? { contractId, amountDue }
    : null;
}

/**
 * The flow from what localStorage held: the stored fields over the fresh ones one level into
 * the amounts and each questionnaire slot (so a copy from before a field existed still gets
 * it), and a page that is not one of the flow's back to the first step.
 */
/**
 * The domain's APPLICANT_TYPES, spelled out: the slice is in the first bundle, which imports no
 * domain values (a test holds the two lists equal).
 */
export const STORED_APPLICANT_TYPES: readonly ApplicantType[] = [
  'mijn',
  'partner',
  'child',
  'company',
];

/** The applicant step's part; a stored copy is cleaned of secrets again, whatever wrote it. */
function restoreApplicant(stored: unknown, initial: ApplicantFlowState): ApplicantFlowState {
  const merged = mergeRecord(stored, initial);
  const values = withoutSecrets(merged.values);
  return {
    type: STORED_APPLICANT_TYPES.find((type) => type === merged.type) ?? null,
    values: isRecord(values) ? values : null,
    uploads: isRecord(merged.uploads) ? (merged.uploads as ApplicantFlowState['uploads']) : {},
    relationId: typeof merged.relationId === 'number' ? merged.relationId : null,
    confirmPersonalDataChanges: merged.confirmPersonalDataChanges === true,
  };
}

export function restoreInvestmentFlow(
  stored: unknown,
  initial: InvestmentFlowState,
): InvestmentFlowState {
  if (!isRecord(stored)) return initial;
  const merged = mergeRecord(stored, initial);
  const questionnaires = isRecord(stored.questionnaires) ? stored.questionnaires : {};
  const slot = (key: keyof InvestmentFlowState['questionnaires']): FlowQuestionnaireState =>
    mergeRecord(questionnaires[key], initial.questionnaires[key]);
  return {
    ...merged,
    activePage: isInvestmentFlowPage(stored.activePage) ? stored.activePage : initial.activePage,
    investment: mergeRecord(stored.investment, initial.investment),
    contract: restoreContract(stored.contract),
    finished: restoreContract(stored.finished),
    questionnaires: { standard: slot('standard'), us: slot('us'), loansFund: slot('loansFund') },
    applicant: restoreApplicant(stored.applicant, initial.applicant),
  };
}

/**
 * The drafts from what localStorage held: each restored like the flow (secrets stripped again),
 * kept only under its own flow's name and only while it is still a draft.
 */
export function restoreInvestmentDrafts(
  stored: unknown,
  initial: InvestmentDrafts,
): InvestmentDrafts {
  if (!isRecord(stored)) return initial;
  const drafts: InvestmentDrafts = { ...initial };
  for (const name of INVESTMENT_FLOW_NAMES) {
    if (!isRecord(stored[name])) continue;
    const draft = restoreInvestmentFlow(stored[name], initialInvestmentFlowState());
    if (draft.currentFlow === name && isDraft(draft)) drafts[name] = draft;
  }
  return drafts;
}
