import type { RateLimitRule } from '../identity';

const MINUTE = 60_000;

/**
 * Monte Carlo paths per projection: the server's choice, so a request cannot ask for more work.
 * 1000 paths keep the 5th and 95th percentiles stable to well within a percent, at about 20 ms
 * of a worker thread for a 50-year monthly projection of three funds.
 */
export const CALCULATION_PATHS = 1000;

/**
 * A visitor tries a few variants per minute; 30 leaves room for that and stops a script from
 * keeping the CPU busy with projections. Windows stay within LONGEST_WINDOW_MS (rate-limit
 * rules), after which old counters are purged.
 */
export const CALCULATIONS_PER_IP: RateLimitRule = { limit: 30, windowMs: MINUTE };
/** Logged-in investors are known and counted per account, so they get more room. */
export const CALCULATIONS_PER_USER: RateLimitRule = { limit: 120, windowMs: MINUTE };
