import { collectionJob } from '../collections/collection-job';
import { distributionJob } from '../distributions/book-distributions';
import { mandateFeedJob } from '../mandates/mandate-feed-job';
import { purchaseJob } from '../purchases/purchase-job';
import { sellOrderJob } from '../sell-orders/sell-order-job';
import { keptAnswersJob } from './kept-answers-job';
import type { Job } from './job';

/**
 * Every job, in the order the schedule runs them: missed mandate changes first, so a mandate
 * signed without its webhook is collected today; then the day's collections, so what they bring
 * in waits for its purchase with the rest; then the sell orders, after the sell-backs of reversed
 * collections, so an order meets the units that are really still there. The distributions whose
 * pay date has come are booked after the purchases, so a reinvestment meets the units bought.
 * The investors' kept answers last, after everything that changes them.
 */
export const JOBS: readonly Job[] = [
  mandateFeedJob,
  collectionJob,
  purchaseJob,
  distributionJob,
  sellOrderJob,
  keptAnswersJob,
];

export const JOB_NAMES = JOBS.map((job) => job.name);

export function findJob(name: string): Job | null {
  return JOBS.find((job) => job.name === name) ?? null;
}
