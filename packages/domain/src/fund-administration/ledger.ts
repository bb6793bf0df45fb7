import type { CalendarDate } from '../calendar-date';
import { euro, euroString, roundEuro, roundUnits, unitsString, type DecimalInput } from '../money';
import type { CashFlowKind } from '../returns/types';
import type { DistributionPolicy } from './contract-lists';
import type { TransactionKind } from './transaction-kinds';

/** A booking's kind; the list and its meanings are in transaction-kinds.ts. */
export type LedgerKind = TransactionKind;

/**
 * One booking. `amount` is a positive euro amount (the kind gives the direction); `units` is
 * signed (bought positive, sold negative) and only present on the kinds that move units, with
 * the NAV they moved at. The units a contract holds are the sum of `units`, never stored apart.
 */
export interface LedgerEntry {
  date: CalendarDate;
  kind: LedgerKind;
  amount: string;
  units: string | null;
  nav: string | null;
  /**
   * A reversal (a NAV correction, issue 22): the mirror of an earlier booking of the same day,
   * kind, amount and NAV with negated units. It undoes that booking: its cash effect and its
   * meaning for the totals and the returns count with the opposite sign (valuation.ts).
   */
  reversal?: boolean;
}

/** How each booking counts for the returns: money in, money out, costs, or internal. */
export const CASH_FLOW_OF: Readonly<Record<LedgerKind, CashFlowKind | null>> = {
  storting: 'deposit',
  'periodieke-storting': 'deposit',
  kosten: 'cost',
  aankoop: null,
  uitkering: 'distribution',
  herbelegging: null,
  verkoop: null,
  uitbetaling: 'withdrawal',
  storno: 'withdrawal',
  // The administrator's settlement of a sell-back is neither the investor's money in or out nor
  // a cost: the returns see the reversed deposit come in and go out again, and nothing else.
  'verrekening-bij': null,
  'verrekening-af': null,
};

/**
 * How each booking moves the money a contract holds outside units: a deposit is received at
 * once (+) and waits for the NAV of its valuation date, when its entry costs and purchase spend
 * it (−); a sale's proceeds come in and are paid out (or, for a sell-back, cover the storno with
 * the administrator's settlement, which brings the sum back to 0). Distributions never pass through it (paid
 * out directly, or reinvested in units). The sum is the money awaiting purchase, which is part
 * of the contract's value at its amount.
 */
export const CASH_EFFECT_OF: Readonly<Record<LedgerKind, 1 | -1 | 0>> = {
  storting: 1,
  'periodieke-storting': 1,
  kosten: -1,
  aankoop: -1,
  uitkering: 0,
  herbelegging: 0,
  verkoop: 1,
  uitbetaling: -1,
  storno: -1,
  'verrekening-bij': 1,
  'verrekening-af': -1,
};

export interface DepositInput {
  date: CalendarDate;
  kind: 'storting' | 'periodieke-storting';
  /** The gross amount the investor paid, in whole cents. */
  amount: DecimalInput;
  /** Fraction of the deposit that goes to entry costs (0.02 = 2%). */
  entryCostRate: DecimalInput;
  /** The NAV valid on the trade date. */
  nav: DecimalInput;
}

/**
 * A deposit: the entry costs are the rate times the gross amount, rounded to cents; the rest
 * (net = gross − costs, exact cents) buys units at the NAV of the trade date, rounded to 4
 * decimals. Rounding half away from zero, as everywhere (see money.ts).
 */
export function bookDeposit(input: DepositInput): LedgerEntry[] {
  return [
    entry(input.date, input.kind, wholeCents(input.amount, 'deposit')),
    ...bookPurchase(input),
  ];
}

export interface PurchaseInput {
  /** The trade date: the valuation date whose NAV buys the units. */
  date: CalendarDate;
  /** The gross deposit the purchase is for, in whole cents. */
  amount: DecimalInput;
  /** Fraction of the deposit that goes to entry costs (0.02 = 2%). */
  entryCostRate: DecimalInput;
  /** The NAV of that valuation date. */
  nav: DecimalInput;
}

/**
 * The purchase of units for a deposit already booked (on receipt, without units): the entry
 * costs and the `aankoop` of the rest, by the same rules as bookDeposit.
 */
export function bookPurchase(input: PurchaseInput): LedgerEntry[] {
  const gross = wholeCents(input.amount, 'deposit');
  if (!gross.gt(0)) throw new RangeError('A deposit must be positive');
  const nav = positiveNav(input.nav);
  const rate = euro(input.entryCostRate);
  if (rate.isNegative() || rate.gte(1)) throw new RangeError('Entry costs must lie in [0, 1)');
  const costs = roundEuro(gross.times(rate));
  const net = gross.minus(costs);
  const entries: LedgerEntry[] = [];
  if (costs.gt(0)) entries.push(entry(input.date, 'kosten', costs));
  entries.push({
    ...entry(input.date, 'aankoop', net),
    units: unitsString(net.dividedBy(nav)),
    nav: navString(nav),
  });
  return entries;
}

export interface DistributionInput {
  /** The pay date: the day the distribution is paid out or reinvested. */
  date: CalendarDate;
  /** Units held at the end of the ex-date. */
  unitsHeld: DecimalInput;
  amountPerUnit: DecimalInput;
  policy: DistributionPolicy;
  /** The NAV valid on the pay date, at which a reinvested distribution buys units. */
  nav: DecimalInput;
}

