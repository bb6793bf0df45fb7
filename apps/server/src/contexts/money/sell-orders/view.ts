import type { SellOrder } from '@bp/api-schema';
import { canCancelSellOrder, maskIban, saleFigures } from '@bp/domain';
import type { SellOrderRow } from '../../../db/schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stored order as the API shows it (its IBAN masked), as of `now`. */
export function sellOrderView(row: SellOrderRow, now: Date): SellOrder {
  const estimate = saleFigures(row.estimatedUnits, row.estimateNav, row.exitCostRate);
  const executed =
    row.executedAt &&
    row.executedUnits &&
    row.executedNav &&
    row.grossProceeds &&
    row.exitCosts &&
    row.netProceeds
      ? {
          units: row.executedUnits,
          nav: row.executedNav,
          grossProceeds: row.grossProceeds,
          exitCosts: row.exitCosts,
          netProceeds: row.netProceeds,
          executedAt: row.executedAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    amount: row.amount,
    units: row.units,
    receivedAt: row.receivedAt.toISOString(),
    dealingDate: row.dealingDate,
    cancellableUntil: row.cutOff.toISOString(),
    settlementDate: row.settlementDate,
    cancellable: canCancelSellOrder(row.status, row.cutOff, now),
    estimatedProceeds: row.estimatedProceeds,
    exitCosts: row.estimatedExitCosts,
    estimatedNetProceeds: estimate.netProceeds,
    estimate: {
      nav: row.estimateNav,
      navDate: row.estimateNavDate,
      units: row.estimatedUnits,
      grossProceeds: row.estimatedProceeds,
      exitCosts: row.estimatedExitCosts,
      netProceeds: estimate.netProceeds,
    },
    exitCostRate: row.exitCostRate,
    iban: row.iban ? maskIban(row.iban) : null,
    lockedAt: iso(row.lockedAt),
    endedAt: iso(row.endedAt),
    paidOutAt: iso(row.paidOutAt),
    executed,
  };
}
