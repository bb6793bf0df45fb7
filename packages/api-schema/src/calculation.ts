import { euro, formatEuro, MAX_AMOUNT, MAX_DURATION_YEARS, type MoneyValue } from '@bp/domain';
import { offerParamsSchema, productCodeSchema } from './offers';
import { calendarDateSchema, euroStringSchema } from './portfolio';
import { z } from './zod-nl';

/**
 * The calculation API (issue 4): POST /api/calculation and GET /api/calculation/{offerID}.
 *
 * Money in requests: decimal strings with a dot and at most two decimals ("1234.56", "250",
 * "0"), never floats. Money in responses: decimal strings with exactly two decimals. Fund
 * percentages travel as fractions (0.4 = 40%) with at most four decimals; the spec's web app
 * divides its 0–100 percentages by 100.
 *
 * Errors: 422 `{ message, errors: { ErrorMessage: [...] } }` with every problem as a Dutch
 * sentence (input problems from this schema, then the engine's rules, e.g. the SDIL term rule
 * whose message contains exactly "De minimale looptijd bedraagt 20 jaar"); 404 for an offer that
 * does not exist or is not the caller's; 429 when an anonymous caller calculates too often.
 */

export const chosenRiskProfileSchema = z.enum(['defensief', 'neutraal', 'offensief', 'NVT']);
export type ChosenRiskProfile = z.infer<typeof chosenRiskProfileSchema>;

/** SDIL payout frequency; `Geen` (no choice made) means monthly. */
export const uitkeringsTermijnCodeSchema = z.enum([
  'Geen',
  'Maand',
  'Kwartaal',
  'Halfjaar',
  'Jaar',
]);
export type UitkeringsTermijnCodeValue = z.infer<typeof uitkeringsTermijnCodeSchema>;

/** SDIL policy conditions: SDIL2014 when (part of) the capital was built up before 2014. */
export const polisVoorwaardeCodeSchema = z.enum(['SDIL', 'SDIL2014']);
export const durationTypeSchema = z.enum(['jaren', 'leeftijd']);

/** Bounds of the request, shared with the web forms so both say the same. */
export const CALCULATION_LIMITS = {
  maxAmount: MAX_AMOUNT.toFixed(2),
  maxDurationYears: MAX_DURATION_YEARS,
  /** SUL "tot een leeftijd": the age at which the build-up ends. */
  maxEndAge: 100,
  maxFunds: 20,
  maxDescriptionLength: 100,
} as const;

const AMOUNT_FORMAT_MESSAGE =
  'Een bedrag moet een decimaal getal zijn met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 1234.56.';

/** Format only; the upper bound is checked per product below, with the field's own name. */
const requestAmountSchema = z
  .string({ error: AMOUNT_FORMAT_MESSAGE })
  .max(20, { error: AMOUNT_FORMAT_MESSAGE })
  .regex(/^\d+(\.\d{1,2})?$/, { error: AMOUNT_FORMAT_MESSAGE });

const fundFractionSchema = z
  .number({ error: 'Het percentage van een fonds moet een getal zijn.' })
  .gt(0, { error: 'Het percentage van een fonds moet groter zijn dan 0%.' })
  .max(1, { error: 'Het percentage van een fonds mag niet hoger zijn dan 100%.' })
  .refine((fraction) => euro(fraction).decimalPlaces() <= 4, {
    error: 'Het percentage van een fonds mag hoogstens twee cijfers achter de komma hebben.',
  });

export const calculationFundSchema = z.strictObject({
  id: z.number({ error: 'Kies een bestaand fonds.' }).int().positive(),
  /** A fraction: 0.4 is 40%. */
  percentage: fundFractionSchema,
});
export type CalculationFund = z.infer<typeof calculationFundSchema>;

