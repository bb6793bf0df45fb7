import type { RateLimitRule } from '../../identity';

const MINUTE = 60_000;

/**
 * Submitting answers is cheap to score, but logged in every submission is a stored row. A
 * person going back and forth through the result page submits a handful of times; these
 * limits leave plenty of room for that and none for filling the audit trail by script.
 */
export const ANSWERS_PER_IP: RateLimitRule = { limit: 30, windowMs: 10 * MINUTE };
export const ANSWERS_PER_USER: RateLimitRule = { limit: 60, windowMs: 10 * MINUTE };
