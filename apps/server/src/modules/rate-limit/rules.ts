import type { RateLimitRule } from './limiter';

const MINUTE = 60_000;

/** Every login attempt from one IP address. */
export const LOGIN_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
/** Failed logins per account: the sixth attempt within 15 minutes is refused, right or wrong. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
/** Account creation and reset requests per IP: each sends mail, so keep them scarce. */
export const REGISTER_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
export const FORGOT_PASSWORD_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
/**
 * Reset links mailed per e-mail address, so nobody can flood a mailbox; counted whether or not
 * the address has an account. Requests over it get the same answer and mail nothing.
 */
export const RESET_MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 60 * MINUTE };

/** Longest window in use: counters older than this can go. */
export const LONGEST_WINDOW_MS = 60 * MINUTE;