const calculationInputShape = z.strictObject({
  productCode: productCodeSchema,
  /** SB and SUL: the one-off deposit (SUL `oversluiten`: the transferred capital). SDIL: the capital. */
  initialDeposit: requestAmountSchema,
  /** Monthly deposit for SB and SUL; SDIL sends "0". */
  periodicDeposit: requestAmountSchema,
  /** Required for SUL and SDIL; SB sends null. */
  birthdate: calendarDateSchema.nullable(),
  /**
   * SUL: start of the build-up; SDIL: date of the first payment (both required). SB: the start
   * of the deposits; null lets the server choose: the start of the stored offer when offerID is
   * given, else the first day of next month (Europe/Amsterdam). The web app sends the first day
   * of next month for anonymous visitors and null when logged in.
   */
  start: calendarDateSchema.nullable(),
  /** Whole years (1–50); SUL with durationType `leeftijd`: the age at which the build-up ends. */
  duration: z
    .number({ error: 'Vul de looptijd in als een heel aantal jaren.' })
    .int({ error: 'Vul de looptijd in als een heel aantal jaren.' })
    .min(1, { error: 'De looptijd moet minimaal 1 jaar zijn.' }),
  /** A risk profile: the server invests along the profile's model mix; NVT: the funds below. */
  chosenRiskProfile: chosenRiskProfileSchema,
  /** Required for SDIL (default `Geen`); SB and SUL send null. */
  uitkeringsTermijnCode: uitkeringsTermijnCodeSchema.nullable(),
  /** Required for SDIL; SB and SUL send null. */
  polisVoorwaardeCode: polisVoorwaardeCodeSchema.nullable(),
  /** SUL only: true when an existing annuity is transferred (situation `oversluiten`). */
  isHuidigeLijfrenteOversluiten: z.boolean(),
  /** The investor's own name for the offer; may be empty. */
  description: z
    .string()
    .trim()
    .max(CALCULATION_LIMITS.maxDescriptionLength, {
      error: `De omschrijving mag hoogstens ${CALCULATION_LIMITS.maxDescriptionLength} tekens lang zijn.`,
    }),
  /** With chosenRiskProfile NVT (SB, SUL): fractions summing to exactly 1; otherwise empty. */
  funds: z.array(calculationFundSchema).max(CALCULATION_LIMITS.maxFunds, {
    error: `Kies hoogstens ${CALCULATION_LIMITS.maxFunds} fondsen.`,
  }),
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

type CalculationInputShape = z.infer<typeof calculationInputShape>;

/**
 * zod runs these cross-field rules even when a field failed its own check (so every problem is
 * listed at once): the rules read only values that passed, and leave the rest to that check.
 */
function amountOrNull(value: string): MoneyValue | null {
  return requestAmountSchema.safeParse(value).success ? euro(value) : null;
}

function amountLabels(input: CalculationInputShape): { initial: string; periodic: string } {
  if (input.productCode === 'SDIL') {
    return { initial: 'Het kapitaal', periodic: 'De periodieke inleg' };
  }
  return {
    initial: input.isHuidigeLijfrenteOversluiten
      ? 'De waarde van uw huidige lijfrente'
      : 'De eenmalige inleg',
    periodic: 'De maandelijkse inleg',
  };
}

/** The rules between fields: which product needs what, and the bounds with Dutch names. */
function checkCalculationInput(
  input: CalculationInputShape,
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const problem = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const isSdil = input.productCode === 'SDIL';
  const isSul = input.productCode === 'SUL';
  const labels = amountLabels(input);
  const maximum = euro(CALCULATION_LIMITS.maxAmount);

  const initial = amountOrNull(input.initialDeposit);
  const periodic = amountOrNull(input.periodicDeposit);
  if (initial?.greaterThan(maximum)) {
    problem('initialDeposit', `${labels.initial} mag niet hoger zijn dan ${formatEuro(maximum)}.`);
  }
  if (periodic?.greaterThan(maximum)) {
    problem(
      'periodicDeposit',
      `${labels.periodic} mag niet hoger zijn dan ${formatEuro(maximum)}.`,
    );
  }
  if (isSdil && periodic && !periodic.isZero()) {
    problem('periodicDeposit', 'Bij lijfrente uitkeren is er geen periodieke inleg.');
  }

  if (input.durationType !== undefined && !isSul) {
    problem('durationType', 'Alleen bij lijfrente opbouwen kiest u een looptijd tot een leeftijd.');
  }
  if (isSul && input.durationType === 'leeftijd') {
    if (input.duration > CALCULATION_LIMITS.maxEndAge) {
      problem(
        'duration',
        `De leeftijd waarop de opbouw eindigt mag niet hoger zijn dan ${CALCULATION_LIMITS.maxEndAge} jaar.`,
      );
    }
  } else if (input.duration > CALCULATION_LIMITS.maxDurationYears) {
    problem(
      'duration',
      `De looptijd mag niet langer zijn dan ${CALCULATION_LIMITS.maxDurationYears} jaar.`,
    );
  }

  if ((isSul || isSdil) && input.birthdate === null) {
    problem('birthdate', 'Vul uw geboortedatum in.');
  }
  if ((isSul || isSdil) && input.start === null) {
    problem(
      'start',
      isSdil ? 'Vul de datum van de eerste uitkering in.' : 'Vul de ingangsdatum in.',
    );
  }
  if (isSdil && input.uitkeringsTermijnCode === null) {
    problem('uitkeringsTermijnCode', 'Kies hoe vaak u een uitkering wilt ontvangen.');
  }
  if (isSdil && input.polisVoorwaardeCode === null) {
    problem(
      'polisVoorwaardeCode',
      'Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.',
    );
  }
  if (input.isHuidigeLijfrenteOversluiten && !isSul) {
    problem(
      'isHuidigeLijfrenteOversluiten',
      'Alleen bij lijfrente opbouwen kunt u een bestaande lijfrente oversluiten.',
    );
  }
  checkFunds(input, problem);
}

function checkFunds(
  input: CalculationInputShape,
  problem: (path: string, message: string) => void,
): void {
  if (input.productCode === 'SDIL') {
    if (input.chosenRiskProfile !== 'NVT') {
      problem('chosenRiskProfile', 'Bij lijfrente uitkeren hoort geen risicoprofiel.');
    }
    if (input.funds.length > 0) problem('funds', 'Bij lijfrente uitkeren kiest u geen fondsen.');
    return;
  }
  if (input.chosenRiskProfile !== 'NVT') {
    if (input.funds.length > 0) {
      problem(
        'funds',
        'Bij een berekening op basis van een risicoprofiel kiest u geen fondsen: de modelportefeuille van het profiel wordt gebruikt.',
      );
    }
    return;
  }
  if (input.funds.length === 0) {
    problem('funds', 'Kies de fondsen waarin u wilt beleggen.');
    return;
  }
  const ids = new Set(input.funds.map((fund) => fund.id));
  if (ids.size !== input.funds.length) problem('funds', 'Kies elk fonds maar één keer.');
  if (!input.funds.every((fund) => fundFractionSchema.safeParse(fund.percentage).success)) return;
  const total = input.funds.reduce((sum, fund) => sum.plus(euro(fund.percentage)), euro(0));
  if (!total.equals(1)) {
    problem('funds', 'De verdeling over de fondsen moet samen precies 100% zijn.');
  }
}

/** What a calculation is made of; stored with an offer and echoed in every result. */
export const calculationInputSchema = calculationInputShape
  .omit({ offerID: true })
  .superRefine(checkCalculationInput);
export type CalculationInput = z.infer<typeof calculationInputSchema>;

/** POST /api/calculation: the spec's calculation request. */
export const calculationRequestSchema = calculationInputShape.superRefine(checkCalculationInput);
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;

/** GET /api/calculation/{offerID}: the same path parameter as the offers. */
export const calculationParamsSchema = offerParamsSchema;

// ---- Results: the engine's output (packages/domain/src/calculation) as JSON. ----

export const projectionRowSchema = z.object({
  /** 1 for the end of the first year; a final partial year gets the next number. */
  year: z.number().int().positive(),
  months: z.number().int().positive(),
  date: calendarDateSchema,
  totalDeposited: euroStringSchema,
  /** 5th, 50th and 95th percentile of the simulated values. */
  pessimistic: euroStringSchema,
  expected: euroStringSchema,
  optimistic: euroStringSchema,
});
export type ProjectionRowData = z.infer<typeof projectionRowSchema>;

export const fundAssumptionsUsedSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Fractions as decimal strings ("0.4", "0.065"). */
  weight: z.string(),
  expectedReturn: z.string(),
  volatility: z.string(),
  entryCost: z.string(),
  ongoingCost: z.string(),
});

