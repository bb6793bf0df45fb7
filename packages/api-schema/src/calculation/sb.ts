import { calendarDateSchema, euroStringSchema } from '../portfolio';
import { z } from '../zod-nl';
import {
  checkAmountBounds,
  checkDurationYears,
  checkFundChoice,
  checkSomeDeposit,
  refuseDurationType,
  refuseTransfer,
  type CalculationInputFields,
  type Problem,
} from './common';
import { projectionSchema } from './projection';
import { DEPOSIT_AMOUNT_LABELS } from '@bp/domain';

/** Bedrag beleggen (SB): the rules of its request and the projection it returns. */
export function checkSbInput(input: CalculationInputFields, problem: Problem): void {
  checkAmountBounds(input, DEPOSIT_AMOUNT_LABELS, problem);
  checkSomeDeposit(input, problem);
  refuseDurationType(input, problem);
  checkDurationYears(input, problem);
  refuseTransfer(input, problem);
  checkFundChoice(input, problem);
}

export const sbResultSchema = projectionSchema.extend({
  productCode: z.literal('SB'),
  start: calendarDateSchema,
  endDate: calendarDateSchema,
  durationYears: z.number().int(),
  initialDeposit: euroStringSchema,
  periodicDeposit: euroStringSchema,
});
