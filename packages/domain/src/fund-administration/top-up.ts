import { parseDutchAmount } from '../dutch-amount';
import { type ValidationResult } from '../validators/validation-result';
import { euro, euroString, formatEuro, roundEuro, unitsString, type DecimalInput } from '../money';
import { IDEAL_MAXIMUM_MESSAGE } from './fund-facts';
import { TOP_UP_LIMITS } from './payment-lists';

/** What a top-up's amount may not be, in Dutch: the API's words and the page's. */
export const TOP_UP_MESSAGES = {
  amountMissing: 'Vul het bedrag in dat u wilt bijstorten.',
  tooLow: `Het bedrag van een bijstorting moet minimaal ${formatEuro(TOP_UP_LIMITS.minimum)} zijn.`,
  overIdealMaximum: IDEAL_MAXIMUM_MESSAGE,
} as const;

/**
 * Reads a top-up amount typed the Dutch way ("1.500", "250,50") and checks it against
 * TOP_UP_LIMITS: the amount as "1500.00", or the Dutch message of what is wrong.
 */
export function readTopUpAmount(text: string): ValidationResult<string> {
  if (text.trim() === '') return { ok: false, error: TOP_UP_MESSAGES.amountMissing };
  const parsed = parseDutchAmount(text);
  if (!parsed.ok) return parsed;
  const amount = euro(parsed.value);
  if (amount.lt(TOP_UP_LIMITS.minimum)) return { ok: false, error: TOP_UP_MESSAGES.tooLow };
  if (amount.gt(TOP_UP_LIMITS.maximum)) {
    return { ok: false, error: TOP_UP_MESSAGES.overIdealMaximum };
  }
  return { ok: true, value: parsed.value };
}

export interface TopUpEstimateInput {
  /** The gross top-up in euros. */
  amount: DecimalInput;
  /** The fund's entry costs as a fraction of each deposit ("0.0200" = 2%). */
  entryCostRate: DecimalInput;
  /** The latest NAV: the estimate's price, not the one the units will be bought at. */
  nav: DecimalInput;
  /** The units the contract holds now. */
  unitsHeld: DecimalInput;
  /** The contract's value now: units × latest NAV plus money awaiting purchase. */
  currentValue: DecimalInput;
}

/** Euro strings with two decimals, units with four. */
export interface TopUpEstimate {
  entryCosts: string;
  /** What buys units: the amount less the entry costs. */
  invested: string;
  /** The units the invested amount would buy at the latest NAV. */
  units: string;
  unitsAfter: string;
  /** The contract's value afterwards at the latest NAV (other money awaiting purchase counted). */
  valueAfter: string;
}

/**
 * What a top-up would come to at the latest NAV, by the purchase's own rules (ledger.ts
 * bookPurchase: costs rounded to cents, units to four decimals). An estimate: the units are
 * bought at the NAV of the dealing date, which is not known yet.
 */
export function topUpEstimate(input: TopUpEstimateInput): TopUpEstimate {
  const gross = euro(input.amount);
  const costs = roundEuro(gross.times(euro(input.entryCostRate)));
  const invested = gross.minus(costs);
  const units = unitsString(invested.dividedBy(euro(input.nav)));
  return {
    entryCosts: euroString(costs),
    invested: euroString(invested),
    units,
    unitsAfter: unitsString(euro(input.unitsHeld).plus(units)),
    valueAfter: euroString(euro(input.currentValue).plus(invested)),
  };
}
