/**
 * What error reporting leaves out (spec section 8): noise the user cannot act on and we cannot
 * fix, and health-check transactions that would drown real traffic.
 */

export const IGNORED_ERRORS: (string | RegExp)[] = [
  // Cross-origin scripts report only this; it carries nothing to go on.
  /^Script error\.?$/,
  // The browser's own notice that a resize observer skipped a frame; harmless.
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  // Ad and analytics tags injected twice (extensions, tag managers) redefine their globals.
  /Cannot redefine property: (googletag|gtag|dataLayer|adsbygoogle|fbq|_gaq|ga)\b/,
];

export const IGNORED_TRANSACTIONS: RegExp[] = [
  /(^|\/)(healthcheck|health|healthz|live|ready|heartbeat)$/i,
];

interface ErrorLike {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

function matches(text: string, patterns: (string | RegExp)[]): boolean {
  return patterns.some((pattern) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
  );
}

/** Whether an error event is noise to drop. */
export function isIgnoredError(event: ErrorLike): boolean {
  const texts: string[] = [];
  if (event.message) texts.push(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) texts.push(exception.value);
    if (exception.type && exception.value) texts.push(`${exception.type}: ${exception.value}`);
  }
  return texts.some((text) => matches(text, IGNORED_ERRORS));
}

/** Whether a transaction is a health check (by name, with or without a leading path). */
export function isIgnoredTransaction(name: string | undefined): boolean {
  if (!name) return false;
  const path = name.trim().split(/\s+/).pop() ?? '';
  const withoutQuery = path.split('?')[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return IGNORED_TRANSACTIONS.some((pattern) => pattern.test(trimmed));
}
