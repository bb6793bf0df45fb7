/**
 * Test files that assert how long something takes (a time limit, /healthz under load, the seed's
 * speed). The other tests run on every core; these run afterwards, one file at a time, so that
 * their bounds measure the code and not the other test files beside them.
 */
export const TIMING_SENSITIVE_TESTS = [
  'apps/server/src/seed/seed.test.ts',
  'apps/server/src/contexts/calculation/calculation-load.test.ts',
  'apps/server/src/plugins/http-timeouts.test.ts',
  'apps/server/src/contexts/money/payments/providers/mollie-payment-provider.test.ts',
  'apps/server/src/contexts/money/mandates/providers/twikey-mandate-provider.test.ts',
  'apps/server/src/contexts/onboarding/postcode/pdok-locatieserver.test.ts',
  'packages/domain/src/calculation/sb.test.ts',
  'apps/server/src/contexts/identity/password-reset/same-work.test.ts',
] as const;

/** The timing-sensitive files under `folder` (a project's root), relative to it. */
export function timingSensitiveUnder(folder: string): string[] {
  const prefix = `${folder}/`;
  return TIMING_SENSITIVE_TESTS.filter((file) => file.startsWith(prefix)).map((file) =>
    file.slice(prefix.length),
  );
}
