import type { OfferSummary } from '@bp/api-schema';
import { HttpError, errorMessages } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { offersQuery, postCalculation } from '../api';
import { updateFlow } from '../flow-store';
import { offerResultQueryKey } from '../run-calculation';
import type { CalculationFlowName } from '../state';
import { resultPage } from '../steps';
import {
  forgetPendingSave,
  markSending,
  markWaiting,
  readPendingSave,
  type PendingSave,
} from './pending-save';

export type SaveAfterLoginOutcome =
  { kind: 'saved'; offerID: number } | { kind: 'failed'; messages: string[] };

/**
 * How far the browser's clock may lag the server's when we look for an offer a lost answer
 * did store: its `aangemaakt` is the server's time, `sentAt` ours.
 */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** The offer an earlier, unanswered send stored, if it did: the newest that matches. */
async function offerStoredEarlier(pending: PendingSave): Promise<number | null> {
  if (pending.sentAt === null) return null;
  const since = Date.parse(pending.sentAt) - CLOCK_MARGIN_MS;
  const { Offerte } = await queryClient.fetchQuery({ ...offersQuery(), staleTime: 0 });
  const matches = (offer: OfferSummary) =>
    offer.productCode === pending.request.productCode &&
    offer.omschrijving === pending.request.description &&
    Date.parse(offer.aangemaakt) >= since;
  const newest = Offerte.filter(matches).sort(
    (a, b) => Date.parse(b.aangemaakt) - Date.parse(a.aangemaakt),
  )[0];
  return newest?.offerID ?? null;
}

/** The flow now is that offer: its result page shows it, and a change updates it. */
function adopt(flowName: CalculationFlowName, offerID: number): SaveAfterLoginOutcome {
  forgetPendingSave(flowName);
  updateFlow(flowName, { offerID, activePage: resultPage(flowName) });
  return { kind: 'saved', offerID };
}

async function attempt(flowName: CalculationFlowName): Promise<SaveAfterLoginOutcome | null> {
  let pending = readPendingSave(flowName);
  if (!pending) return null;
  try {
    if (pending.state === 'sending') {
      const stored = await offerStoredEarlier(pending);
      if (stored !== null) return adopt(flowName, stored);
    }
    pending = markSending(pending, new Date());
    const data = await postCalculation(pending.request);
    // Logged in, the server always names the offer; without one nothing was kept.
    if (data.offerID === null) {
      markWaiting(pending);
      return { kind: 'failed', messages: [NOT_SAVED_MESSAGE] };
    }
    queryClient.setQueryData(offerResultQueryKey(flowName, data.offerID), data);
    return adopt(flowName, data.offerID);
  } catch (error) {
    // A refusal (4xx, 5xx) stored nothing, so a retry may send it again. Without an answer (or
    // with one we could not read) it may have been stored: the retry looks first.
    if (error instanceof HttpError && !error.isNetworkError && error.status >= 400) {
      markWaiting(pending);
    }
    return { kind: 'failed', messages: errorMessages(error) };
  }
}

export const NOT_SAVED_MESSAGE =
  'Uw berekening kon niet worden bewaard. Probeert u het over een paar minuten opnieuw.';

let running: Promise<SaveAfterLoginOutcome | null> | null = null;

/**
 * Saves the calculation that waited for the login as the investor's offer (POST
 * /api/calculation without offerID). One attempt at a time however often it is asked (a
 * double-run effect shares it), and the pending entry's `sending` mark keeps a reload from
 * storing it twice. Null when nothing waits for this flow.
 */
export function saveCalculationAfterLogin(
  flowName: CalculationFlowName,
): Promise<SaveAfterLoginOutcome | null> {
  running ??= attempt(flowName).finally(() => {
    running = null;
  });
  return running;
}
