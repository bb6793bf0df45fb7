import {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  CHOSEN_RISK_PROFILES,
  DURATION_TYPES,
  euro,
  exceedsMaximumAmount,
  fundSplitMessage,
  hasSomeDeposit,
  isFundFraction,
  isCompleteFundSplit,
  maximumAmountMessage,
  NO_DEPOSIT_MESSAGE,
  NOT_BASED_ON_PROFILE,
  POLIS_VOORWAARDE_CODES,
  UITKERINGS_TERMIJN_CODES,
  type MoneyValue,
} from '@bp/domain';
import { productCodeSchema } from '../offers';
import { requestDateSchema } from '../portfolio';
import { z } from '../zod-nl';

/**
 * What the three calculations share: the value lists (from the domain), money and fund
 * fractions in a request, the request's fields and the rules between them that more than one
 * product has.
 */

export { CALCULATION_LIMITS };

export const chosenRiskProfileSchema = z.enum(CHOSEN_RISK_PROFILES);
export type ChosenRiskProfile = z.infer<typeof chosenRiskProfileSchema>;

/** SDIL payout frequency; `Geen` (no choice made) means monthly. */
export const uitkeringsTermijnCodeSchema = z.enum(UITKERINGS_TERMIJN_CODES);
export type UitkeringsTermijnCodeValue = z.infer<typeof uitkeringsTermijnCodeSchema>;

/** SDIL policy conditions: SDIL2014 when (part of) the capital was built up before 2014. */
export const polisVoorwaardeCodeSchema = z.enum(POLIS_VOORWAARDE_CODES);
export const durationTypeSchema = z.enum(DURATION_TYPES);

const AMOUNT_FORMAT_MESSAGE =
  'Een bedrag moet een decimaal getal zijn met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 1234.56.';

/** Money as stored and echoed: a decimal string with a dot and at most two decimals. */
const amountTextSchema = z
  .string({ error: AMOUNT_FORMAT_MESSAGE })
  .max(20, { error: AMOUNT_FORMAT_MESSAGE })
  .regex(/^\d+(\.\d{1,2})?$/, { error: AMOUNT_FORMAT_MESSAGE });

/**
 * Money in a request: a decimal string, or a JSON number as clients written from the spec send
 * it (`"initialDeposit": 10000`). A number becomes the string of its shortest representation
 * and must then pass the same format check: 10000 and 12.5 do, 12.345, 1e21 ("1e+21"), NaN
 * and Infinity do not. No float arithmetic ever touches the amount.
 */
export const requestAmountSchema = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), amountTextSchema)
  .meta({
    description:
      'Een bedrag in euro: een decimale tekst met een punt ("1234.56") of een JSON-getal met hoogstens twee decimalen (1234.56).',
  });

/** Format only; the upper bound is checked per product, with the field's own name. */
type AmountSchema = typeof amountTextSchema | typeof requestAmountSchema;

const fundFractionSchema = z
  .number({ error: 'Het percentage van een fonds moet een getal zijn.' })
  .gt(0, { error: 'Het percentage van een fonds moet groter zijn dan 0%.' })
  .max(1, { error: 'Het percentage van een fonds mag niet hoger zijn dan 100%.' })
  .refine((fraction) => euro(fraction).decimalPlaces() <= CALCULATION_LIMITS.fundFractionDecimals, {
    error: 'Het percentage van een fonds mag hoogstens twee cijfers achter de komma hebben.',
  });

export const calculationFundSchema = z.strictObject({
  id: z.number({ error: 'Kies een bestaand fonds.' }).int().positive(),
  /** A fraction: 0.4 is 40%. */
  percentage: fundFractionSchema,
});
export type CalculationFund = z.infer<typeof calculationFundSchema>;

type FundProblem = (message: string) => void;

/** A fund split of one's own: each fund once, together exactly 100% (as exact decimals). */
export function checkFundSplit(funds: readonly CalculationFund[], problem: FundProblem): void {
  if (funds.length === 0) {
    problem('Kies de fondsen waarin u wilt beleggen.');
    return;
  }
  const ids = new Set(funds.map((fund) => fund.id));
  if (ids.size !== funds.length) problem('Kies elk fonds maar één keer.');
  // A share that failed its own check is reported there; a total over it would say nothing.
  if (!funds.every((fund) => isFundFraction(fund.percentage))) return;
  const fractions = funds.map((fund) => fund.percentage);
  if (!isCompleteFundSplit(fractions)) problem(fundSplitMessage(fractions));
}

