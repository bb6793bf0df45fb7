import type { Config } from '../../../../config';
import { MolliePaymentProvider } from './mollie-payment-provider';
import type { PaymentProvider } from './payment-provider';

/** Builds the sandbox provider; supplied by the sandbox module, which serves `/sandbox/…`. */
export type SandboxFactory<P> = () => P;

/**
 * Mollie when MOLLIE_API_KEY is set, otherwise the sandbox. loadConfig already refuses a
 * production start without the key (unless ALLOW_SANDBOX_PROVIDERS=1); this checks it again so
 * a hand-built configuration cannot take sandbox payments in production either.
 */
export function choosePaymentProvider(
  config: Pick<Config, 'mollie' | 'sandboxProvidersAllowed'>,
  createSandbox: SandboxFactory<PaymentProvider>,
): PaymentProvider {
  if (config.mollie) {
    return new MolliePaymentProvider({
      apiKey: config.mollie.apiKey,
      apiUrl: config.mollie.apiUrl,
    });
  }
  if (!config.sandboxProvidersAllowed) {
    throw new Error('MOLLIE_API_KEY is required: the sandbox payment provider is not allowed here');
  }
  return createSandbox();
}
