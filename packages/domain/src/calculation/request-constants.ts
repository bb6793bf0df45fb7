import type { PolisVoorwaardeCode } from './annuity-rules';
import type { UitkeringsTermijnCode } from './sdil';

/** SDIL: the payout frequency when the investor makes no choice (spec §9); it means monthly. */
export const DEFAULT_UITKERINGS_TERMIJN: UitkeringsTermijnCode = 'Geen';

/**
 * The policy conditions from the answer to "was (part of) the capital built up before
 * 1 January 2014?" (spec §9: kapitaal `ja` → SDIL2014, `nee` → SDIL).
 */
export function polisVoorwaardeCodeFor(kapitaal: 'ja' | 'nee'): PolisVoorwaardeCode {
  return kapitaal === 'ja' ? 'SDIL2014' : 'SDIL';
}
