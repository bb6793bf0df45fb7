import { HttpProblem } from './problem';

/** `sandbox`: our own test provider (contexts/money/payments/sandbox), which fails like a real one. */
export type ProviderName = 'mollie' | 'twikey' | 'sandbox';

/**
 * Why a call to a payment or mandate provider did not give an answer we can use:
 * - `rejected`: the provider answered 4xx (our request or our credentials are wrong);
 * - `unavailable`: 5xx or no connection;
 * - `timeout`: no answer within our time limit;
 * - `invalid-response`: an answer that does not match the documented wire format.
 */
export type ProviderFailure = 'rejected' | 'unavailable' | 'timeout' | 'invalid-response';

/** A provider call that failed; routes turn it into a 502 with `providerProblem`. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly failure: ProviderFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
    /** The provider's own detail (the field Mollie refused, Twikey's error code), for the log only. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const SERVICE_NAMES: Record<ProviderName, string> = {
  mollie: 'De betaaldienst',
  twikey: 'De machtigingsdienst',
  sandbox: 'De testbetaaldienst',
};

/**
 * 502 Bad Gateway with a Dutch explanation. Never 503: the web app shows its maintenance page
 * on a 503, and a provider's hiccup is not maintenance. The provider's own message stays in the
 * log (it may name fields or contain English internals), the investor gets a plain sentence.
 */
export function providerProblem(error: ProviderError): HttpProblem {
  const service = SERVICE_NAMES[error.provider];
  const message =
    error.failure === 'rejected'
      ? `${service} heeft het verzoek geweigerd. Probeer het later opnieuw of neem contact met ons op.`
      : `${service} is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.`;
  return new HttpProblem(502, message);
}

/** Awaits `work`; a provider's failure becomes the route's 502 (`providerProblem`). */
export async function orProviderProblem<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ProviderError) throw providerProblem(error);
    throw error;
  }
}
