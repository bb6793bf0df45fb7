import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock';
import type { Database } from '../../../../db/client';
import { sandboxCollections, sandboxMandates } from '../../../../db/schema';
import { ProviderError } from '../../../../http/provider-error';
import type {
  CollectionOutcome,
  CollectionRequest,
  CollectionUpdate,
  CreateCollection,
  CreateMandateInvite,
  ExitUrlParameters,
  MandateInvite,
  MandateProvider,
  MandateState,
  ProviderMandate,
} from '../providers/mandate-provider';
import {
  exitUrlSignature,
  verifyExitUrlSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '../providers/twikey-signatures';
import { expandExitUrl, mandateExitUrlTemplate } from '../providers/twikey-exit-url';
import type { SandboxMandateKeys } from './sandbox-keys';

/**
 * The one test IBAN whose collections fail with AM04 (insufficient funds); every other IBAN's
 * collections succeed. A valid Dutch IBAN with the made-up bank code TEST (docs/FEATURES.md lists it).
 */
export const SANDBOX_INSUFFICIENT_FUNDS_IBAN = 'NL52TEST0000000404';
export const INSUFFICIENT_FUNDS_REASON = 'AM04';
/** SEPA reason of a refund the debtor asked their bank for (a reversal within 8 weeks). */
export const DEBTOR_REFUND_REASON = 'MD06';
const FEED_PAGE_SIZE = 100;

/** Where the sandbox's pages live, under our own server. */
export const SANDBOX_MANDATE_PATH = '/sandbox/mandaat';

/**
 * What can be chosen on the sandbox's page: the investor signs or cancels a prepared mandate;
 * for a signed one the page also offers what the creditor does in Twikey's dashboard
 * (suspend, revoke), so every state can be reached in a test or a demo.
 */
export const SANDBOX_CHOICES = {
  ondertekenen: { state: 'signed', event: 'Sign', exitStatus: 'ok' },
  annuleren: { state: 'cancelled', event: 'Cancel', exitStatus: 'cancelled' },
  opschorten: { state: 'suspended', event: 'Suspend', exitStatus: null },
  intrekken: { state: 'cancelled', event: 'Cancel', exitStatus: null },
} as const satisfies Record<
  string,
  { state: MandateState; event: string; exitStatus: string | null }
>;
export type SandboxChoice = keyof typeof SANDBOX_CHOICES;

/** Which choices the page offers in each state. */
export function sandboxChoicesFor(state: MandateState): SandboxChoice[] {
  if (state === 'prepared') return ['ondertekenen', 'annuleren'];
  if (state === 'signed') return ['opschorten', 'intrekken'];
  return [];
}

const WEBHOOK_TIMEOUT_MS = 5_000;

/** The query string of a Twikey contract event: `type=contract&mandateNumber=…&state=…`. */
export function sandboxWebhookQuery(
  mandateNumber: string,
  state: MandateState,
  event: string,
): string {
  return new URLSearchParams({ type: 'contract', mandateNumber, state, event }).toString();
}

export interface SandboxMandateDeps {
  db: Database;
  clock: Clock;
  keys: SandboxMandateKeys;
  /** Our server's public address: the signing page lives there, the webhook is sent there. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export type SandboxMandateRecord = typeof sandboxMandates.$inferSelect;

function newMandateNumber(): string {
  return `SBX${randomBytes(6).toString('hex').toUpperCase()}`;
}

function sandboxOutcome(row: typeof sandboxCollections.$inferSelect): CollectionOutcome {
  if (row.status === 'paid') return { status: 'paid' };
  const fallback = row.status === 'reversed' ? DEBTOR_REFUND_REASON : INSUFFICIENT_FUNDS_REASON;
  return { status: 'failed', reason: row.reason ?? fallback };
}

function unknownMandate(mandateNumber: string): ProviderError {
  return new ProviderError('twikey', 'rejected', `Sandbox: no mandate ${mandateNumber}`, 404);
}

/**
 * Behaves like Twikey towards the rest of the app, and only talks to it the way Twikey does: a
 * hosted signing page (routes.ts), a signed GET webhook over HTTP to /api/mandates/webhook and
 * a redirect to the exit URL with Twikey-style signed parameters. Its records are its own
 * tables; nothing else reads them.
 */
export class SandboxMandateProvider implements MandateProvider {
  readonly name = 'sandbox';

  constructor(private readonly deps: SandboxMandateDeps) {}

  async createInvite(input: CreateMandateInvite): Promise<MandateInvite> {
    const mandateNumber = newMandateNumber();
    await this.deps.db.insert(sandboxMandates).values({
      mandateNumber,
      reference: input.reference,
      iban: input.iban,
      debtorName: `${input.debtor.firstName} ${input.debtor.lastName}`.trim(),
      // The exit URL a Twikey template would be configured with: the same for every invite.
      redirectUrl: mandateExitUrlTemplate(this.deps.publicUrl),
      createdAt: this.deps.clock.now(),
    });
    return {
      mandateNumber,
      signUrl: `${this.deps.publicUrl}${SANDBOX_MANDATE_PATH}/${mandateNumber}`,
    };
  }

  async getMandate(mandateNumber: string): Promise<ProviderMandate> {
    const record = await this.record(mandateNumber);
    if (!record) throw unknownMandate(mandateNumber);
    return { mandateNumber, state: record.state, iban: record.iban };
  }

  /** As Twikey's `DELETE /mandate`: the mandate is cancelled; unknown or cancelled is no error. */
  async cancelMandate(mandateNumber: string): Promise<void> {
    await this.deps.db
      .update(sandboxMandates)
      .set({ state: 'cancelled' })
      .where(eq(sandboxMandates.mandateNumber, mandateNumber));
  }

  /** Fails with AM04 for SANDBOX_INSUFFICIENT_FUNDS_IBAN, succeeds for every other account. */
  async collect(input: CreateCollection): Promise<CollectionRequest> {
    const record = await this.record(input.mandateNumber);
    if (!record) throw unknownMandate(input.mandateNumber);
    if (record.state !== 'signed') {
      throw new ProviderError('twikey', 'rejected', `Sandbox: mandate ${record.state}`, 400);
    }
    const outcome: CollectionOutcome =
      record.iban === SANDBOX_INSUFFICIENT_FUNDS_IBAN
        ? { status: 'failed', reason: INSUFFICIENT_FUNDS_REASON }
        : { status: 'paid' };
    const collectionId = `SBXTX${randomBytes(6).toString('hex').toUpperCase()}`;
    await this.deps.db.insert(sandboxCollections).values({
      id: collectionId,
      mandateNumber: input.mandateNumber,
      amount: input.amount,
      message: input.message,
      reference: input.reference,
      status: outcome.status,
      reason: outcome.status === 'failed' ? outcome.reason : null,
      createdAt: this.deps.clock.now(),
    });
    return { collectionId, outcome };
  }

  /** A collection's outcome as the sandbox recorded it; null for an unknown id. */
  async collectionOutcome(collectionId: string): Promise<CollectionOutcome | null> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxCollections)
      .where(eq(sandboxCollections.id, collectionId));
    return row ? sandboxOutcome(row) : null;
  }

  /** The sandbox's transaction feed: collections changed after `resumeAfter`, as Twikey's. */
  async collectionFeed(resumeAfter: number | null): Promise<CollectionUpdate[]> {
    const rows = await this.deps.db
      .select()
      .from(sandboxCollections)
      .where(gt(sandboxCollections.feedSeq, resumeAfter ?? 0))
      .orderBy(asc(sandboxCollections.feedSeq))
      .limit(FEED_PAGE_SIZE);
    return rows.map((row) => ({
      collectionId: row.id,
      outcome: sandboxOutcome(row),
      position: row.feedSeq,
    }));
  }

  /**
   * The debtor has a paid collection refunded by their bank (SEPA Core, within 8 weeks): the
   * feed reports it again as failed with MD06. For tests and demos; false when the collection is
   * unknown or not paid.
   */
  async reverseCollection(collectionId: string, reason = DEBTOR_REFUND_REASON): Promise<boolean> {
    const reversed = await this.deps.db
      .update(sandboxCollections)
      .set({ status: 'reversed', reason, feedSeq: sql`nextval('sandbox_collection_feed_seq')` })
      .where(and(eq(sandboxCollections.id, collectionId), eq(sandboxCollections.status, 'paid')))
      .returning({ id: sandboxCollections.id });
    return reversed.length > 0;
  }

  verifyExitUrl(parameters: ExitUrlParameters): boolean {
    return verifyExitUrlSignature(this.deps.keys.websiteKey, parameters);
  }

  verifyWebhook(rawQuery: string, signature: string | undefined): boolean {
    return verifyWebhookSignature(this.deps.keys.apiKey, rawQuery, signature);
  }

  async record(mandateNumber: string): Promise<SandboxMandateRecord | null> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxMandates)
      .where(eq(sandboxMandates.mandateNumber, mandateNumber));
    return row ?? null;
  }

  /**
   * A choice on the sandbox's page: the new state, the webhook to our server (as Twikey sends
   * it), and where the browser goes next: the exit URL after signing or cancelling, back to the
   * page after a dashboard action. Null for an unknown mandate or a choice its state does not
   * offer (e.g. a second click). A webhook that does not arrive is logged, as Twikey would
   * retry it; the redirect happens either way.
   */
  async decide(mandateNumber: string, choice: SandboxChoice): Promise<string | null> {
    const { state, event, exitStatus } = SANDBOX_CHOICES[choice];
    const current = await this.record(mandateNumber);
    if (!current || !sandboxChoicesFor(current.state).includes(choice)) return null;
    const [record] = await this.deps.db
      .update(sandboxMandates)
      .set({ state })
      .where(
        and(
          eq(sandboxMandates.mandateNumber, mandateNumber),
          eq(sandboxMandates.state, current.state),
        ),
      )
      .returning();
    if (!record) return null;
    await this.sendWebhook(mandateNumber, state, event);
    return exitStatus === null
      ? `${this.deps.publicUrl}${SANDBOX_MANDATE_PATH}/${mandateNumber}`
      : this.exitUrl(record, exitStatus);
  }

  /**
   * Twikey's webhook: a GET with the event in the query string, signed in `X-Signature` (hex
   * HMAC-SHA256 of the URL-decoded query with the API key). The values carry no characters that
   * URL-decoding would change, so the signed text is the query as sent.
   */
  private async sendWebhook(mandateNumber: string, state: MandateState, event: string) {
    const rawQuery = sandboxWebhookQuery(mandateNumber, state, event);
    const signature = webhookSignature(this.deps.keys.apiKey, rawQuery);
    try {
      const response = await fetch(`${this.deps.publicUrl}/api/mandates/webhook?${rawQuery}`, {
        method: 'GET',
        headers: signature === null ? {} : { 'X-Signature': signature },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) {
        this.deps.log.warn({ mandateNumber, status: response.status }, 'sandbox webhook refused');
      }
    } catch (error) {
      this.deps.log.warn({ err: error, mandateNumber }, 'sandbox webhook did not arrive');
    }
  }

  /** The template's exit URL filled in as Twikey does: `{0}`, `{1}` and the signature `{3}`. */
  private exitUrl(record: SandboxMandateRecord, status: string): string {
    return expandExitUrl(record.redirectUrl, {
      mandateNumber: record.mandateNumber,
      status,
      signature: exitUrlSignature(this.deps.keys.websiteKey, record.mandateNumber, status),
    });
  }
}
