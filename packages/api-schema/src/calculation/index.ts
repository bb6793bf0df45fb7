import { offerParamsSchema } from '../offers';
import { z } from '../zod-nl';
import {
  calculationInputShapeStored,
  calculationRequestShape,
  type CalculationInputFields,
  type Problem,
} from './common';
import { checkSbInput, sbResultSchema } from './sb';
import { checkSdilInput, sdilResultSchema, withSdilDefaults } from './sdil';
import { checkSulInput, sulResultSchema } from './sul';

/**
 * The calculation API (issue 4): POST /api/calculation and GET /api/calculation/{offerID}.
 * Shared parts in common.ts, each product's rules and result in sb.ts, sul.ts and sdil.ts.
 *
 * Money in requests: decimal strings with a dot and at most two decimals ("1234.56", "250",
 * "0"), or JSON numbers with at most two decimals (10000, 12.5); never floats inside. Money in
 * responses: decimal strings with exactly two decimals. Fund percentages travel as fractions
 * (0.4 = 40%) with at most four decimals; the spec's web app divides its 0–100 percentages by 100.
 *
 * Errors: 422 `{ message, errors: { ErrorMessage: [...] } }` with every problem as a Dutch
 * sentence (input problems from this schema, then the engine's rules, e.g. the SDIL term rule
 * whose message contains exactly "De minimale looptijd bedraagt 20 jaar"); 404 for an offer that
 * does not exist or is not the caller's; 429 when an anonymous caller calculates too often.
 */

const PRODUCT_RULES = { SB: checkSbInput, SUL: checkSulInput, SDIL: checkSdilInput } as const;

/** The rules between fields, by product. */
function checkCalculationInput(
  input: CalculationInputFields,
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const problem: Problem = (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  PRODUCT_RULES[input.productCode](input, problem);
}

/** What a calculation is made of; stored with an offer and echoed in every result. */
export const calculationInputSchema =
  calculationInputShapeStored.superRefine(checkCalculationInput);
export type CalculationInput = z.infer<typeof calculationInputSchema>;

/**
 * POST /api/calculation: the spec's calculation request. Keys a product does not use may be
 * left out or null (see `calculationRequestShape`); what is left out is filled in only once
 * the request is valid, so every problem is still listed at once.
 */
export const calculationRequestSchema = calculationRequestShape
  .superRefine(checkCalculationInput)
  .transform(withSdilDefaults);
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;

/** GET /api/calculation/{offerID}: the same path parameter as the offers. */
export const calculationParamsSchema = offerParamsSchema;

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

export {
  CALCULATION_LIMITS,
  calculationDescriptionSchema,
  calculationFundSchema,
  chosenRiskProfileSchema,
  durationTypeSchema,
  fundSplitSchema,
  polisVoorwaardeCodeSchema,
  uitkeringsTermijnCodeSchema,
  type CalculationFund,
  type ChosenRiskProfile,
  type UitkeringsTermijnCodeValue,
} from './common';
export {
  fundAssumptionsUsedSchema,
  projectionAssumptionsSchema,
  projectionRowSchema,
  type ProjectionRowData,
} from './projection';
export { sbResultSchema } from './sb';
export { sdilPaymentSchema, sdilResultSchema, type SdilPaymentData } from './sdil';
export { sulResultSchema } from './sul';
