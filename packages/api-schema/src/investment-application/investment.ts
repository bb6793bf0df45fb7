import {
  APPLICATION_FIELD_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  DEPOSIT_KINDS,
  IDEAL_MAXIMUM_MESSAGE,
  NO_DEPOSIT_MESSAGE,
  QUESTIONNAIRE_IDS,
  STOCK_CHOICES,
  depositsOfKind,
  exceedsIdealMaximum,
  type DepositKind,
  DEPOSIT_AMOUNT_LABELS,
} from '@bp/domain';
import { z } from '../zod-nl';
import { depositSchema, missingObject, whenFieldsValid } from './fields';

const messages = APPLICATION_FIELD_MESSAGES;

/**
 * Step 1, belegging-toevoegen: the amounts, a one-off deposit, a monthly deposit or both, as
 * decimal strings. The fund's own minimums are checked against the fund's data by the server
 * (and shown by the form), not here. The one-off deposit is paid in one iDEAL payment, so it is
 * at most the iDEAL maximum.
 */
export const investmentStepSchema = z
  .strictObject(
    {
      /** One-off deposit, paid by iDEAL after the contract is created. */
      initialDeposit: depositSchema(DEPOSIT_AMOUNT_LABELS.initial).nullish(),
      /** Monthly deposit, collected by SEPA direct debit after the mandate is signed. */
      periodicDeposit: depositSchema(DEPOSIT_AMOUNT_LABELS.periodic).nullish(),
      /** The investor's own name for the investment; may be empty. */
      description: z
        .string()
        .trim()
        .max(CALCULATION_LIMITS.maxDescriptionLength, {
          error: CALCULATION_FIELD_MESSAGES.descriptionTooLong,
        })
        .default(''),
      /**
       * Which deposits (`DEPOSIT_KINDS`): eenmalig, maandelijks or beide. Read from the amounts
       * when absent; when given, the amounts must be the ones it names.
       */
      kind: z.enum(DEPOSIT_KINDS, { error: messages.kind }).optional(),
      /** The fund's distributions (`STOCK_CHOICES`): 'stock' reinvests them, 'cash' pays out. */
      stock: z.enum(STOCK_CHOICES, { error: messages.stock }).default('stock'),
    },
    missingObject('Vul het bedrag in dat u wilt beleggen.'),
  )
  .superRefine(
    (investment, ctx) => {
      if (!investment.initialDeposit && !investment.periodicDeposit) {
        ctx.addIssue({ code: 'custom', path: ['initialDeposit'], message: NO_DEPOSIT_MESSAGE });
        return;
      }
      if (investment.initialDeposit && exceedsIdealMaximum(investment.initialDeposit)) {
        ctx.addIssue({
          code: 'custom',
          path: ['initialDeposit'],
          message: IDEAL_MAXIMUM_MESSAGE,
        });
      }
      if (investment.kind === undefined) return;
      const asked = depositsOfKind(investment.kind);
      if (asked.initial !== Boolean(investment.initialDeposit)) {
        ctx.addIssue({ code: 'custom', path: ['initialDeposit'], message: messages.kindAmounts });
      }
      if (asked.periodic !== Boolean(investment.periodicDeposit)) {
        ctx.addIssue({ code: 'custom', path: ['periodicDeposit'], message: messages.kindAmounts });
      }
    },
    whenFieldsValid(['initialDeposit', 'periodicDeposit', 'kind']),
  )
  .transform((investment) => ({ ...investment, kind: investment.kind ?? kindOf(investment) }));
export type InvestmentStep = z.output<typeof investmentStepSchema>;

function kindOf(investment: {
  initialDeposit?: string | null;
  periodicDeposit?: string | null;
}): DepositKind {
  if (investment.initialDeposit && investment.periodicDeposit) return 'beide';
  return investment.initialDeposit ? 'eenmalig' : 'maandelijks';
}

/**
 * Step 2, questionnaire: the answers given (the server scores them and stores them with the
 * questionnaire's version) and whether the investor acknowledged the MiFID warning that their
 * profile is below the fund's risk class. Whether that acknowledgement was needed is the
 * server's to decide from the score and the fund.
 */
export const questionnaireStepSchema = z
  .strictObject(
    {
      id: z.literal([...QUESTIONNAIRE_IDS], { error: messages.questionnaireMissing }),
      answers: z
        .array(
          z.strictObject({
            questionId: z.number().int().positive(),
            answerId: z.number().int().positive(),
          }),
          { error: messages.answersMissing },
        )
        .min(1, { error: messages.answersMissing })
        .max(APPLICATION_TEXT_LIMITS.questionnaireAnswers, { error: messages.answerTwice }),
      riskAcknowledged: z.boolean({ error: messages.riskAcknowledged }).default(false),
    },
    missingObject(messages.questionnaireMissing),
  )
  .superRefine(
    (questionnaire, ctx) => {
      const questionIds = questionnaire.answers.map((answer) => answer.questionId);
      if (new Set(questionIds).size !== questionIds.length) {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: messages.answerTwice });
      }
    },
    whenFieldsValid(['answers']),
  );
export type QuestionnaireStep = z.output<typeof questionnaireStepSchema>;
