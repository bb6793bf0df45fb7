import {
  CALCULATION_FIELD_MESSAGES,
  DEFAULT_UITKERINGS_TERMIJN,
  NOT_BASED_ON_PROFILE,
} from '@bp/domain';
import { calendarDateSchema, euroStringSchema } from '../portfolio';
import { z } from '../zod-nl';
import {
  amountOrNull,
  checkAmountBounds,
  checkDurationYears,
  polisVoorwaardeCodeSchema,
  refuseDurationType,
  refuseTransfer,
  uitkeringsTermijnCodeSchema,
  type CalculationInputFields,
  type Problem,
} from './common';

/**
 * Lijfrente uitkeren (SDIL): the rules of its request and the payout schedule it returns. The
 * Dutch payout rules (minimum term, earliest and latest start) are the engine's: they need the
 * AOW date.
 */
/** SDIL without a payout frequency pays monthly: `Geen` (spec §9). */
export function withSdilDefaults<T extends CalculationInputFields>(input: T): T {
  return input.productCode === 'SDIL' && input.uitkeringsTermijnCode === null
    ? { ...input, uitkeringsTermijnCode: DEFAULT_UITKERINGS_TERMIJN }
    : input;
}

export function checkSdilInput(input: CalculationInputFields, problem: Problem): void {
  checkAmountBounds(input, { initial: 'Het kapitaal', periodic: 'De periodieke inleg' }, problem);
  const periodic = amountOrNull(input.periodicDeposit);
  if (periodic && !periodic.isZero()) {
    problem('periodicDeposit', 'Bij lijfrente uitkeren is er geen periodieke inleg.');
  }
  refuseDurationType(input, problem);
  checkDurationYears(input, problem);
  if (input.birthdate === null) problem('birthdate', CALCULATION_FIELD_MESSAGES.birthdateMissing);
  if (input.start === null) problem('start', CALCULATION_FIELD_MESSAGES.firstPayoutMissing);
  if (input.polisVoorwaardeCode === null) {
    problem('polisVoorwaardeCode', CALCULATION_FIELD_MESSAGES.capitalBefore2014Missing);
  }
  refuseTransfer(input, problem);
  if (input.chosenRiskProfile !== NOT_BASED_ON_PROFILE) {
    problem('chosenRiskProfile', 'Bij lijfrente uitkeren hoort geen risicoprofiel.');
  }
  // Empty or left out: both mean no funds.
  if (input.funds.length > 0) problem('funds', 'Bij lijfrente uitkeren kiest u geen fondsen.');
}

export const sdilPaymentSchema = z.object({
  number: z.number().int().positive(),
  date: calendarDateSchema,
  payment: euroStringSchema,
  interest: euroStringSchema,
  remainingCapital: euroStringSchema,
});
export type SdilPaymentData = z.infer<typeof sdilPaymentSchema>;

export const sdilResultSchema = z.object({
  productCode: z.literal('SDIL'),
  kind: z.enum(['levenslang-vervangend', 'tijdelijke-oudedagslijfrente']),
  polisVoorwaardeCode: polisVoorwaardeCodeSchema,
  uitkeringsTermijnCode: uitkeringsTermijnCodeSchema,
  periodsPerYear: z.number().int().positive(),
  capital: euroStringSchema,
  /** Yearly effective rate as a decimal fraction ("0.025"); the server chooses it. */
  interestRate: z.string(),
  periodRate: z.string(),
  durationYears: z.number().int(),
  paymentPerPeriod: euroStringSchema,
  lastPayment: euroStringSchema,
  numberOfPayments: z.number().int().positive(),
  firstPaymentDate: calendarDateSchema,
  lastPaymentDate: calendarDateSchema,
  totalPaid: euroStringSchema,
  totalInterest: euroStringSchema,
  aowDate: calendarDateSchema,
  aowAgeAssumed: z.boolean(),
  notes: z.array(z.string()),
  schedule: z.array(sdilPaymentSchema),
});
