import {
  QUESTIONNAIRE_OUTDATED_MESSAGE,
  type QuestionnaireAnswersRequest,
  type QuestionnaireData,
  type RiskScoreData,
} from '@bp/api-schema';
import {
  publicQuestions,
  RISK_PROFILES,
  scoreAnswers,
  type Questionnaire,
  type RiskScore,
} from '@bp/domain';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { questionnaireAnswers } from '../../../db/schema';
import { invalidInput } from '../../../http/problem';
import type { AuthenticatedUser } from '../../identity';

/** GET /api/questionnaires/{id}: questions and answers without their points or knock-outs. */
export function questionnaireData(questionnaire: Questionnaire): QuestionnaireData {
  return {
    id: questionnaire.id,
    version: questionnaire.version,
    title: questionnaire.title,
    questions: publicQuestions(questionnaire),
    statements: questionnaire.statements,
    riskProfiles: RISK_PROFILES.map(({ code, name, meaning }) => ({ code, name, meaning })),
  };
}

/**
 * POST /api/questionnaires/{id}/answers: scored for everyone; a logged-in investor's answers
 * are also stored (audit trail). Answers to another version than the current one are refused:
 * the questions or points may have changed, so the client asks again.
 */
export async function scoreAndRecord(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: AuthenticatedUser | null,
  questionnaire: Questionnaire,
  body: QuestionnaireAnswersRequest,
): Promise<RiskScoreData> {
  if (body.version !== questionnaire.version) {
    throw invalidInput([QUESTIONNAIRE_OUTDATED_MESSAGE]);
  }
  const outcome = scoreAnswers(questionnaire, body.answers);
  if (!outcome.ok) throw invalidInput(outcome.errors);
  const score = outcome.value;
  if (!caller) return toScoreData(questionnaire, score, null);
  const answeredAt = ctx.clock.now();
  await recordAnswers(ctx.db, caller.id, questionnaire, body, score, answeredAt);
  return toScoreData(questionnaire, score, answeredAt);
}

async function recordAnswers(
  db: Database,
  userId: string,
  questionnaire: Questionnaire,
  body: QuestionnaireAnswersRequest,
  score: RiskScore,
  answeredAt: Date,
): Promise<void> {
  await db.insert(questionnaireAnswers).values({
    userId,
    questionnaireId: questionnaire.id,
    version: questionnaire.version,
    answers: body.answers,
    statements: body.statements,
    scoreOne: score.scoreOne,
    scoreTwo: score.scoreTwo,
    profile: score.profile,
    scoring: {
      points: score.points,
      score: score.score,
      scoredProfile: score.scoredProfile,
      knowledgeScore: score.knowledgeScore,
      knockOuts: score.knockOuts.map((knockOut) => knockOut.code),
    },
    answeredAt,
  });
}

/** The scoring as the contract shows it: everything except the raw points. */
function toScoreData(
  questionnaire: Questionnaire,
  score: RiskScore,
  answeredAt: Date | null,
): RiskScoreData {
  return {
    questionnaireId: questionnaire.id,
    questionnaireVersion: score.questionnaireVersion,
    scoreOne: score.scoreOne,
    scoreTwo: score.scoreTwo,
    score: score.score,
    profile: score.profile,
    scoredProfile: score.scoredProfile,
    knockOuts: score.knockOuts,
    knowledgeScore: score.knowledgeScore,
    warnings: score.warnings,
    stored: answeredAt !== null,
    answeredAt: answeredAt?.toISOString() ?? null,
  };
}
