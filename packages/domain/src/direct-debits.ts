import { addDays, isAfter, todayInAmsterdam, type CalendarDate } from './calendar-date';
import { MoneyDecimal, euro, euroString, type DecimalInput } from './money';

/**
 * A monthly direct debit's states, the one list for the database enum and the collection job:
 * `requested` (claimed, the provider's answer not in), `pending` (the provider reports later),
 * `paid`, `failed` (the bank refused it, with a SEPA reason code) and `teruggeboekt` (paid, then
 * reclaimed by the debtor within the SEPA Core refund period). Values are stored: keep their
 * spelling and order (new values at the end, with a migration).
 */
export const COLLECTION_STATUSES = [
  'requested',
  'pending',
  'paid',
  'failed',
  'teruggeboekt',
] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/**
 * SEPA Core: the debtor may have a direct debit refunded without giving a reason for 8 weeks
 * after the day it was debited (EPC SEPA Core rulebook, DOMAIN.md). Until then the money is not
 * yet the investor's to withdraw.
 */
export const SEPA_CORE_REFUND_DAYS = 56;

/** The last day on which money debited on `collectedOn` can still be reclaimed. */
export function lastRefundDay(collectedOn: CalendarDate): CalendarDate {
  return addDays(collectedOn, SEPA_CORE_REFUND_DAYS);
}

/** True while the debtor may still reclaim a debit of `collectedOn` (through day 56 after it). */
export function isStillReversible(collectedOn: CalendarDate, today: CalendarDate): boolean {
  return !isAfter(today, lastRefundDay(collectedOn));
}

export interface CollectedDebit {
  /** The day the money was debited (Europe/Amsterdam calendar date). */
  collectedOn: CalendarDate;
  /** Euros, positive. */
  amount: DecimalInput;
}

/**
 * What of the money collected by direct debit can still be reversed on `today`, and so may not
 * be withdrawn: the sum of the debits collected in the last 56 days (a debit on day 56 after its
 * collection still counts, on day 57 it is free). A euro string with two decimals.
 */
export function reversibleDirectDebitAmount(
  debits: readonly CollectedDebit[],
  today: CalendarDate,
): string {
  let total = new MoneyDecimal(0);
  for (const debit of debits) {
    if (isStillReversible(debit.collectedOn, today) && !isAfter(debit.collectedOn, today)) {
      total = total.plus(euro(debit.amount));
    }
  }
  return euroString(total);
}

/** reversibleDirectDebitAmount for the calendar date of `now` in Europe/Amsterdam. */
export function reversibleDirectDebitAmountAt(
  debits: readonly CollectedDebit[],
  now: Date,
): string {
  return reversibleDirectDebitAmount(debits, todayInAmsterdam(now));
}