/**
 * A distribution: units held × amount per unit, rounded to cents. Paid out, or reinvested in
 * units at the NAV of the pay date without entry costs. Null when it comes to less than a cent;
 * a reinvestment too small to buy 0.0001 units is paid out instead.
 */
export function bookDistribution(input: DistributionInput): LedgerEntry | null {
  const payout = roundEuro(euro(input.unitsHeld).times(euro(input.amountPerUnit)));
  if (!payout.gt(0)) return null;
  if (input.policy === 'herbeleggen') {
    const nav = positiveNav(input.nav);
    const units = roundUnits(payout.dividedBy(nav));
    if (units.gt(0)) {
      return {
        ...entry(input.date, 'herbelegging', payout),
        units: unitsString(units),
        nav: navString(nav),
      };
    }
  }
  return entry(input.date, 'uitkering', payout);
}

/**
 * A sale of units at the NAV of the trade date: the proceeds are units × NAV rounded to cents,
 * paid out to the investor on the same day.
 */
export function bookSale(input: {
  date: CalendarDate;
  units: DecimalInput;
  nav: DecimalInput;
}): LedgerEntry[] {
  const units = roundUnits(input.units);
  if (!units.gt(0)) throw new RangeError('A sale needs a positive number of units');
  const nav = positiveNav(input.nav);
  const proceeds = roundEuro(units.times(nav));
  return [
    {
      ...entry(input.date, 'verkoop', proceeds),
      units: unitsString(units.negated()),
      nav: navString(nav),
    },
    entry(input.date, 'uitbetaling', proceeds),
  ];
}

/**
 * A sell order executed at the NAV of its dealing date (issue 19): the `verkoop` of the units
 * (units × NAV rounded to cents), the fund's exit costs on it (rate × proceeds, rounded to
 * cents, a `kosten` booking, kept by the fund) and the `uitbetaling` of the rest to the
 * investor's account, all on the dealing date, so no money stays behind in the contract.
 */
export function bookRedemption(input: {
  date: CalendarDate;
  units: DecimalInput;
  nav: DecimalInput;
  exitCostRate: DecimalInput;
}): LedgerEntry[] {
  const [sale] = bookSale(input);
  if (!sale) throw new RangeError('A redemption needs a sale');
  const rate = euro(input.exitCostRate);
  if (rate.isNegative() || rate.gte(1)) throw new RangeError('Exit costs must lie in [0, 1)');
  const costs = roundEuro(euro(sale.amount).times(rate));
  const net = euro(sale.amount).minus(costs);
  return [
    sale,
    ...(costs.gt(0) ? [entry(input.date, 'kosten', costs)] : []),
    ...(net.gt(0) ? [entry(input.date, 'uitbetaling', net)] : []),
  ];
}

/**
 * A collected deposit reversed by the investor's bank (SEPA Core refund): the `storno` of the
 * whole amount the bank took back.
 */
export function bookStorno(input: { date: CalendarDate; amount: DecimalInput }): LedgerEntry[] {
  const amount = wholeCents(input.amount, 'storno');
  if (!amount.gt(0)) throw new RangeError('A storno must be positive');
  return [entry(input.date, 'storno', amount)];
}

/**
 * A reversed deposit whose units were bought already: those units are sold back at the NAV of
 * the trade date (a `verkoop` of proceeds X, not paid out), and the `storno` of the amount A the
 * bank took back leaves the contract the same day — always A, what the bank really took. The
 * entry costs and any change of the NAV in between are not charged to the investor, nor is a
 * gain theirs: the administrator settles the difference in whole cents, the same day, so that
 * the contract ends where it stood before the deposit (no units, no money from it):
 * - X < A: a `verrekening-bij` of A − X, which the administrator pays in;
 * - X > A: a `verrekening-af` of X − A, which goes back to the administrator;
 * - X = A: nothing to settle.
 * Two kinds, because amounts are positive and the kind gives the direction, as everywhere. The
 * settlement is no cash flow for the returns (CASH_FLOW_OF null): the investor's deposit and its
 * storno cancel, and the value is as before. Order: sale, storno, settlement (the contract
 * history pairs a storno right after a `verkoop` with a sell-back).
 */
export function bookSellBack(input: {
  date: CalendarDate;
  units: DecimalInput;
  nav: DecimalInput;
  reversedAmount: DecimalInput;
}): LedgerEntry[] {
  const [sale] = bookSale(input);
  if (!sale) throw new RangeError('A sell-back needs a sale');
  const storno = bookStorno({ date: input.date, amount: input.reversedAmount });
  const shortfall = euro(input.reversedAmount).minus(euro(sale.amount));
  const settlement = shortfall.isZero()
    ? []
    : [entry(input.date, shortfall.gt(0) ? 'verrekening-bij' : 'verrekening-af', shortfall.abs())];
  return [sale, ...storno, ...settlement];
}

/** A NAV as stored and shown: 4 decimals. */
export function navString(value: DecimalInput): string {
  return unitsString(value);
}

function entry(date: CalendarDate, kind: LedgerKind, amount: DecimalInput): LedgerEntry {
  return { date, kind, amount: euroString(amount), units: null, nav: null };
}

function wholeCents(value: DecimalInput, what: string) {
  const amount = euro(value);
  if (!roundEuro(amount).equals(amount)) {
    throw new RangeError(`A ${what} is paid in whole cents, got ${amount.toString()}`);
  }
  return amount;
}

function positiveNav(value: DecimalInput) {
  const nav = euro(value);
  if (!nav.gt(0)) throw new RangeError('A NAV must be positive');
  return nav;
}
