import {
  CALCULATION_FIELD_MESSAGES,
  isSulEndAge,
  SUL_END_AGE_MESSAGE,
  DEPOSIT_AMOUNT_LABELS,
} from '@bp/domain';
import { calendarDateSchema, euroStringSchema } from '../portfolio';
import { z } from '../zod-nl';
import {
  checkAmountBounds,
  checkDurationYears,
  checkFundChoice,
  checkSomeDeposit,
  durationTypeSchema,
  type CalculationInputFields,
  type Problem,
} from './common';
import { projectionSchema } from './projection';

/** Lijfrente opbouwen (SUL): the rules of its request and what it returns. */
export function checkSulInput(input: CalculationInputFields, problem: Problem): void {
  const transfer = input.isHuidigeLijfrenteOversluiten;
  checkAmountBounds(
    input,
    {
      initial: transfer ? 'De waarde van uw huidige lijfrente' : DEPOSIT_AMOUNT_LABELS.initial,
      periodic: DEPOSIT_AMOUNT_LABELS.periodic,
    },
    problem,
  );
  // A transfer brings its own capital; the engine checks that it is above € 0.
  if (!transfer) checkSomeDeposit(input, problem);
  if (input.durationType === 'leeftijd') {
    if (!isSulEndAge(input.duration)) problem('duration', SUL_END_AGE_MESSAGE);
  } else {
    checkDurationYears(input, problem);
  }
  if (input.birthdate === null) problem('birthdate', CALCULATION_FIELD_MESSAGES.birthdateMissing);
  if (input.start === null) problem('start', CALCULATION_FIELD_MESSAGES.startMissing);
  checkFundChoice(input, problem);
}

export const sulResultSchema = projectionSchema.extend({
  productCode: z.literal('SUL'),
  start: calendarDateSchema,
  endDate: calendarDateSchema,
  durationType: durationTypeSchema,
  months: z.number().int().positive(),
  ageAtEnd: z.number().int(),
  isHuidigeLijfrenteOversluiten: z.boolean(),
  initialDeposit: euroStringSchema,
  periodicDeposit: euroStringSchema,
  indicativePayout: z.object({
    /** Monthly payout of the expected capital, first payment at the end date. */
    monthlyPayment: euroStringSchema,
    years: z.number().int(),
    rate: z.string(),
    explanation: z.string(),
  }),
  aowDate: calendarDateSchema,
  aowAgeAssumed: z.boolean(),
  notes: z.array(z.string()),
});
