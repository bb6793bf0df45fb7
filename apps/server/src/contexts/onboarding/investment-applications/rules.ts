import type { RateLimitRule } from '../../identity';

/**
 * An application creates a contract: an investor sends a few in a session at most (one per fund,
 * one again after a refusal). Room for correcting a refused one many times, none for scripts.
 */
export const APPLICATIONS_PER_USER: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };
