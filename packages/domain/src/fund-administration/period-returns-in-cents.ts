import { MoneyDecimal, type DecimalInput } from '../money';
import type { CentMonthSummary } from '../returns/cent-months';
import { returnsFromCentMonths } from '../returns/from-cent-months';
import { euroStringFromCents } from '../returns/whole-cents';
import { periodMonthsInCents } from './part-months-in-cents';
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
 * from the stored rows in cents, the head and the tail valued from their bookings in cents too
 * (periodMonthsInCents), and the returns by returnsFromCentMonths. Decimals are computed only
 * for a return the guard finds too close to a rounding boundary. The answer is periodReturns'
 * to the character.
 *
 * Undefined when this path does not answer: a head or tail it cannot value exactly in a
 * double (periodMonthsInCents), sums too large for one, and every history for which
 * periodReturns answers null (then the ledger computes it) or throws. The caller then asks
 * periodReturns.
 */
export function periodReturnsInCents(
  input: PeriodInput<KeptCentMonth>,
): PeriodReturnsResult | undefined {
  const { head, tail, middle, rowBefore } = periodParts(input, (part, before) =>
    periodMonthsInCents({
      ...part,
      openingUnits: before ? unitsText(before.units) : '0',
      openingCash: before?.cash ?? 0,
    }),
  );
  if (head === undefined || tail === undefined) return undefined;
  const { period } = input;
  const opening = head ? head.openingValue : (rowBefore(period.from)?.value ?? 0);
  const startCash = head ? head.openingCash : (rowBefore(period.from)?.cash ?? 0);
  const months = [...(head?.months ?? []), ...middle, ...(tail?.months ?? [])];
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

/** The server keeps a row's units as their text; the tests as a decimal. */
const unitsText = (units: DecimalInput): string =>
  typeof units === 'string' ? units : new MoneyDecimal(units).toFixed();
