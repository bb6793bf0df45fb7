import { MoneyDecimal, euro, euroString, type DecimalInput, type MoneyValue } from '../money';
import { returnString } from '../returns/return-string';

export interface CostsOverTimeInput {
  investment: DecimalInput;
  /** Entry costs as a fraction of the deposit, taken before units are bought. */
  entryCosts: DecimalInput;
  /** Ongoing costs as a fraction per year of the value, taken in the NAV. */
  ongoingCosts: DecimalInput;
  /** The moderate scenario's average yearly return after all costs (a fraction). */
  yearlyReturnAfterCosts: DecimalInput;
  years: number;
}

export interface CostsOverTime {
  years: number;
  /** Entry costs plus the ongoing costs of every year, in euros. */
  totalCosts: string;
  entryCosts: string;
  ongoingCosts: string;
  /** How much lower the average yearly return is because of the costs (a fraction). */
  yearlyImpact: string;
}

/**
 * The KID's "Kosten in de loop van de tijd" for one exit moment, in the moderate scenario:
 *
 * - the investment minus the entry costs is invested; the fund grows each year by the factor
 *   G = (1 + r_net) / (1 − ongoing) before its ongoing costs, which are then taken from the
 *   value of that year's end (so that the net growth is exactly the moderate return r_net);
 * - the total costs are the entry costs and the sum of each year's ongoing costs;
 * - the yearly impact is the average yearly return without any costs (G − 1) minus the one
 *   with all of them: (value / investment)^(1/years) − 1.
 *
 * There are no exit costs: a sale is paid at the NAV (bookSale), nothing is kept back.
 */
export function costsOverTime(input: CostsOverTimeInput): CostsOverTime {
  const investment = euro(input.investment);
  const ongoing = euro(input.ongoingCosts);
  const entryCosts = investment.times(input.entryCosts);
  const growth = euro(input.yearlyReturnAfterCosts).plus(1).dividedBy(euro(1).minus(ongoing));
  let value: MoneyValue = investment.minus(entryCosts);
  let ongoingTotal: MoneyValue = new MoneyDecimal(0);
  for (let year = 0; year < input.years; year += 1) {
    const gross = value.times(growth);
    const cost = gross.times(ongoing);
    ongoingTotal = ongoingTotal.plus(cost);
    value = gross.minus(cost);
  }
  const perYear = new MoneyDecimal(1).dividedBy(input.years);
  const withCosts = value.dividedBy(investment).pow(perYear).minus(1);
  return {
    years: input.years,
    totalCosts: euroString(entryCosts.plus(ongoingTotal)),
    entryCosts: euroString(entryCosts),
    ongoingCosts: euroString(ongoingTotal),
    yearlyImpact: returnString(growth.minus(1).minus(withCosts)),
  };
}
