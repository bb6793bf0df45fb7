import type { SellOrderQuote, SellOrderQuoteQuery } from '@bp/api-schema';
import {
  euro,
  euroString,
  maskIban,
  roundEuro,
  todayInAmsterdam,
  type SellOrderTerms,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { conflict } from '../../../http/problem';
import type { OwnContract } from '../../portfolio';
import { assess, contractRefusal, dealingFactsOf } from './assess';
import { holdingOf } from './holding';

const valueAt = (units: string, nav: string | null) =>
  nav === null ? '0.00' : euroString(roundEuro(euro(units).times(euro(nav))));

/**
 * GET /api/contracts/{id}/sell-orders/quote: what the page shows before the investor confirms,
 * as POST would decide it now (its problems in Dutch), without placing anything. A contract
 * nothing can be sold from is the same 409 as POST gives.
 */
export async function quoteSellOrder(
  db: Database,
  own: OwnContract,
  query: SellOrderQuoteQuery,
  now: Date,
): Promise<SellOrderQuote> {
  const holding = await holdingOf(db, own.contract, todayInAmsterdam(now));
  const refusal = contractRefusal(own, holding);
  const facts = dealingFactsOf(own);
  if (refusal || !facts) throw conflict(refusal ?? '');
  const terms: SellOrderTerms | null = query.kind
    ? { kind: query.kind, amount: query.amount, units: query.units }
    : null;
  const assessed = assess(facts, holding, terms, now);
  const nav = holding.latestNav?.nav ?? null;
  return {
    contractId: own.contract.id,
    dealingDate: assessed.schedule.dealingDate,
    cancellableUntil: assessed.schedule.cutOff.toISOString(),
    settlementDate: assessed.schedule.settlementDate,
    redemptionFrequency: facts.redemptionFrequency,
    nav,
    navDate: holding.latestNav?.date ?? null,
    unitsHeld: holding.unitsHeld,
    unitsInRefundPeriod: holding.unitsInRefundPeriod,
    unitsInOpenOrders: holding.unitsInOpenOrders,
    unitsSellable: holding.unitsSellable,
    valueHeld: valueAt(holding.unitsHeld, nav),
    valueSellable: valueAt(holding.unitsSellable, nav),
    exitCostRate: facts.exitCosts,
    minimumHolding: facts.minimumHolding,
    redemptionsSuspended: facts.redemptionsSuspended,
    iban: own.contract.iban ? maskIban(own.contract.iban) : null,
    estimate: assessed.estimate
      ? {
          nav: assessed.estimate.nav,
          navDate: assessed.estimate.navDate,
          units: assessed.estimate.units,
          grossProceeds: assessed.estimate.grossProceeds,
          exitCosts: assessed.estimate.exitCosts,
          netProceeds: assessed.estimate.netProceeds,
        }
      : null,
    remainingValue: assessed.remainingValue,
    remainderBelowMinimum: assessed.remainderBelowMinimum,
    problems: assessed.problems,
  };
}
