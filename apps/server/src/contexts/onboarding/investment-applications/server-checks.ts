import type { InvestmentApplication } from '@bp/api-schema';
import {
  isProfileBelow,
  minimumDepositMessage,
  QUESTIONNAIRES,
  realEstateFundFacts,
  scoreAnswers,
  meetsMinimum,
  type RealEstateFundFacts,
  type RiskScore,
  DEPOSIT_AMOUNT_LABELS,
} from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { funds } from '../../../db/schema';
import { FieldProblems } from '../../../http/problem';
import { dutchCountries } from '../countries/countries';
import { APPLICATION_MESSAGES } from './messages';
import { countryFields } from './application-parts';
import { acceptedDocumentProblems, type DocumentVersionContext } from './document-versions';

export interface CheckedApplication {
  application: InvestmentApplication;
  fund: { id: number; name: string };
  facts: RealEstateFundFacts;
  /** Scored by the server from the answers; the client's idea of the profile counts for nothing. */
  score: RiskScore;
}

interface Problem {
  field: string;
  message: string;
}

/**
 * What the schema cannot know: the fund of the flow, its minimums and its documents' current
 * versions (acceptedDocuments), the questionnaire's own
 * questions and the profile they give, the MiFID acknowledgement that profile asks for, and the
 * list of countries. Every problem at once, each at its field (a 422 that changes nothing).
 */
export async function checkApplication(
  db: Database,
  application: InvestmentApplication,
  documents: DocumentVersionContext,
): Promise<CheckedApplication> {
  const problems: Problem[] = [];
  const facts = realEstateFundFacts(application.flow);
  const [fund] = await db
    .select({ id: funds.id, name: funds.name })
    .from(funds)
    .where(eq(funds.flow, application.flow))
    .limit(1);
  if (!fund)
    problems.push({
      field: 'flow',
      message: APPLICATION_MESSAGES.fundUnavailable(application.flow),
    });

  problems.push(...minimumProblems(application, facts));
  if (fund) {
    problems.push(
      ...(await acceptedDocumentProblems(db, fund.id, application.acceptedDocuments, documents)),
    );
  }

  const questionnaire = QUESTIONNAIRES[application.questionnaire.id];
  const outcome = scoreAnswers(questionnaire, application.questionnaire.answers);
  if (!outcome.ok) {
    problems.push(
      ...outcome.errors.map((message) => ({ field: 'questionnaire/answers', message })),
    );
  } else if (
    isProfileBelow(outcome.value.profile, facts.requiredRiskProfile) &&
    !application.questionnaire.riskAcknowledged
  ) {
    problems.push({
      field: 'questionnaire/riskAcknowledged',
      message: APPLICATION_MESSAGES.riskNotAcknowledged,
    });
  }

  const known = new Set(dutchCountries().map((country) => country.code));
  for (const { path, code } of countryFields(application.applicant)) {
    if (!known.has(code)) {
      problems.push({ field: path.join('/'), message: APPLICATION_MESSAGES.unknownCountry });
    }
  }

  if (problems.length > 0 || !fund || !outcome.ok) throw new FieldProblems(problems);
  return { application, fund, facts, score: outcome.value };
}

function minimumProblems(
  application: InvestmentApplication,
  facts: RealEstateFundFacts,
): Problem[] {
  const { initialDeposit, periodicDeposit } = application.investment;
  const problems: Problem[] = [];
  if (initialDeposit && !meetsMinimum(initialDeposit, facts.minimumInitialDeposit)) {
    problems.push({
      field: 'investment/initialDeposit',
      message: minimumDepositMessage(DEPOSIT_AMOUNT_LABELS.initial, facts.minimumInitialDeposit),
    });
  }
  if (periodicDeposit && !meetsMinimum(periodicDeposit, facts.minimumPeriodicDeposit)) {
    problems.push({
      field: 'investment/periodicDeposit',
      message: minimumDepositMessage(DEPOSIT_AMOUNT_LABELS.periodic, facts.minimumPeriodicDeposit),
    });
  }
  return problems;
}
