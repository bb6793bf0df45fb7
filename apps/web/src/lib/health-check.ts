import { sessionHealthCheck, tokenClaimsCheck } from './contract-checks';
import { http } from './http';

export const HEALTH_CHECK_INTERVAL_MS = 60_000;
/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

let intervalId: ReturnType<typeof setInterval> | null = null;
let expiryTimerId: ReturnType<typeof setTimeout> | null = null;
/** The token expiry (seconds) the timer waits for. */
let scheduledExp: number | null = null;
/** Bumped on every start and stop, so answers to an older run schedule nothing. */
let run = 0;

/**
 * Checks the session now, every 60 s, and once more at the moment the token expires, so an
 * expired session is noticed (401 → the error catalogue logs out) even on an idle page.
 */
export function startHealthCheck(): void {
  stopHealthCheck();
  const current = run;
  void check(current);
  intervalId = setInterval(() => void check(current), HEALTH_CHECK_INTERVAL_MS);
  void scheduleFromTokenCookie(current);
}

export function stopHealthCheck(): void {
  run += 1;
  if (intervalId !== null) clearInterval(intervalId);
  if (expiryTimerId !== null) clearTimeout(expiryTimerId);
  intervalId = null;
  expiryTimerId = null;
  scheduledExp = null;
}

export function isHealthCheckRunning(): boolean {
  return intervalId !== null;
}

async function check(current: number): Promise<void> {
  try {
    const health = await http.get('/api/session-health-check', sessionHealthCheck, {
      globalErrors: false,
    });
    // A renewed token expires later: move the expiry check along with it.
    if (health.renewed) scheduleExpiryCheck(health.exp, current);
  } catch {
    // 401 is handled by the error catalogue; anything else is tried again on the next tick.
  }
}

async function scheduleFromTokenCookie(current: number): Promise<void> {
  try {
    const claims = await http.get('/api/getCookie?cookieName=token', tokenClaimsCheck, {
      globalErrors: false,
    });
    scheduleExpiryCheck(claims.exp, current);
  } catch {
    // Without the expiry the 60-second check still notices an expired session.
  }
}

/**
 * `exp` is in seconds since the epoch, as in the token. The cookie read and a renewing health
 * check can answer in either order: the later expiry is the one that counts.
 */
function scheduleExpiryCheck(exp: number, current: number): void {
  if (current !== run || !Number.isFinite(exp)) return;
  if (scheduledExp !== null && exp <= scheduledExp) return;
  scheduledExp = exp;
  if (expiryTimerId !== null) clearTimeout(expiryTimerId);
  const delay = Math.min(Math.max(0, exp * 1000 - Date.now()), MAX_TIMER_MS);
  expiryTimerId = setTimeout(() => {
    expiryTimerId = null;
    void check(current);
  }, delay);
}
