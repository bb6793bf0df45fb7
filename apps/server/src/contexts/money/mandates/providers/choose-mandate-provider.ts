import type { Config } from '../../../../config';
import type { SandboxFactory } from '../../payments/providers/choose-payment-provider';
import type { MandateProvider } from './mandate-provider';
import { TwikeyMandateProvider } from './twikey-mandate-provider';

/** Twikey when TWIKEY_API_KEY is set (with its template and website key), otherwise the sandbox. */
export function chooseMandateProvider(
  config: Pick<Config, 'twikey' | 'sandboxProvidersAllowed'>,
  createSandbox: SandboxFactory<MandateProvider>,
): MandateProvider {
  if (config.twikey) return new TwikeyMandateProvider(config.twikey);
  if (!config.sandboxProvidersAllowed) {
    throw new Error('TWIKEY_API_KEY is required: the sandbox mandate provider is not allowed here');
  }
  return createSandbox();
}
