import type { RuntimeConfig } from './runtime-config';
import {
  IGNORED_ERRORS,
  IGNORED_TRANSACTIONS,
  isIgnoredError,
  isIgnoredTransaction,
} from './error-reporting-filter';

/** Reporting is on in the Test environment (spec section 7) and wherever a DSN is configured. */
export function errorReportingEnabled(
  config: Pick<RuntimeConfig, 'environment' | 'errorReportingDsn'>,
): boolean {
  return config.environment.toLowerCase() === 'test' || Boolean(config.errorReportingDsn);
}

/**
 * Starts error reporting when enabled. The SDK is loaded on demand so that it never weighs on
 * the first page. Returns whether it was started.
 */
export async function initErrorReporting(config: RuntimeConfig): Promise<boolean> {
  if (!errorReportingEnabled(config)) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.errorReportingDsn ?? undefined,
    environment: config.environment,
    release: config.buildVersion,
    maxBreadcrumbs: 30,
    // The spec's "buffer of 30 events": at most 30 events wait in the transport queue.
    transportOptions: { bufferSize: 30 },
    ignoreErrors: IGNORED_ERRORS,
    ignoreTransactions: IGNORED_TRANSACTIONS,
    beforeSend: (event) => (isIgnoredError(event) ? null : event),
    beforeSendTransaction: (event) => (isIgnoredTransaction(event.transaction) ? null : event),
    integrations: [
      Sentry.linkedErrorsIntegration({ limit: 5 }),
      // The React SDK has no render-span option of its own; child spans (renders included) of a
      // page load or navigation end after 2000 ms.
      Sentry.browserTracingIntegration({ childSpanTimeout: 2000 }),
    ],
    tracesSampleRate: 0.1,
  });
  return true;
}
