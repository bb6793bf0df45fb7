import {
  KNOCK_OUTS,
  QUESTIONNAIRE_IDS,
  RISK_PROFILE_CODES,
  STATEMENT_AGREEMENT_MESSAGES,
  STATEMENT_KEYS,
  type StatementKey,
} from '@bp/domain';
import { z } from './zod-nl';

/**
 * The risk questionnaire API (issue 4), shared by the calculations and the add-investment flows.
 *
 * GET  /api/questionnaires/{1|2|3}          public → { data: { id, version, title, questions,
 *                                            statements, riskProfiles } } (the spec reads
 *                                            data.data.questions). Points and knock-outs stay on
 *                                            the server.
 * POST /api/questionnaires/{id}/answers     public → { data: RiskScoreData }. Scoring happens on
 *                                            the server for everyone, so the points never reach
 *                                            the browser. Logged in, the answers are stored with
 *                                            the questionnaire version and the time (audit trail;
 *                                            stored: true, answeredAt set). Anonymous callers get
 *                                            the same scoring and nothing is stored (stored:
 *                                            false, answeredAt null); rate-limited per IP.
 *
 * Errors: 404 for an unknown questionnaire id; 422 `{ message, errors: { ErrorMessage } }` for
 * incomplete or unknown answers, a statement not agreed to, or an outdated version (message
 * QUESTIONNAIRE_OUTDATED_MESSAGE: the client reloads the questions and asks again).
 */

export const questionnaireIdSchema = z.literal([...QUESTIONNAIRE_IDS]);
export type QuestionnaireIdValue = z.infer<typeof questionnaireIdSchema>;

export const questionnaireParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'Onbekende vragenlijst.' })
    .pipe(z.literal([...QUESTIONNAIRE_IDS], { error: 'Onbekende vragenlijst.' })),
});

export const riskProfileCodeSchema = z.enum(RISK_PROFILE_CODES);
export type RiskProfileCodeValue = z.infer<typeof riskProfileCodeSchema>;

export const questionnaireQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  answers: z.array(z.object({ id: z.number().int().positive(), answer: z.string() })),
});
export type QuestionnaireQuestionData = z.infer<typeof questionnaireQuestionSchema>;

/** The statements under the spec's store keys: texts in a response, agreement in a request. */
export { STATEMENT_KEYS };
export type StatementKeyValue = StatementKey;

export const questionnaireStatementsSchema = z.object({
  firstStatement: z.string(),
  secondStatement: z.string(),
  thirdStatement: z.string(),
  questionEleven: z.string(),
});

export const riskProfileInfoSchema = z.object({
  code: riskProfileCodeSchema,
  name: z.string(),
  /** What the profile means for the investor, in Dutch. */
  meaning: z.string(),
});
export type RiskProfileInfo = z.infer<typeof riskProfileInfoSchema>;

export const questionnaireSchema = z.object({
  id: questionnaireIdSchema,
  /** Send it back with the answers; the server refuses answers to an older version. */
  version: z.string(),
  title: z.string(),
  questions: z.array(questionnaireQuestionSchema),
  statements: questionnaireStatementsSchema,
  /** From least to most risk. */
  riskProfiles: z.array(riskProfileInfoSchema),
});
export type QuestionnaireData = z.infer<typeof questionnaireSchema>;

/** GET /api/questionnaires/{id} */
export const questionnaireResponseSchema = z.object({ data: questionnaireSchema });

export const QUESTIONNAIRE_OUTDATED_MESSAGE =
  'De vragenlijst is intussen gewijzigd. Vul de vragenlijst opnieuw in.';

const agreed = (message: string) => z.literal(true, { error: message });

/** POST /api/questionnaires/{id}/answers */
export const questionnaireAnswersRequestSchema = z.strictObject({
  version: z.string().min(1).max(20),
  answers: z
    .array(
      z.strictObject({
        questionId: z.number().int().positive(),
        answerId: z.number().int().positive(),
      }),
    )
    .max(100),
  statements: z.strictObject({
    firstStatement: agreed(STATEMENT_AGREEMENT_MESSAGES.firstStatement),
    secondStatement: agreed(STATEMENT_AGREEMENT_MESSAGES.secondStatement),
    thirdStatement: agreed(STATEMENT_AGREEMENT_MESSAGES.thirdStatement),
    questionEleven: agreed(STATEMENT_AGREEMENT_MESSAGES.questionEleven),
  }),
});
export type QuestionnaireAnswersRequest = z.infer<typeof questionnaireAnswersRequestSchema>;

export const riskScoreSchema = z.object({
  questionnaireId: questionnaireIdSchema,
  questionnaireVersion: z.string(),
  /** Capacity to bear risk (risicodraagkracht), 0–100. */
  scoreOne: z.number().int().min(0).max(100),
  /** Willingness to take risk (risicobereidheid), 0–100. */
  scoreTwo: z.number().int().min(0).max(100),
  /** The lower of the two. */
  score: z.number().int().min(0).max(100),
  /** The advised profile, after knock-outs. */
  profile: riskProfileCodeSchema,
  /** The profile the score alone would give. */
  scoredProfile: riskProfileCodeSchema,
  knockOuts: z.array(z.object({ code: z.enum(KNOCK_OUTS), message: z.string() })),
  /** Knowledge and experience, 0–100. */
  knowledgeScore: z.number().int().min(0).max(100),
  /** Dutch warnings the investor must see; they do not stop the investor. */
  warnings: z.array(z.string()),
  /** True when the answers were stored (logged in). */
  stored: z.boolean(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RiskScoreData = z.infer<typeof riskScoreSchema>;

export const questionnaireAnswersResponseSchema = z.object({ data: riskScoreSchema });
