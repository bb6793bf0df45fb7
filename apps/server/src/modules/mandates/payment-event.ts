import { todayInAmsterdam } from '@bp/domain';
import { settlePendingCollections } from '../collections/collection-job';
import type { JobDeps } from '../jobs/job';

/**
 * The one place a signed `type=payment` webhook reaches the collections. Twikey's payment event
 * says only that something changed; what changed is read the way the collection job reads it,
 * so this is the line to re-point when the transaction feed takes over that catch-up.
 */
export async function catchUpCollectionsAfterPaymentEvent(deps: JobDeps): Promise<void> {
  const { errors } = await settlePendingCollections(deps, todayInAmsterdam(deps.clock.now()));
  if (errors.length > 0) deps.log.warn({ errors }, 'collections catch-up after a payment event');
}
