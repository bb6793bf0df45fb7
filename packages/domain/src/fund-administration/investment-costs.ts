import { euro, euroString, type DecimalInput } from '../money';

export interface InvestmentCostsInput {
  /** The one-off deposit in euros, null when there is none. */
  initialDeposit: DecimalInput | null;
  /** The monthly deposit in euros, null when there is none. */
  periodicDeposit: DecimalInput | null;
  /** The fund's entry costs as a fraction of each deposit ("0.0200" = 2%). */
  entryCosts: DecimalInput;
  /** The fund's ongoing costs as a fraction per year of the invested amount. */
  ongoingCosts: DecimalInput;
}

/** Euro strings with two decimals ("20.00"); null where there is no such deposit. */
export interface InvestmentCosts {
  entryCostsOnInitial: string | null;
  entryCostsOnPeriodic: string | null;
  /**
   * The ongoing costs of the first full year: on what is invested after a year without returns,
   * that is the one-off deposit and twelve monthly deposits, each after its entry costs.
   */
  ongoingCostsPerYear: string;
  /** The amount invested after a year without returns (the base of the ongoing costs). */
  investedAfterFirstYear: string;
}

const MONTHS_PER_YEAR = 12;

/** The cost summary of a new investment, in decimal arithmetic, each figure rounded to cents. */
export function investmentCosts(input: InvestmentCostsInput): InvestmentCosts {
  const entry = euro(input.entryCosts);
  const initial = input.initialDeposit === null ? null : euro(input.initialDeposit);
  const periodic = input.periodicDeposit === null ? null : euro(input.periodicDeposit);
  const netOf = (amount: ReturnType<typeof euro>) => amount.minus(amount.times(entry));
  const invested = (initial ? netOf(initial) : euro(0)).plus(
    periodic ? netOf(periodic).times(MONTHS_PER_YEAR) : euro(0),
  );
  return {
    entryCostsOnInitial: initial ? euroString(initial.times(entry)) : null,
    entryCostsOnPeriodic: periodic ? euroString(periodic.times(entry)) : null,
    ongoingCostsPerYear: euroString(invested.times(euro(input.ongoingCosts))),
    investedAfterFirstYear: euroString(invested),
  };
}
