import type { FastifyBaseLogger } from 'fastify';
import type { ProviderName } from './provider-error';

/** Every outside service we call: the payment and mandate providers, and PDOK's address lookup. */
export type OutsideService = ProviderName | 'pdok';

/** An adapter with its failing calls logged (loggingFailures with the app's secrets and log). */
export type FailureLogging = <T extends object>(adapter: T, provider: OutsideService) => T;

/**
 * What went wrong, with every cause beneath it: "fetch failed: self-signed certificate
 * (DEPTH_ZERO_SELF_SIGNED_CERT)". Node's fetch hides the reason (TLS, refused, DNS) in
 * `cause`, and a refused connection to a name with several addresses is an AggregateError with
 * an empty message: without this walk the log would only say "fetch failed".
 */
export function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    const inner =
      current instanceof AggregateError
        ? current.errors.map((each: unknown) => describeCause(each)).join('; ')
        : '';
    const text = current.message || inner;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : null;
    parts.push(code !== null && !text.includes(code) ? `${text} (${code})` : text);
    current = current.cause;
  }
  return parts.filter((part) => part !== '').join(': ');
}

/** Shapes of credentials an error text could carry; replaced before anything is logged. */
const CREDENTIAL_SHAPES: readonly RegExp[] = [
  /\bBearer\s+[^\s,;"']+/gi,
  /\b(?:test|live)_[A-Za-z0-9]{20,}\b/g,
  /\bapiToken=[^&\s"']+/gi,
  /\bAuthorization["']?\s*[:=]\s*["']?[^\s,;"']+/gi,
];
const HIDDEN = '[verborgen]';

/** The text with every credential shape and every given secret replaced. */
export function withoutSecrets(text: string, secrets: readonly string[] = []): string {
  let safe = text;
  for (const secret of secrets) if (secret !== '') safe = safe.split(secret).join(HIDDEN);
  for (const shape of CREDENTIAL_SHAPES) safe = safe.replace(shape, HIDDEN);
  return safe;
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/**
 * One log line for one failed call to an outside service: which service, which call, the kind of
 * failure, the service's HTTP status and code when it answered, and the cause. Never a secret:
 * no request headers or bodies, and the text is cleaned of credentials.
 */
export function logProviderFailure(
  log: FastifyBaseLogger,
  where: { provider: OutsideService; call: string; secrets?: readonly string[] },
  error: unknown,
): void {
  log.warn(
    {
      provider: where.provider,
      call: where.call,
      failure: field(error, 'failure'),
      providerStatus: field(error, 'providerStatus') ?? field(error, 'serviceStatus'),
      providerCode: field(error, 'providerCode'),
      cause: withoutSecrets(describeCause(error), where.secrets),
    },
    'provider call failed',
  );
}

/**
 * The adapter with every failing call logged through logProviderFailure (the method's name is
 * the call), and the failure passed on unchanged. buildApp wraps each adapter it uses (Mollie,
 * Twikey, PDOK and the sandboxes) once, so no route, job or poll can swallow a failure unseen.
 */
export function loggingFailures<T extends object>(
  adapter: T,
  where: { provider: OutsideService; secrets?: readonly string[] },
  log: FastifyBaseLogger,
): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const call = String(property);
      const logged = (error: unknown): never => {
        logProviderFailure(log, { ...where, call }, error);
        throw error;
      };
      return (...args: unknown[]): unknown => {
        try {
          const result: unknown = Reflect.apply(value, target, args);
          return result instanceof Promise ? result.catch(logged) : result;
        } catch (error) {
          return logged(error);
        }
      };
    },
  });
}