/**
 * The fund split as the API checks it, for a form that builds one (the wizard's own split):
 * the same shares, the same total, the same words.
 */
export const fundSplitSchema = z
  .array(calculationFundSchema)
  .max(CALCULATION_LIMITS.maxFunds, {
    error: `Kies hoogstens ${CALCULATION_LIMITS.maxFunds} fondsen.`,
  })
  .superRefine((funds, ctx) =>
    checkFundSplit(funds, (message) => ctx.addIssue({ code: 'custom', message })),
  );

/** The investor's own name for the offer; may be empty. */
export const calculationDescriptionSchema = z
  .string()
  .trim()
  .max(CALCULATION_LIMITS.maxDescriptionLength, {
    error: CALCULATION_FIELD_MESSAGES.descriptionTooLong,
  });

const durationSchema = z
  .number({ error: CALCULATION_FIELD_MESSAGES.durationYears })
  .int({ error: CALCULATION_FIELD_MESSAGES.durationYears })
  .min(CALCULATION_LIMITS.minDurationYears, { error: CALCULATION_FIELD_MESSAGES.durationYears });

/** The request's fields, with money read by `amount` (a request's or a stored input's). */
function calculationInputShape<A extends AmountSchema>(amount: A) {
  return z.strictObject({
    productCode: productCodeSchema,
    /** SB and SUL: the one-off deposit (SUL `oversluiten`: the transferred capital). SDIL: the capital. */
    initialDeposit: amount,
    /** Monthly deposit for SB and SUL; SDIL sends "0". */
    periodicDeposit: amount,
    /** Required for SUL and SDIL; SB sends null. */
    birthdate: requestDateSchema.nullable(),
    /**
     * SUL: start of the build-up; SDIL: date of the first payment (both required). SB: the
     * start of the deposits; null lets the server choose: the start of the stored offer when
     * offerID is given, else the first day of next month (Europe/Amsterdam). The web app sends
     * the first day of next month for anonymous visitors and null when logged in.
     */
    start: requestDateSchema.nullable(),
    /** Whole years (1–50); SUL with durationType `leeftijd`: the age at which the build-up ends. */
    duration: durationSchema,
    /** A risk profile: the server invests along the profile's model mix; NVT: the funds below. */
    chosenRiskProfile: chosenRiskProfileSchema,
    /** Required for SDIL (default `Geen`); SB and SUL send null. */
    uitkeringsTermijnCode: uitkeringsTermijnCodeSchema.nullable(),
    /** Required for SDIL; SB and SUL send null. */
    polisVoorwaardeCode: polisVoorwaardeCodeSchema.nullable(),
    /** SUL only: true when an existing annuity is transferred (situation `oversluiten`). */
    isHuidigeLijfrenteOversluiten: z.boolean(),
    description: calculationDescriptionSchema,
    /**
     * With chosenRiskProfile NVT (SB, SUL): fractions summing to exactly 1. Otherwise empty; it
     * may then be left out (SDIL never has funds).
     */
    funds: z
      .array(calculationFundSchema)
      .max(CALCULATION_LIMITS.maxFunds, {
        error: `Kies hoogstens ${CALCULATION_LIMITS.maxFunds} fondsen.`,
      })
      .default([]),
    /** SUL only: `jaren` (default) or `leeftijd`. */
    durationType: durationTypeSchema.optional(),
    /** Logged in: the offer to update. Anonymous callers must leave it out. */
    offerID: z
      .number({ error: 'Onbekende berekening.' })
      .int({ error: 'Onbekende berekening.' })
      .positive({ error: 'Onbekende berekening.' })
      .max(2_147_483_647, { error: 'Onbekende berekening.' })
      .optional(),
  });
}

/**
 * A request as it comes in: money as a decimal string or a JSON number. A client written from
 * the spec leaves out the keys its product does not use (`description` for SUL and SDIL,
 * `birthdate` for SB, `uitkeringsTermijnCode`, `polisVoorwaardeCode`,
 * `isHuidigeLijfrenteOversluiten`) or sends them as null: either reads as "not given", the
 * same as the web app's null, false or empty text. A product that needs one of them still
 * says so at the field (SUL and SDIL without a birthdate); SDIL without
 * `uitkeringsTermijnCode` pays monthly (`Geen`, spec §9: `withSdilDefaults`).
 */
