import { euro, unitsString } from '../money';
import type { LedgerEntry } from './ledger';

/**
 * The reversal of a booking (a NAV correction): same day, kind, amount and NAV, the units
 * negated, marked `reversal`. Booked beside the original, never instead of it.
 */
export function reversalOf(original: LedgerEntry): LedgerEntry {
  if (original.reversal) throw new RangeError('A reversal is not reversed again');
  return {
    date: original.date,
    kind: original.kind,
    amount: original.amount,
    units: original.units === null ? null : unitsString(euro(original.units).negated()),
    nav: original.nav,
    reversal: true,
  };
}

/**
 * The bookings without the reversals and the originals they undo: what the ledger says after
 * its corrections, in the same order. A reversal undoes the latest earlier booking of the same
 * day, kind, amount and NAV with the negated units that no other reversal undid yet.
 */
export function withoutReversed<Entry extends LedgerEntry>(entries: readonly Entry[]): Entry[] {
  if (!entries.some((item) => item.reversal)) return [...entries];
  const undone = new Set<number>();
  entries.forEach((item, index) => {
    if (!item.reversal) return;
    undone.add(index);
    for (let earlier = index - 1; earlier >= 0; earlier -= 1) {
      const original = entries[earlier];
      if (original && !original.reversal && !undone.has(earlier) && mirrors(item, original)) {
        undone.add(earlier);
        return;
      }
    }
  });
  return entries.filter((_, index) => !undone.has(index));
}

function mirrors(reversal: LedgerEntry, original: LedgerEntry): boolean {
  const negated = original.units === null ? null : unitsString(euro(original.units).negated());
  return (
    reversal.date === original.date &&
    reversal.kind === original.kind &&
    euro(reversal.amount).equals(euro(original.amount)) &&
    reversal.nav === original.nav &&
    reversal.units === negated
  );
}
