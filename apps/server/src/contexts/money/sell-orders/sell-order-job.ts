import type { CalendarDate } from '@bp/domain';
import { errorText, newCounts, type Job, type JobResult } from '../jobs/job';
import {
  executableOrders,
  executeSellOrder,
  lockOrdersPastCutOff,
  type SellOrderDeps,
} from './execute';

/**
 * Locks the orders past their cut-off, then executes every open order whose dealing date (on
 * or before `date`) has its NAV. Safe to repeat: an order is executed once (its row is locked
 * and must still be open), so a second run, or a run beside the NAV endpoint's, skips it.
 */
export async function runSellOrders(deps: SellOrderDeps, date: CalendarDate): Promise<JobResult> {
  const counts = newCounts(['locked', 'executed', 'rejected', 'errors']);
  const errors: string[] = [];
  counts.locked = await lockOrdersPastCutOff(deps);
  for (const order of await executableOrders(deps.db, date)) {
    try {
      const outcome = await executeSellOrder(deps, order.id);
      if (outcome !== 'skipped') counts[outcome] += 1;
    } catch (error) {
      counts.errors += 1;
      errors.push(`${order.contractNumber} (verkoopopdracht ${order.id}): ${errorText(error)}`);
      deps.log.error({ err: error, sellOrderId: order.id }, 'sell order execution failed');
    }
  }
  return { counts, errors };
}

/** `verkoop-participaties`: the sell orders' cut-off and execution, after the purchases. */
export const sellOrderJob: Job = {
  name: 'verkoop-participaties',
  description:
    'zet verkoopopdrachten na hun cut-off in behandeling en voert ze uit tegen de koers van hun handelsdatum / locks sell orders past their cut-off and executes them at the NAV of their dealing date',
  run: runSellOrders,
};
