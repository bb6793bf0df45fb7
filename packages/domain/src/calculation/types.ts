import type { CalendarDate } from '../calendar-date';
import type { DecimalInput, MoneyValue } from '../money';

/**
 * What we assume about one fund, all as decimal fractions (0.05 = 5%). These come from the
 * fund administration (the funds table), not from the visitor.
 */
export interface FundAssumptions {
  code: string;
  /** Shown in messages and assumptions; the code is used when there is no name. */
  name?: string;
  /** Expected return per year (arithmetic mean of the yearly return). */
  expectedReturn: DecimalInput;
  /** Standard deviation of the yearly return. */
  volatility: DecimalInput;
  /** Fraction of every deposit that goes to entry costs. */
  entryCost: DecimalInput;
  /** Yearly fraction of the value charged as ongoing costs, one twelfth each month. */
  ongoingCost: DecimalInput;
}

/** A fund in the chosen mix; weights are fractions that must add up to exactly 1. */
export interface FundAllocation extends FundAssumptions {
  weight: DecimalInput;
}

export interface SimulationSettings {
  /** Number of simulated scenarios (paths); 1000 unless given. */
  paths?: number;
  /** Seed of the random stream; a fixed default so equal input gives equal output. */
  seed?: number;
}

/** A fund after validation: exact decimals. */
export interface ProjectionFund {
  code: string;
  name: string;
  weight: MoneyValue;
  expectedReturn: MoneyValue;
  volatility: MoneyValue;
  entryCost: MoneyValue;
  ongoingCost: MoneyValue;
}

/** A validated projection: deposits at the start of each month into a fixed mix of funds. */
export interface ProjectionPlan {
  start: CalendarDate;
  /** Number of months; deposits are made at the start of months 0 … months − 1. */
  months: number;
  initialDeposit: MoneyValue;
  monthlyDeposit: MoneyValue;
  /** False for a transferred annuity capital (waardeoverdracht): no entry costs on it. */
  initialDepositBearsEntryCost: boolean;
  funds: ProjectionFund[];
  paths: number;
  seed: number;
}

/** The projection at the end of a year (or at the end of a final, shorter period). */
export interface ProjectionRow {
  /** 1 for the end of the first year; a final partial year gets the next number. */
  year: number;
  /** Months since the start. */
  months: number;
  /** The day this row describes: the start date plus `months`. */
  date: CalendarDate;
  /** Euro strings with two decimals. */
  totalDeposited: string;
  pessimistic: string;
  expected: string;
  optimistic: string;
}

export interface FundAssumptionsUsed {
  code: string;
  name: string;
  weight: string;
  expectedReturn: string;
  volatility: string;
  entryCost: string;
  ongoingCost: string;
}

export interface ProjectionAssumptions {
  paths: number;
  seed: number;
  percentiles: { pessimistic: 5; expected: 50; optimistic: 95 };
  funds: FundAssumptionsUsed[];
  /** Dutch sentences that explain the method, for the assumptions section of the result. */
  notes: string[];
}

export interface Projection {
  rows: ProjectionRow[];
  /** The last row: the figures at the end of the duration. */
  end: ProjectionRow;
  /** Entry costs over all deposits (exact, euro string). */
  entryCosts: string;
  /**
   * The effect of all costs: the value at the end at each fund's expected return without any
   * costs, minus the same with costs (both computed exactly, without random scenarios).
   */
  costEffect: string;
  assumptions: ProjectionAssumptions;
  warning: string;
}
