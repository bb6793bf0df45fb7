import { LOGIN_FAILURES_PER_ACCOUNT } from '../rate-limit/rules';
import { LOGIN_ACCOUNT_KEY_PREFIX } from './service';

/**
 * When an account is locked: its counter of login failures from all addresses together
 * (`rate_limit_counters`, key prefix + e-mail) holds `rule.limit` or more within `rule.windowMs`.
 * Then every login is refused until the window has passed or a password reset (the admin's
 * investors table shows it as "Geblokkeerd").
 */
export const LOGIN_LOCK = {
  keyPrefix: LOGIN_ACCOUNT_KEY_PREFIX,
  rule: LOGIN_FAILURES_PER_ACCOUNT,
} as const;
