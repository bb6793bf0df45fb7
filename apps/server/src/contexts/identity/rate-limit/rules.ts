import type { RateLimitRule } from './limiter';

const MINUTE = 60_000;

/** Every login attempt from one IP address. */
export const LOGIN_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
/**
 * Failed logins per account from one IP address: the sixth attempt within 15 minutes is refused,
 * right or wrong. Keyed on account and address, so someone guessing from their address locks
 * only that address out, not the owner logging in from elsewhere. Every attempt takes a slot
 * before its password is checked (so a burst of simultaneous attempts cannot slip past); a
 * successful login frees them all.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
/**
 * The slower backstop per account, from all addresses together: guessing from many addresses
 * gets at most 100 tries an hour. Reaching it does lock the owner out too, until the hour has
 * passed or a reset; a successful login frees it.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 100, windowMs: 60 * MINUTE };
/**
 * Password confirmations of sensitive writes per user (auth/confirm-password.ts): the sixth
 * wrong password within 15 minutes is refused, right or wrong; a right one frees the slots.
 */
export const PASSWORD_CONFIRMATIONS_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
/**
 * Codes of two-step verification per user (two-factor/check.ts), at login, turning it on or
 * off and beside the password of a sensitive write: like passwords, the sixth wrong code within
 * 15 minutes is refused, right or wrong; a right one frees the slots. Six digits with a step of
 * leeway either way give an attacker about 3 in 10^6 per guess: 5 every 15 minutes is nothing.
 */
export const TWO_FACTOR_CODES_PER_USER: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE };
/** Account creation and reset requests per IP: each sends mail, so keep them scarce. */
export const REGISTER_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
export const FORGOT_PASSWORD_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
/**
 * Reset links mailed per e-mail address, so nobody can flood a mailbox; counted whether or not
 * the address has an account. Requests over it get the same answer and mail nothing.
 */
export const RESET_MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 60 * MINUTE };

/**
 * Address lookups per user: a form looks up one or two addresses, a few more after a typo.
 * The lookup asks PDOK, a free public service we must not flood on anyone's behalf.
 */
export const POSTCODE_LOOKUPS_PER_USER: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };
/**
 * Uploads per user: a company application needs about six documents, a retry or two each. Each
 * upload may be 10 MB that the server decrypts, checks and stores.
 */
export const UPLOADS_PER_USER: RateLimitRule = { limit: 30, windowMs: 60 * MINUTE };
/**
 * Downloads of uploads per user: a file is fetched to check it, once or twice per document. A
 * download may be 10 MB that the server reads and decrypts; loops of one investor must not
 * slow everyone else down.
 */
export const DOWNLOADS_PER_USER: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };
/** Longest window in use: counters older than this can go. */
export const LONGEST_WINDOW_MS = 60 * MINUTE;
/**
 * Consent codes typed by an administrator per impersonation (impersonation/service.ts): the
 * sixth wrong code within 15 minutes is refused; a right one frees the slots. Six digits, valid
 * ten minutes and used once: five guesses give about 5 in 10^6.
 */
export const CONSENT_ATTEMPTS_PER_IMPERSONATION: RateLimitRule = {
  limit: 5,
  windowMs: 15 * MINUTE,
};
