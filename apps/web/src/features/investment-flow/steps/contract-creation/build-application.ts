import { investmentApplicationSchema, type Fund } from '@bp/api-schema';
import { hasInitialDeposit, hasPeriodicDeposit } from '../../flow-store';
import { questionnaireSlot, type InvestmentFlowState } from '../../state';
import {
  applicantForApplication,
  clearedOnResume,
  clearedSecretsSentence,
  dueDiligenceForApplication,
} from '../applicant';
import { applicantOfFlow } from './flow-applicant';

/**
 * The body of POST /api/investment-applications from the flow: the amounts of the chosen kind
 * only, the fund's questionnaire with the acknowledgement, and step 3's applicant. Unknown
 * parts (the applicant before step 3 is done) go as they are: the schema names what is missing.
 */
export function applicationBody(flow: InvestmentFlowState, fund: Fund): unknown {
  const { investment } = flow;
  const slot = flow.questionnaires[questionnaireSlot(fund.questionnaireId)];
  return {
    flow: flow.currentFlow ?? fund.flow,
    investment: {
      ...(hasInitialDeposit(investment) ? { initialDeposit: investment.initialDeposit } : {}),
      ...(hasPeriodicDeposit(investment) ? { periodicDeposit: investment.periodicDeposit } : {}),
      description: investment.description,
      ...(investment.kind === null ? {} : { kind: investment.kind }),
      stock: investment.stock,
    },
    questionnaire: {
      id: fund.questionnaireId,
      answers: slot.answers.map((given) => ({
        questionId: given.questionId,
        answerId: given.answer,
      })),
      riskAcknowledged: slot.riskAcknowledged,
    },
    applicant: applicantOfFlow(),
    dueDiligence: dueDiligenceForApplication(),
    ...(flow.applicant.confirmPersonalDataChanges ? { confirmPersonalDataChanges: true } : {}),
  };
}

/** A problem of the application before it is sent, with the step that holds the field. */
export interface ApplicationProblem {
  message: string;
  /** The flow page where the field is entered; null when the path names none. */
  page: 'belegging-toevoegen' | 'questionnaire' | 'applicant' | null;
}

const PAGE_OF_PART: Readonly<Record<string, ApplicationProblem['page']>> = {
  flow: 'belegging-toevoegen',
  investment: 'belegging-toevoegen',
  questionnaire: 'questionnaire',
  applicant: 'applicant',
  dueDiligence: 'applicant',
};

export type CheckedApplication =
  { ok: true; body: unknown } | { ok: false; problems: ApplicationProblem[] };

/** Parses the body with the API's own schema: what the server would refuse is not sent. */
export function checkApplication(body: unknown): CheckedApplication {
  const result = investmentApplicationSchema.safeParse(body);
  // What was entered is sent, not the parsed copy: the server normalises it the same way.
  if (result.success) return { ok: true, body };
  const seen = new Set<string>();
  const problems: ApplicationProblem[] = [];
  for (const issue of result.error.issues) {
    if (seen.has(issue.message)) continue;
    seen.add(issue.message);
    const part = issue.path[0];
    problems.push({
      message: issue.message,
      page: typeof part === 'string' ? (PAGE_OF_PART[part] ?? null) : null,
    });
  }
  return { ok: false, problems };
}

/**
 * A resumed application whose step 3 was completed lacks only the numbers the browser never
 * stored: one problem naming exactly those, instead of the schema's messages for an empty
 * applicant ("Kies voor wie u belegt").
 */
export function explainClearedSecrets(
  problems: ApplicationProblem[],
  flow: InvestmentFlowState,
): ApplicationProblem[] {
  if (applicantForApplication() !== null) return problems;
  const cleared = clearedOnResume(flow.applicant);
  if (cleared.length === 0) return problems;
  return [
    ...problems.filter(({ page }) => page !== 'applicant'),
    { message: clearedSecretsSentence(cleared), page: 'applicant' },
  ];
}