export const calculationRequestShape = calculationInputShape(requestAmountSchema).extend({
  birthdate: requestDateSchema.nullable().default(null),
  start: requestDateSchema.nullable().default(null),
  uitkeringsTermijnCode: uitkeringsTermijnCodeSchema.nullable().default(null),
  polisVoorwaardeCode: polisVoorwaardeCodeSchema.nullable().default(null),
  isHuidigeLijfrenteOversluiten: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  description: calculationDescriptionSchema.nullish().transform((value) => value ?? ''),
});
/** A calculation's input as it is stored with an offer and echoed: money as decimal strings. */
export const calculationInputShapeStored = calculationInputShape(amountTextSchema).omit({
  offerID: true,
});

/** What every product's rules read: the input after its fields were parsed (money as text). */
export type CalculationInputFields = z.infer<typeof calculationInputShapeStored> & {
  offerID?: number;
};

/** Adds a Dutch problem at a field. */
export type Problem = (path: string, message: string) => void;

/**
 * zod runs the cross-field rules even when a field failed its own check (so every problem is
 * listed at once): the rules read only values that passed, and leave the rest to that check.
 */
export function amountOrNull(value: string): MoneyValue | null {
  return amountTextSchema.safeParse(value).success ? euro(value) : null;
}

export interface AmountLabels {
  initial: string;
  periodic: string;
}

/** Both amounts within the maximum, each named as the product names it. */
export function checkAmountBounds(
  input: CalculationInputFields,
  labels: AmountLabels,
  problem: Problem,
): void {
  const initial = amountOrNull(input.initialDeposit);
  const periodic = amountOrNull(input.periodicDeposit);
  if (initial && exceedsMaximumAmount(initial)) {
    problem('initialDeposit', maximumAmountMessage(labels.initial));
  }
  if (periodic && exceedsMaximumAmount(periodic)) {
    problem('periodicDeposit', maximumAmountMessage(labels.periodic));
  }
}

/** SB and SUL without a transfer: a one-off deposit, a monthly deposit or both. */
export function checkSomeDeposit(input: CalculationInputFields, problem: Problem): void {
  const initial = amountOrNull(input.initialDeposit);
  const periodic = amountOrNull(input.periodicDeposit);
  if (initial && periodic && !hasSomeDeposit(initial, periodic)) {
    problem('initialDeposit', NO_DEPOSIT_MESSAGE);
  }
}

/** A duration in whole years up to the maximum (SB, SDIL, SUL in years). */
export function checkDurationYears(input: CalculationInputFields, problem: Problem): void {
  if (input.duration > CALCULATION_LIMITS.maxDurationYears) {
    problem('duration', CALCULATION_FIELD_MESSAGES.durationYears);
  }
}

/** Only lijfrente opbouwen (SUL) has a duration up to an age. */
export function refuseDurationType(input: CalculationInputFields, problem: Problem): void {
  if (input.durationType !== undefined) {
    problem('durationType', 'Alleen bij lijfrente opbouwen kiest u een looptijd tot een leeftijd.');
  }
}

/** Only lijfrente opbouwen (SUL) transfers an existing annuity. */
export function refuseTransfer(input: CalculationInputFields, problem: Problem): void {
  if (input.isHuidigeLijfrenteOversluiten) {
    problem(
      'isHuidigeLijfrenteOversluiten',
      'Alleen bij lijfrente opbouwen kunt u een bestaande lijfrente oversluiten.',
    );
  }
}

/** SB and SUL: a risk profile's model mix, or (NVT) a fund split of one's own. */
export function checkFundChoice(input: CalculationInputFields, problem: Problem): void {
  if (input.chosenRiskProfile !== NOT_BASED_ON_PROFILE) {
    if (input.funds.length > 0) {
      problem(
        'funds',
        'Bij een berekening op basis van een risicoprofiel kiest u geen fondsen: de modelportefeuille van het profiel wordt gebruikt.',
      );
    }
    return;
  }
  checkFundSplit(input.funds, (message) => problem('funds', message));
}
