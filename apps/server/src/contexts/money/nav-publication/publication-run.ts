import type { CalendarDate } from '@bp/domain';
import type { Job, JobDeps, JobResult } from '../jobs/job';
import { purchaseJob } from '../purchases/purchase-job';
import { runSellOrders } from '../sell-orders/sell-order-job';

/**
 * `koerspublicatie`: what a published NAV of valuation date D sets going, run for D (not for
 * today: the purchases and orders are those up to D): the deposits waiting for D are bought,
 * then the sell orders of D are executed. Not in JOBS (the daily schedule runs both jobs
 * itself); started by the approval with the approver as `started_by`, so it shows on
 * /admin/taken. Exactly once comes from the row locks of a purchase and an order, also beside
 * the daily jobs: a second run finds nothing left to do.
 *
 * It does not keep the holders' answers again: a month end approves a NAV per fund, and each
 * run would recompute every holder's pages, most of them several times. The NAV and the bookings
 * raise the holders' versions, so their kept answers are stale at once; the first visit computes
 * (and keeps) them, and the daily `antwoorden-bijwerken` keeps everyone's once.
 */
export const navPublicationJob: Job = {
  name: 'koerspublicatie',
  description:
    'voert na het publiceren van een koers de aankopen en verkoopopdrachten van die waarderingsdatum uit / after a NAV is published, buys and sells at it for its valuation date',
  async run(deps: JobDeps, date: CalendarDate): Promise<JobResult> {
    const purchases = await purchaseJob.run(deps, date);
    const sales = await runSellOrders(deps, date);
    return {
      counts: {
        bought: purchases.counts.bought ?? 0,
        soldBack: purchases.counts.soldBack ?? 0,
        locked: sales.counts.locked ?? 0,
        executed: sales.counts.executed ?? 0,
        rejected: sales.counts.rejected ?? 0,
        errors: (purchases.counts.errors ?? 0) + (sales.counts.errors ?? 0),
      },
      errors: [...purchases.errors, ...sales.errors],
    };
  },
};
