import { z } from 'zod';
import { ProviderError } from '../../../../http/provider-error';
import type { CollectionOutcome, CollectionUpdate } from './mandate-provider';

/*
 * Twikey's transactions as its transaction feed (`GET /creditor/transaction`, header
 * `X-RESUME-AFTER: <seq>`, `?include=seq`) and its detail call give them: `{Entries: [{id, seq,
 * contractId, mndtId, amount, msg, ref, place, final, state, bkdate, bkerror, bkamount,
 * reqcolldt}]}`, an empty `Entries` when there is nothing newer. Field names as Twikey's own
 * clients type them: twikey-api-go `Transaction` and `TransactionFeed` (transaction.go, commit
 * a7a4d7a8, which sends `X-RESUME-AFTER` and reads pages until one is empty) and
 * twikey-api-python `Transaction` (twikey/model/transaction_response.py).
 *
 * States: OPEN and PENDING (not yet sent / sent to the bank) are no answer yet; PAID is paid;
 * ERROR and UNPAID are a final failure with the bank's SEPA reason code in `bkerror` (MS03,
 * "reason not specified", when Twikey gives none, so a failure is recorded once instead of
 * stopping the feed). A transaction reported PAID and later ERROR (the debtor reclaimed it,
 * e.g. MD06) is a reversal: the feed reports the new state, the reader knows the old one.
 * Any other state is unknown, so nothing is guessed: a ProviderError from the detail call, an
 * update with a `problem` from the feed.
 */

const entrySchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  seq: z.number().int().nonnegative().optional(),
  state: z.string(),
  bkerror: z.string().nullish(),
});
const entriesSchema = z.object({ Entries: z.array(entrySchema) });
export type TwikeyTransactionEntry = z.infer<typeof entrySchema>;

const UNSETTLED_STATES = new Set(['OPEN', 'PENDING']);
const FAILED_STATES = new Set(['ERROR', 'UNPAID']);
/** A SEPA reason code (AM04, MD06, MS03, …): two letters, two letters or digits. */
const SEPA_REASON = /^[A-Z]{2}[A-Z0-9]{2}$/;
/** ISO 20022 MS03: the bank gave no reason. */
export const REASON_NOT_SPECIFIED = 'MS03';

/** `{Entries: […]}` as sent, or a ProviderError naming `what` for any other shape. */
export function twikeyEntries(body: unknown, what: string): TwikeyTransactionEntry[] {
  const parsed = entriesSchema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderError('twikey', 'invalid-response', `Twikey ${what} has an unexpected shape`);
  }
  return parsed.data.Entries;
}

/** What one transaction's state says; null while the bank has not answered. */
export function twikeyOutcome(entry: TwikeyTransactionEntry): CollectionOutcome | null {
  const state = entry.state.trim().toUpperCase();
  if (UNSETTLED_STATES.has(state)) return null;
  if (state === 'PAID') return { status: 'paid' };
  if (FAILED_STATES.has(state)) {
    const code = entry.bkerror?.trim().toUpperCase() ?? '';
    return { status: 'failed', reason: SEPA_REASON.test(code) ? code : REASON_NOT_SPECIFIED };
  }
  throw new ProviderError(
    'twikey',
    'invalid-response',
    `Unknown transaction state "${entry.state}" (transaction ${String(entry.id)})`,
  );
}

/** One page of the transaction feed as updates, oldest first. */
export function parseTransactionFeed(body: unknown): CollectionUpdate[] {
  return twikeyEntries(body, 'transaction feed').map((entry) => {
    if (entry.seq === undefined) {
      throw new ProviderError(
        'twikey',
        'invalid-response',
        `Twikey transaction feed entry ${String(entry.id)} has no seq`,
      );
    }
    const update = { collectionId: String(entry.id), position: entry.seq };
    try {
      return { ...update, outcome: twikeyOutcome(entry) };
    } catch (error) {
      // Only the reader knows whether the transaction is ours: it decides what this stops.
      if (!(error instanceof ProviderError)) throw error;
      return { ...update, outcome: null, problem: error.message };
    }
  });
}
