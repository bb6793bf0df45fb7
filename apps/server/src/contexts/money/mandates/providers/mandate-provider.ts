/**
 * What the mandates module needs from a SEPA direct-debit mandate provider. Twikey implements it
 * (twikey-mandate-provider.ts); the sandbox provider implements it too.
 */

import type { MandateStatus } from '@bp/domain';

/** prepared → signed → cancelled or suspended (DOMAIN.md); the list lives in @bp/domain. */
export type MandateState = MandateStatus;

/**
 * An invite as Twikey documents it (`POST /invite`). Where the investor returns is not part of
 * it: that is the exit URL configured on the contract template (exit-url.ts).
 */
export interface CreateMandateInvite {
  /** Our mandate's id; kept by the provider as its customer number. */
  reference: string;
  /** The account to collect from, without spaces (NL91ABNA0417164300). */
  iban: string;
  /** The account holder who signs. */
  debtor: { firstName: string; lastName: string; email: string };
  /** Language of the signing page. */
  language?: 'nl' | 'en';
}

export interface MandateInvite {
  /** The provider's mandate number (Twikey `mndtId`): what exit URLs and webhooks name. */
  mandateNumber: string;
  /** The page where the investor signs. */
  signUrl: string;
}

export interface ProviderMandate {
  mandateNumber: string;
  state: MandateState;
  /** The debtor's IBAN as the provider holds it; null when it does not say. */
  iban: string | null;
}

export interface CreateCollection {
  mandateNumber: string;
  /** Euros with two decimals, e.g. "100.00". */
  amount: string;
  /** On the investor's bank statement. */
  message: string;
  /** Our reference for the collection: contract and month, unique per collection. */
  reference: string;
}

/** A collection's result; SEPA reason codes as the bank gives them (AM04: insufficient funds). */
export type CollectionOutcome = { status: 'paid' } | { status: 'failed'; reason: string };

/**
 * One entry of a provider's collection feed (Twikey: `GET /transaction` with `X-RESUME-AFTER`):
 * what it now knows of one collection. A failed outcome for a collection we hold as paid is a
 * reversal (the debtor reclaimed it, SEPA Core); the feed does not know what we hold.
 */
export interface CollectionUpdate {
  /** The provider's id for the collection (what `collect` answered). */
  collectionId: string;
  /** Null while the bank has not answered (created, sent). */
  outcome: CollectionOutcome | null;
  /** The feed's position of this entry: resume after it to read what came later. */
  position: number;
  /** Why the entry could not be read (a state we do not know); outcome is null then. */
  problem?: string;
}

export interface CollectionRequest {
  /** The provider's id for the collection. */
  collectionId: string;
  /**
   * The outcome when the provider knows it at once (the sandbox does). Absent: the provider
   * reports it later (Twikey: its transaction feed and webhook), so the collection is pending.
   */
  outcome?: CollectionOutcome;
}

/** What the exit URL carries back after signing: the template's `{0}/{1}/{3}` placeholders. */
export interface ExitUrlParameters {
  mandateNumber: string;
  /** The status word the provider put in the exit URL (e.g. "ok"); not a MandateState. */
  status: string;
  /** Only with templates that add a token to the exit URL. */
  token?: string;
  signature: string;
}

/** One change read from the provider's mandate feed. */
export interface MandateFeedChange {
  mandateNumber: string;
  /** The state the change means; null when the feed does not say (ask getMandate). */
  state: MandateState | null;
}

export interface MandateFeedPage {
  /** In the provider's order; empty when nothing changed after the position asked for. */
  changes: MandateFeedChange[];
  /** Where this page ends (Twikey's X-LAST): the next call resumes after it. Null when empty. */
  position: string | null;
}

export interface MandateProvider {
  /** 'twikey' or 'sandbox'; stored with the mandate. */
  readonly name: string;
  /** @throws ProviderError */
  createInvite(input: CreateMandateInvite): Promise<MandateInvite>;
  /** @throws ProviderError, also for an unknown mandate number (`rejected`). */
  getMandate(mandateNumber: string): Promise<ProviderMandate>;
  /** @throws ProviderError */
  collect(input: CreateCollection): Promise<CollectionRequest>;
  /**
   * The outcome of a collection that was pending; null while the provider does not know it yet.
   * Optional: without it a pending collection stays pending (the collection job lists it).
   * @throws ProviderError
   */
  collectionOutcome?(collectionId: string): Promise<CollectionOutcome | null>;
  /**
   * The mandates that changed after `resumeAfter` (null: from the provider's own position), the
   * catch-up for a missed webhook. Optional: without it the webhooks are all there is.
   * @throws ProviderError
   */
  mandateFeed?(resumeAfter: string | null): Promise<MandateFeedPage>;
  /**
   * The collection feed: every change after `resumeAfter` (from the start when null), oldest
   * first, in pages; an empty page means the reader is up to date. Optional: without it pending
   * collections are asked one by one (collectionOutcome).
   * @throws ProviderError
   */
  collectionFeed?(resumeAfter: number | null): Promise<CollectionUpdate[]>;
  /**
   * Cancels a signed mandate at the provider (Twikey: `DELETE /mandate?mndtId=…&rsn=…`), e.g. the
   * old one once the mandate for a new IBAN is signed. An unknown or already cancelled mandate
   * is no error. Optional: without it the cancellation is ours only.
   * @throws ProviderError
   */
  cancelMandate?(mandateNumber: string, reason: string): Promise<void>;
  /** The exit URL proves nothing unless its signature is right; even then, fetch the state. */
  verifyExitUrl(parameters: ExitUrlParameters): boolean;
  /**
   * `rawQuery` is the webhook's query string exactly as received (after `?`), `signature` the
   * `X-Signature` header. False for a missing, malformed, wrong-length or forged signature.
   */
  verifyWebhook(rawQuery: string, signature: string | undefined): boolean;
}
