import { isAfter, type CalendarDate } from '../calendar-date';
import { isStillReversible } from '../direct-debits';
import type { LedgerEntry } from '../fund-administration/ledger';
import { withoutReversed } from '../fund-administration/reversal';
import { TRANSACTION_KIND } from '../fund-administration/transaction-kinds';
import {
  euro,
  euroString,
  formatEuro,
  formatUnits,
  MoneyDecimal,
  roundEuro,
  roundUnits,
  unitsString,
  type DecimalInput,
  type MoneyValue,
} from '../money';
import {
  SELL_ORDER_KIND,
  SELL_ORDER_STATUS,
  type SellOrderKind,
  type SellOrderStatus,
} from './sell-order-lists';

/** What the investor asked to sell: `amount` with `bedrag`, `units` with `participaties`. */
export interface SellOrderTerms {
  kind: SellOrderKind;
  amount?: DecimalInput | null;
  units?: DecimalInput | null;
}

const ZERO = new MoneyDecimal(0);

function atLeastZero(value: MoneyValue): MoneyValue {
  return value.isNegative() ? ZERO : value;
}

/**
 * The units an order sells when `held` units are held and the NAV is `nav`: the units asked
 * (`participaties`, possibly more than held: the caller refuses or rejects), everything held
 * (`alles`), or amount ÷ NAV rounded to 4 decimals (`bedrag`), at most what is held. With the
 * latest NAV this is the estimate; with the dealing date's NAV it is what the order sells.
 */
export function unitsToSell(terms: SellOrderTerms, held: DecimalInput, nav: DecimalInput) {
  const heldUnits = atLeastZero(roundUnits(held));
  switch (terms.kind) {
    case SELL_ORDER_KIND.units:
      return roundUnits(terms.units ?? 0);
    case SELL_ORDER_KIND.everything:
      return heldUnits;
    case SELL_ORDER_KIND.amount: {
      const price = euro(nav);
      if (!price.gt(0)) throw new RangeError('A NAV must be positive');
      const units = roundUnits(euro(terms.amount ?? 0).dividedBy(price));
      return units.gt(heldUnits) ? heldUnits : units;
    }
  }
}

/** What selling `units` at `nav` brings: gross, the exit costs on it, and the net proceeds. */
export interface SaleFigures {
  units: string;
  nav: string;
  grossProceeds: string;
  exitCosts: string;
  netProceeds: string;
}

/**
 * The proceeds of a sale, as bookRedemption books them: gross = units × NAV rounded to cents,
 * exit costs = gross × rate rounded to cents (half away from zero), net = gross − exit costs.
 */
export function saleFigures(
  units: DecimalInput,
  nav: DecimalInput,
  exitCostRate: DecimalInput,
): SaleFigures {
  const gross = roundEuro(roundUnits(units).times(euro(nav)));
  const costs = roundEuro(gross.times(euro(exitCostRate)));
  return {
    units: unitsString(units),
    nav: unitsString(nav),
    grossProceeds: euroString(gross),
    exitCosts: euroString(costs),
    netProceeds: euroString(gross.minus(costs)),
  };
}

/**
 * The units bought with direct debits (`periodieke-storting`) the bank may still reverse on
 * `today` (SEPA Core: 56 days, direct-debits.ts). Deposits pair with purchases in booking
 * order, as they are bought; a deposit still waiting for its purchase holds no units yet, and
 * one reversed and sold back (a `storno` right after a `verkoop`) holds none any more.
 */
export function unitsInRefundPeriod(entries: readonly LedgerEntry[], today: CalendarDate): string {
  const waiting: LedgerEntry[] = [];
  const bought: { deposit: LedgerEntry; units: MoneyValue }[] = [];
  let previous: LedgerEntry | undefined;
  // A corrected booking and its reversal are gone; the rebooking pairs as the original did.
  for (const entry of withoutReversed(entries)) {
    if (entry.kind === TRANSACTION_KIND.deposit || entry.kind === TRANSACTION_KIND.periodicDeposit)
      waiting.push(entry);
    if (entry.kind === TRANSACTION_KIND.purchase) {
      const deposit = waiting.shift();
      if (deposit) bought.push({ deposit, units: euro(entry.units ?? 0) });
    }
    if (entry.kind === TRANSACTION_KIND.storno) {
      if (previous?.kind === TRANSACTION_KIND.sale) {
        // A sell-back: the newest bought debit of that amount and those units is gone.
        const sold = euro(previous.units ?? 0).abs();
        const index = lastIndexOf(
          bought,
          (item) => isPeriodicOf(item.deposit, entry.amount) && item.units.equals(sold),
        );
        if (index >= 0) bought.splice(index, 1);
      } else {
        const index = waiting.findIndex((deposit) => isPeriodicOf(deposit, entry.amount));
        if (index >= 0) waiting.splice(index, 1);
      }
    }
    previous = entry;
  }
  let total = ZERO;
  for (const { deposit, units } of bought) {
    if (
      deposit.kind === TRANSACTION_KIND.periodicDeposit &&
      isStillReversible(deposit.date, today) &&
      !isAfter(deposit.date, today)
    ) {
      total = total.plus(units);
    }
  }
  return unitsString(total);
}

