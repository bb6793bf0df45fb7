import { roundEuro, type DecimalInput } from '../money';
import { centMonthOf, type CentMonthSummary } from '../returns/cent-months';
import { returnsFromCentMonths } from '../returns/from-cent-months';
import { centsOf, euroStringFromCents } from '../returns/whole-cents';
import type { ContractMonth } from './month-rows';
import { periodParts, type PeriodInput, type PeriodReturnsResult } from './period-returns';

/** A month summary in cents with the money awaiting purchase at its end, in cents too. */
export interface CentContractMonth extends CentMonthSummary {
  cash: number;
}

/**
 * A stored month row read into cents (the server reads its text columns straight into this):
 * what periodReturnsInCents needs of it, the units as their exact text.
 */
export interface KeptCentMonth extends CentContractMonth {
  units: DecimalInput;
  nav: string | null;
}

/**
 * periodReturns (period-returns.ts, the reference) composed in plain numbers: the whole months
 * from the stored rows in cents, the head and the tail valued from their bookings as there
 * (in decimals: a month or two) and then taken into cents, and the returns by
 * returnsFromCentMonths. The answer is periodReturns' to the character.
 *
 * Undefined when this path does not answer: a head or tail amount that is not whole cents, sums
 * too large for a double, and every history for which periodReturns answers null (then the
 * ledger computes it) or throws. The caller then asks periodReturns.
 */
export function periodReturnsInCents(
  input: PeriodInput<KeptCentMonth>,
): PeriodReturnsResult | undefined {
  const { head, tail, middle, rowBefore } = periodParts(input, (row) => ({
    units: row.units,
    cash: euroStringFromCents(row.cash),
  }));
  const { period } = input;
  const headMonths = head && centContractMonths(head.months);
  const tailMonths = tail && centContractMonths(tail.months);
  if (headMonths === undefined || tailMonths === undefined) return undefined;
  // returnsFromMonths rounds the opening to cents; the head's may hold a fraction of one.
  const opening = head
    ? centsOf(roundEuro(head.openingValue))
    : (rowBefore(period.from)?.value ?? 0);
  const startCash = head
    ? centsOf(roundEuro(head.openingCash))
    : (rowBefore(period.from)?.cash ?? 0);
  if (opening === null || startCash === null) return undefined;
  const months = [...(headMonths ?? []), ...middle, ...(tailMonths ?? [])];
  const result = returnsFromCentMonths({ ...period, opening, months });
  if (!result) return undefined;
  const last = months.at(-1);
  const endCash = last?.lastDate === period.to ? last.cash : 0;
  return {
    ...result,
    startCash: euroStringFromCents(startCash),
    endCash: euroStringFromCents(endCash),
  };
}

/** The head's or tail's months in cents; undefined when one has a fraction of a cent. */
function centContractMonths(months: readonly ContractMonth[]): CentContractMonth[] | undefined {
  const converted: CentContractMonth[] = [];
  for (const month of months) {
    const summary = centMonthOf(month);
    const cash = centsOf(roundEuro(month.cash));
    if (!summary || cash === null) return undefined;
    converted.push({ ...summary, cash });
  }
  return converted;
}
