import { todayInAmsterdam } from '@bp/domain';
import { catchUpCollections } from '../collections/catch-up';
import type { JobDeps } from '../jobs/job';

/**
 * The one place a signed `type=payment` webhook reaches the collections. Twikey's payment event
 * says only that something changed; what changed is read from the transaction feed, from the
 * stored position, as the collection job reads it (catchUpCollections), so a reversal or a
 * failure reported by the webhook is applied at once and once only.
 */
export async function catchUpCollectionsAfterPaymentEvent(deps: JobDeps): Promise<void> {
  const caughtUp = await catchUpCollections(deps, todayInAmsterdam(deps.clock.now()));
  if (caughtUp.collected + caughtUp.failed + caughtUp.reversed > 0) deps.mailOutbox.wake();
  const { errors } = caughtUp;
  if (errors.length > 0) deps.log.warn({ errors }, 'collections catch-up after a payment event');
}
