import type { Mandate, MandateExitRequest } from '@bp/api-schema';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden, notFound } from '../../../http/problem';
import { ProviderError } from '../../../http/provider-error';
import { MANDATE_MESSAGES } from './messages';
import type { MandateProvider } from './providers/mandate-provider';
import { ownMandateByNumber } from './queries';
import { refreshMandate, type MandateStateDeps } from './service';
import { mandateView } from './view';

/**
 * The investor is back from signing. The exit URL proves nothing unless its signature is right
 * (else 403 and nothing changes); even then its status is not believed: a mandate still
 * prepared here is asked at the provider, as a webhook would, so a late webhook delays nothing.
 * Only the investor's own mandate is answered; another's is as unknown as a missing one.
 */
export async function returnFromExitUrl(
  ctx: MandateStateDeps & { log: FastifyBaseLogger },
  provider: MandateProvider,
  userId: string,
  input: MandateExitRequest,
): Promise<Mandate> {
  const genuine = provider.verifyExitUrl({
    mandateNumber: input.mndtId,
    status: input.status,
    signature: input.sig,
  });
  if (!genuine) throw forbidden(MANDATE_MESSAGES.badExitUrl);
  const own = await ownMandateByNumber(ctx.db, userId, provider.name, input.mndtId);
  if (!own) throw notFound(MANDATE_MESSAGES.notFound);
  if (own.mandate.status !== 'prepared') return mandateView(own);
  try {
    await refreshMandate(ctx, provider, input.mndtId);
  } catch (error) {
    // The page polls on; the webhook or the feed job brings the state when the provider can.
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, mandateId: own.mandate.id }, 'mandate state not fetched on return');
  }
  return mandateView(
    (await ownMandateByNumber(ctx.db, userId, provider.name, input.mndtId)) ?? own,
  );
}