function isPeriodicOf(deposit: LedgerEntry, amount: string): boolean {
  return (
    deposit.kind === TRANSACTION_KIND.periodicDeposit && euro(deposit.amount).equals(euro(amount))
  );
}

function lastIndexOf<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (item !== undefined && test(item)) return index;
  }
  return -1;
}

/** What a new order may sell: held − units in the refund period − units in open orders, ≥ 0. */
export function sellableUnits(input: {
  held: DecimalInput;
  inRefundPeriod: DecimalInput;
  inOpenOrders: DecimalInput;
}): string {
  return unitsString(
    atLeastZero(euro(input.held).minus(euro(input.inRefundPeriod)).minus(euro(input.inOpenOrders))),
  );
}

/**
 * True when a partial sale leaves something, but less than the fund's minimum holding at `nav`:
 * the page then offers to sell everything instead, and the server refuses the partial sale.
 */
export function remainderBelowMinimum(input: {
  held: DecimalInput;
  selling: DecimalInput;
  nav: DecimalInput;
  minimumHolding: DecimalInput;
}): boolean {
  const remaining = euro(input.held).minus(euro(input.selling));
  if (!remaining.gt(0)) return false;
  return roundEuro(remaining.times(euro(input.nav))).lt(euro(input.minimumHolding));
}

/** The investor may cancel an order while it is `ingediend` and its cut-off has not passed. */
export function canCancelSellOrder(status: SellOrderStatus, cutOff: Date, now: Date): boolean {
  return status === SELL_ORDER_STATUS.received && now.getTime() <= cutOff.getTime();
}

/** What an order refused at the door is told, in Dutch (the server's 409 and 422). */
export const SELL_ORDER_MESSAGES = {
  contractSold: 'Dit contract is verkocht: er valt niets meer te verkopen.',
  contractUnpaid:
    'Dit contract wacht nog op de betaling van de eerste inleg: u kunt pas verkopen als die is belegd.',
  redemptionsSuspended:
    'Het fonds heeft de inkoop van participaties opgeschort: u kunt nu niet verkopen.',
  notDealt: 'Participaties in dit fonds kunnen niet via het portaal worden verkocht.',
  noNav: 'Het fonds heeft nog geen koers: verkopen kan nog niet.',
  nothingToSell: 'Dit contract heeft nu geen participaties die u kunt verkopen.',
  openOrderForEverything:
    'Er staat al een verkoopopdracht voor dit contract open. Annuleer die eerst als u alles wilt verkopen.',
  everythingOrdered: 'Er staat al een opdracht open om alles te verkopen.',
  cannotCancel: 'Deze opdracht kan niet meer worden geannuleerd.',
  cancelAfterCutOff:
    'Deze opdracht kan niet meer worden geannuleerd: de uiterste tijd om te annuleren (cut-off) is verstreken.',
  idempotencyKeyReused:
    'Deze Idempotency-Key is al gebruikt voor een andere verkoopopdracht. Gebruik een nieuwe sleutel.',
  orderNotFound: 'Verkoopopdracht niet gevonden.',
} as const;

/** Units in the refund period told in a sentence, or nothing when there are none. */
function refundPeriodNote(inRefundPeriod: DecimalInput): string {
  return euro(inRefundPeriod).gt(0)
    ? ` ${formatUnits(inRefundPeriod)} participaties zijn gekocht met een incasso van de afgelopen 56 dagen; die kunt u pas verkopen als uw bank de incasso niet meer kan terugboeken.`
    : '';
}

export function moreThanSellableMessage(sellable: DecimalInput, inRefundPeriod: DecimalInput) {
  return `U kunt nu hoogstens ${formatUnits(sellable)} participaties verkopen.${refundPeriodNote(inRefundPeriod)}`;
}

export function amountAboveSellableMessage(
  sellableValue: DecimalInput,
  inRefundPeriod: DecimalInput,
) {
  return `U kunt nu voor hoogstens ${formatEuro(sellableValue)} verkopen (tegen de laatste koers).${refundPeriodNote(inRefundPeriod)}`;
}

export function everythingInRefundPeriodMessage(inRefundPeriod: DecimalInput) {
  return `U kunt nu nog niet alles verkopen.${refundPeriodNote(inRefundPeriod)}`;
}

export function remainderBelowMinimumMessage(minimumHolding: DecimalInput) {
  return `Na deze verkoop blijft er minder dan ${formatEuro(minimumHolding)} in het contract over, het minimum van het fonds. Verkoop minder, of verkoop alles.`;
}
