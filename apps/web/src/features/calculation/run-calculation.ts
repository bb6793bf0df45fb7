import type { CalculationData } from '@bp/api-schema';
import type { CalendarDate } from '@bp/domain';
import { HttpError } from '../../lib/http';
import { startLoading, stopLoading } from '../../lib/loading';
import { queryClient } from '../../lib/query-client';
import type { CalculationFlowName, CalculationFlowState } from './state';
import { useAppStore } from '../../lib/store';
import { calculationKeys, getCalculation, postCalculation } from './api';
import { buildCalculationRequest } from './build-request';
import {
  IncompleteFlowError,
  MinimumTermError,
  minimumTermMessage,
  StartDateError,
  startDateMessage,
} from './calculation-errors';
import { readFlow, updateFlow } from './flow-store';
import { forgetPendingSave } from './save-after-login/pending-save';
import { amsterdamToday } from './today';

export type CalculationOutcome =
  | { kind: 'ok'; data: CalculationData }
  | { kind: 'minimum-term'; message: string }
  | { kind: 'start-refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'incomplete'; problems: string[] };

export const CALCULATING_TEXT = 'Uw berekening wordt gemaakt…';

function loggedIn(): boolean {
  return useAppStore.getState().user !== null;
}

/**
 * What identifies a flow's result in the query cache: its stored offer when there is one (the
 * server holds the figures), else the request itself (equal input, equal figures).
 */
export function resultFingerprint(
  flow: CalculationFlowState,
  isLoggedIn: boolean,
  today: CalendarDate,
): string | null {
  if (isLoggedIn && flow.offerID !== null) return offerFingerprint(flow.offerID);
  const built = buildCalculationRequest(flow, isLoggedIn, today);
  return built.ok ? `request:${JSON.stringify(built.request)}` : null;
}

function offerFingerprint(offerID: number): string {
  return `offer:${offerID}`;
}

export function resultQueryKey(flowName: CalculationFlowName, fingerprint: string) {
  return calculationKeys.result(flowName, fingerprint);
}

/** Where the result page of a flow that is offer `offerID` finds its figures. */
export function offerResultQueryKey(flowName: CalculationFlowName, offerID: number) {
  return resultQueryKey(flowName, offerFingerprint(offerID));
}

export function cacheResult(flowName: CalculationFlowName, data: CalculationData | null): void {
  const fingerprint = resultFingerprint(readFlow(flowName), loggedIn(), amsterdamToday());
  if (fingerprint) queryClient.setQueryData(resultQueryKey(flowName, fingerprint), data);
}

/**
 * Calculates the flow as it is in the store (spec §4 and §8): the loading indicator is on
 * during the call and off afterwards; logged in, the first calculation's offerID is kept on the
 * flow and the offer list refreshed, and later calculations send that offerID. The result (or
 * null after an error) is put in the cache the result page reads.
 */
export async function runCalculation(
  flowName: CalculationFlowName,
  today: CalendarDate = amsterdamToday(),
): Promise<CalculationOutcome> {
  const flow = readFlow(flowName);
  const isLoggedIn = loggedIn();
  const built = buildCalculationRequest(flow, isLoggedIn, today);
  if (!built.ok) return { kind: 'incomplete', problems: built.problems };

  startLoading(CALCULATING_TEXT);
  try {
    const data = await postCalculation(built.request);
    // postCalculation has refreshed the offer list (lib/refresh-after-write).
    if (isLoggedIn && data.offerID !== null && data.offerID !== flow.offerID) {
      updateFlow(flowName, { offerID: data.offerID });
    }
    // Calculated and stored logged in: a calculation waiting for the login is replaced by it.
    if (isLoggedIn && data.offerID !== null) forgetPendingSave(flowName);
    cacheResult(flowName, data);
    return { kind: 'ok', data };
  } catch (error) {
    const message = minimumTermMessage(error);
    if (message) return { kind: 'minimum-term', message };
    const startProblem = startDateMessage(error);
    if (startProblem) return { kind: 'start-refused', message: startProblem };
    if (isLoggedIn && built.request.offerID !== undefined && isNotFound(error)) {
      // The offer was deleted (on another device, say): calculate as a new offer.
      updateFlow(flowName, { offerID: null });
      return runCalculation(flowName, today);
    }
    cacheResult(flowName, null);
    return { kind: 'failed' };
  } finally {
    stopLoading();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * The figures for a later visit of the result page: the stored offer when the flow has one
 * (GET /api/calculation/{offerID}), else a fresh calculation. Null means: show the calm message.
 */
export async function loadResult(
  flowName: CalculationFlowName,
  today: CalendarDate = amsterdamToday(),
): Promise<CalculationData | null> {
  const flow = readFlow(flowName);
  if (loggedIn() && flow.offerID !== null) {
    startLoading(CALCULATING_TEXT);
    try {
      return await getCalculation(flow.offerID);
    } catch (error) {
      if (isNotFound(error)) updateFlow(flowName, { offerID: null });
      return null;
    } finally {
      stopLoading();
    }
  }
  const outcome = await runCalculation(flowName, today);
  switch (outcome.kind) {
    case 'ok':
      return outcome.data;
    case 'failed':
      return null;
    case 'minimum-term':
      throw new MinimumTermError(outcome.message);
    case 'start-refused':
      throw new StartDateError(outcome.message);
    case 'incomplete':
      throw new IncompleteFlowError(outcome.problems.join(' '));
  }
}
