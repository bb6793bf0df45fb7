import type { CalculationRequest } from '@bp/api-schema';
import { CALCULATION_FLOW_NAMES, PRODUCT_CODES, type CalculationFlowName } from '../state';

/**
 * A calculation an anonymous visitor asked to keep by logging in ("Log in als u uw berekeningen
 * wilt bewaren"). It waits in sessionStorage, not in the app's persisted store: it belongs to
 * this tab's trip through the login page, survives the reloads on the way, and is gone when the
 * tab closes. It holds the calculation's own request and nothing else about the visitor.
 *
 * `sending` is written before the request goes out: finding it later means a save may have
 * reached the server without its answer reaching us (a reload, a dropped connection), so the
 * offer list is looked at before anything is sent again. That is what keeps it to one offer.
 */
export interface PendingSave {
  flowName: CalculationFlowName;
  request: CalculationRequest;
  state: 'waiting' | 'sending';
  /** When the last send started (ISO time); null while waiting. */
  sentAt: string | null;
  /** When the visitor asked to keep it (ISO time). */
  keptAt: string;
}

/**
 * How long a kept calculation waits for its login. The tab may be a shared computer's: a
 * visitor who clicked "Log in" and walked away must not have their calculation saved to the
 * account of whoever logs in there later.
 */
export const PENDING_SAVE_LIFETIME_MS = 30 * 60 * 1000;

export const PENDING_SAVE_KEY = 'beleggersportaal-berekening-bewaren';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the calculation is then simply not kept across the login.
    return null;
  }
}

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PendingSave>;
  const flowName = candidate.flowName;
  if (!flowName || !CALCULATION_FLOW_NAMES.includes(flowName)) return false;
  const request = candidate.request as Partial<CalculationRequest> | undefined;
  return (
    typeof request === 'object' &&
    request !== null &&
    request.productCode === PRODUCT_CODES[flowName] &&
    (candidate.state === 'waiting' || candidate.state === 'sending') &&
    (candidate.sentAt === null || typeof candidate.sentAt === 'string') &&
    typeof candidate.keptAt === 'string'
  );
}

function isFresh(pending: PendingSave, now: Date): boolean {
  const keptAt = Date.parse(pending.keptAt);
  return Number.isFinite(keptAt) && now.getTime() - keptAt <= PENDING_SAVE_LIFETIME_MS;
}

/** The calculation waiting for a login, if it is `flowName`'s. */
export function readPendingSave(
  flowName: CalculationFlowName,
  now: Date = new Date(),
): PendingSave | null {
  const text = storage()?.getItem(PENDING_SAVE_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPendingSave(parsed) && parsed.flowName === flowName && isFresh(parsed, now)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function write(pending: PendingSave): void {
  try {
    storage()?.setItem(PENDING_SAVE_KEY, JSON.stringify(pending));
  } catch {
    // Full or refused: the visitor can still save by calculating again once logged in.
  }
}

/** Keeps `request` (without an offer: it is a new one) to save once the visitor is logged in. */
export function rememberCalculationToSave(
  flowName: CalculationFlowName,
  request: CalculationRequest,
  now: Date = new Date(),
): void {
  const { offerID: _none, ...newOffer } = request;
  write({
    flowName,
    request: newOffer,
    state: 'waiting',
    sentAt: null,
    keptAt: now.toISOString(),
  });
}

export function markSending(pending: PendingSave, at: Date): PendingSave {
  const sending: PendingSave = { ...pending, state: 'sending', sentAt: at.toISOString() };
  write(sending);
  return sending;
}

/** The server refused it: nothing was stored, so it may be sent again as it is. */
export function markWaiting(pending: PendingSave): PendingSave {
  const waiting: PendingSave = { ...pending, state: 'waiting', sentAt: null };
  write(waiting);
  return waiting;
}

/** Saved (or replaced by a newer calculation of the same flow): nothing waits any more. */
export function forgetPendingSave(flowName: CalculationFlowName): void {
  if (readPendingSave(flowName)) storage()?.removeItem(PENDING_SAVE_KEY);
}
