import {
  amountAboveSellableMessage,
  CONTRACT_STATUS,
  euro,
  euroString,
  everythingInRefundPeriodMessage,
  fundDealingFacts,
  moreThanSellableMessage,
  redemptionScheduleFor,
  remainderBelowMinimum,
  remainderBelowMinimumMessage,
  roundEuro,
  roundUnits,
  saleFigures,
  SELL_ORDER_KIND,
  SELL_ORDER_MESSAGES,
  unitsString,
  unitsToSell,
  type CalendarDate,
  type FundDealingFacts,
  type RedemptionSchedule,
  type SaleFigures,
  type SellOrderTerms,
} from '@bp/domain';
import type { OwnContract } from '../../portfolio';
import type { Holding } from './holding';

/**
 * Why nothing can be sold from this contract now, whatever the order (the 409 of POST and of
 * the quote): sold, awaiting its first payment, a fund the portal does not deal, suspended
 * redemptions, or no NAV yet. Null when selling is possible.
 */
export function contractRefusal(own: OwnContract, holding: Holding | null): string | null {
  if (own.contract.status === CONTRACT_STATUS.sold || own.contract.endDate !== null)
    return SELL_ORDER_MESSAGES.contractSold;
  if (own.contract.status === CONTRACT_STATUS.awaitingPayment)
    return SELL_ORDER_MESSAGES.contractUnpaid;
  const facts = dealingFactsOf(own);
  if (!facts) return SELL_ORDER_MESSAGES.notDealt;
  if (facts.redemptionsSuspended) return SELL_ORDER_MESSAGES.redemptionsSuspended;
  if (holding && !holding.latestNav) return SELL_ORDER_MESSAGES.noNav;
  return null;
}

/** The fund's redemption facts; null for a fund without a flow (the SB funds). */
export function dealingFactsOf(own: OwnContract): FundDealingFacts | null {
  return own.fund.flow ? fundDealingFacts(own.fund.flow) : null;
}

export interface Assessment {
  schedule: RedemptionSchedule;
  /** The estimate at the latest NAV, with its date; null without terms or NAV. */
  estimate: (SaleFigures & { navDate: CalendarDate }) | null;
  /** What the order would hold back from other orders. */
  reservedUnits: string | null;
  remainingValue: string | null;
  remainderBelowMinimum: boolean;
  /** Dutch: why this order cannot be placed now (the 422 of POST); empty when it can. */
  problems: string[];
}

/**
 * What an order with `terms`, received at `receivedAt`, would do to this holding: its schedule
 * (from the time of receipt), the estimate at the latest NAV and every reason it cannot be
 * placed. The quote shows it; POST refuses with its problems.
 */
export function assess(
  facts: FundDealingFacts,
  holding: Holding,
  terms: SellOrderTerms | null,
  receivedAt: Date,
): Assessment {
  const schedule = redemptionScheduleFor(facts, receivedAt);
  const latest = holding.latestNav;
  if (!terms || !latest) {
    return {
      schedule,
      estimate: null,
      reservedUnits: null,
      remainingValue: null,
      remainderBelowMinimum: false,
      problems: [],
    };
  }
  const selling = unitsToSell(terms, holding.unitsHeld, latest.nav);
  const estimate = { ...saleFigures(selling, latest.nav, facts.exitCosts), navDate: latest.date };
  const afterOpenOrders = euro(holding.unitsHeld).minus(euro(holding.unitsInOpenOrders));
  const remaining = roundUnits(afterOpenOrders.minus(selling));
  const remainingValue = euroString(
    remaining.isNegative() ? 0 : roundEuro(remaining.times(euro(latest.nav))),
  );
  const belowMinimum =
    terms.kind !== SELL_ORDER_KIND.everything &&
    remainderBelowMinimum({
      held: afterOpenOrders,
      selling,
      nav: latest.nav,
      minimumHolding: facts.minimumHolding,
    });
  return {
    schedule,
    estimate,
    reservedUnits: unitsString(selling),
    remainingValue,
    remainderBelowMinimum: belowMinimum,
    problems: problemsOf(terms, holding, latest.nav, facts, belowMinimum),
  };
}

function problemsOf(
  terms: SellOrderTerms,
  holding: Holding,
  nav: string,
  facts: FundDealingFacts,
  belowMinimum: boolean,
): string[] {
  const sellable = euro(holding.unitsSellable);
  if (holding.everythingOrdered) return [SELL_ORDER_MESSAGES.everythingOrdered];
  if (!euro(holding.unitsHeld).gt(0)) return [SELL_ORDER_MESSAGES.nothingToSell];
  if (terms.kind === SELL_ORDER_KIND.everything) {
    if (holding.openOrders > 0) return [SELL_ORDER_MESSAGES.openOrderForEverything];
    if (euro(holding.unitsInRefundPeriod).gt(0))
      return [everythingInRefundPeriodMessage(holding.unitsInRefundPeriod)];
    return [];
  }
  const wanted =
    terms.kind === SELL_ORDER_KIND.units
      ? roundUnits(terms.units ?? 0)
      : roundUnits(euro(terms.amount ?? 0).dividedBy(euro(nav)));
  if (wanted.gt(sellable)) {
    return [
      terms.kind === SELL_ORDER_KIND.units
        ? moreThanSellableMessage(sellable, holding.unitsInRefundPeriod)
        : amountAboveSellableMessage(
            roundEuro(sellable.times(euro(nav))),
            holding.unitsInRefundPeriod,
          ),
    ];
  }
  if (!wanted.gt(0)) return [moreThanSellableMessage(sellable, holding.unitsInRefundPeriod)];
  if (belowMinimum) return [remainderBelowMinimumMessage(facts.minimumHolding)];
  return [];
}
