import { calendarDateSchema, euroStringSchema } from '../portfolio';
import { z } from '../zod-nl';

/** The projection SB and SUL return: the engine's output (packages/domain/src/calculation) as JSON. */

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

/** What SB and SUL return: the projection of the deposits. */
export const projectionSchema = z.object({
  rows: z.array(projectionRowSchema),
  end: projectionRowSchema,
  entryCosts: euroStringSchema,
  /** Value at the end without costs minus with costs, both at expected returns. */
  costEffect: euroStringSchema,
  assumptions: projectionAssumptionsSchema,
  /** The MiFID warning that a forecast is no reliable indicator of future results. */
  warning: z.string(),
});