export const projectionAssumptionsSchema = z.object({
  paths: z.number().int().positive(),
  seed: z.number().int(),
  percentiles: z.object({
    pessimistic: z.literal(5),
    expected: z.literal(50),
    optimistic: z.literal(95),
  }),
  funds: z.array(fundAssumptionsUsedSchema),
  /** Dutch sentences explaining the method. */
  notes: z.array(z.string()),
});

const projectionSchema = z.object({
  rows: z.array(projectionRowSchema),
  end: projectionRowSchema,
  entryCosts: euroStringSchema,
  /** Value at the end without costs minus with costs, both at expected returns. */
  costEffect: euroStringSchema,
  assumptions: projectionAssumptionsSchema,
  /** The MiFID warning that a forecast is no reliable indicator of future results. */
  warning: z.string(),
});

export const sbResultSchema = projectionSchema.extend({
  productCode: z.literal('SB'),
  start: calendarDateSchema,
  endDate: calendarDateSchema,
  durationYears: z.number().int(),
  initialDeposit: euroStringSchema,
  periodicDeposit: euroStringSchema,
});

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

/** What every result carries besides the engine's figures. */
const offerFields = {
  /** The stored offer; null for anonymous callers (nothing is stored). */
  offerID: z.number().int().positive().nullable(),
  /** The input as calculated (for SB with the start the server chose), to reopen the flow. */
  request: calculationInputSchema,
};

export const calculationDataSchema = z.discriminatedUnion('productCode', [
  sbResultSchema.extend(offerFields),
  sulResultSchema.extend(offerFields),
  sdilResultSchema.extend(offerFields),
]);
export type CalculationData = z.infer<typeof calculationDataSchema>;
export type SbCalculationData = Extract<CalculationData, { productCode: 'SB' }>;
export type SulCalculationData = Extract<CalculationData, { productCode: 'SUL' }>;
export type SdilCalculationData = Extract<CalculationData, { productCode: 'SDIL' }>;

/** POST /api/calculation and GET /api/calculation/{offerID} → `{ data }`. */
export const calculationResponseSchema = z.object({ data: calculationDataSchema });
export type CalculationResponse = z.infer<typeof calculationResponseSchema>;
