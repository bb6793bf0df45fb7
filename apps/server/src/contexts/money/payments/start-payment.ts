import type { CreatedPayment, CreatePaymentRequest } from '@bp/api-schema';
import {
  euro,
  exceedsIdealMaximum,
  IDEAL_PAYMENT_EXPIRY_MINUTES,
  PAYMENT_PURPOSE_LABELS,
  TOP_UP_LIMITS,
  type PaymentPurpose,
  CONTRACT_STATUS,
  PAYMENT_PURPOSE,
} from '@bp/domain';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contracts, payments, type PaymentRow } from '../../../db/schema';
import { conflict, fieldProblems } from '../../../http/problem';
import { ProviderError, providerProblem } from '../../../http/provider-error';
import { ownContract, type OwnContract } from '../../portfolio';
import { PAYMENT_MESSAGES } from './messages';
import { PROVIDER_CALL_TIMEOUT_MS, type PaymentProvider } from './providers/payment-provider';
import { PAYMENT_WEBHOOK_PATH, paymentReturnUrl } from './return-address';
import { refreshFromProvider, type SettleDeps } from './settle-payment';

export type PaymentsDeps = Pick<AppContext, 'db' | 'clock' | 'config'> & {
  provider: PaymentProvider;
};

/**
 * A payment still without the provider's id this long after it was begun was left by a process
 * that died while asking the provider (the call itself gives up after PROVIDER_CALL_TIMEOUT_MS):
 * it is failed when it is met again, so it never blocks its contract.
 */
export const ABANDONED_CREATION_MS = PROVIDER_CALL_TIMEOUT_MS + 5_000;
const IDEAL_EXPIRY_MS = IDEAL_PAYMENT_EXPIRY_MINUTES * 60_000;

/** How long a second request waits for the checkout address of a payment being created. */
const CREATION_WAIT_MS = 5_000;
const CREATION_POLL_MS = 50;

/**
 * POST /api/payments: a payment for the caller's contract, or the one already in progress for
 * the same contract and purpose (open or pending), so a double click or a second tab never
 * creates a second payment. The row is written first (the contract row locked, the partial
 * unique index as the last guard), the provider is asked after the commit: no provider call
 * ever holds a database transaction open.
 *
 * Nothing in progress blocks a contract for good: a payment in progress for longer than iDEAL's
 * expiry is first asked of the provider (it may have been paid, expired, or be reported
 * inconsistently, which fails it), and one begun by a process that died before it had the
 * provider's id is failed once ABANDONED_CREATION_MS have passed.
 */
export async function startPayment(
  deps: SettleDeps,
  userId: string,
  request: CreatePaymentRequest,
  log: FastifyBaseLogger,
): Promise<CreatedPayment> {
  const owned = await ownContract(deps.db, userId, request.contractId);
  const amount = amountToPay(owned, request);
  await refreshOverdue(deps, owned.contract.id, request.purpose, log);
  const { row, created } = await claimPayment(deps, owned, request.purpose, amount, userId, log);
  if (!created) return toCreated(await withCheckout(deps.db, row));

  try {
    const providerPayment = await deps.provider.createPayment({
      amount,
      description: `${PAYMENT_PURPOSE_LABELS[request.purpose]} contract ${owned.contract.contractNumber}`,
      redirectUrl: paymentReturnUrl(deps.config.publicUrl, owned.fund.productCode, row.id),
      webhookUrl: `${deps.config.publicUrl}${PAYMENT_WEBHOOK_PATH}`,
      paymentId: row.id,
    });
    const [stored] = await deps.db
      .update(payments)
      .set({
        providerPaymentId: providerPayment.providerId,
        checkoutUrl: providerPayment.checkoutUrl,
      })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'open')))
      .returning();
    // Given up as abandoned meanwhile (far slower than the provider's limit): start again.
    if (!stored) throw conflict(PAYMENT_MESSAGES.stillBeingCreated);
    return toCreated(stored);
  } catch (error) {
    // Not started at the provider: out of the way, so the investor can simply try again.
    await deps.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row.id));
    if (error instanceof ProviderError) throw providerProblem(error);
    throw error;
  }
}

/**
 * What the payment is for: the server decides a first deposit; a top-up within its bounds.
 * Neither may exceed what one iDEAL payment may be (the provider would refuse it, or worse).
 */
function amountToPay(owned: OwnContract, request: CreatePaymentRequest): string {
  const { contract } = owned;
  if (request.purpose === PAYMENT_PURPOSE.firstDeposit) {
    if (contract.status !== CONTRACT_STATUS.awaitingPayment)
      throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (!euro(contract.initialDeposit).gt(0)) throw conflict(PAYMENT_MESSAGES.nothingDue);
    if (exceedsIdealMaximum(contract.initialDeposit)) {
      throw fieldProblems('amount', [PAYMENT_MESSAGES.overIdealMaximum]);
    }
    return euro(contract.initialDeposit).toFixed(2);
  }
  if (contract.status !== 'actief') throw conflict(PAYMENT_MESSAGES.topUpNeedsActiveContract);
  if (request.amount === undefined) {
    throw fieldProblems('amount', [PAYMENT_MESSAGES.topUpAmountMissing]);
  }
  const amount = euro(request.amount);
  if (amount.lt(TOP_UP_LIMITS.minimum))
    throw fieldProblems('amount', [PAYMENT_MESSAGES.topUpTooLow]);
  if (amount.gt(TOP_UP_LIMITS.maximum))
    throw fieldProblems('amount', [PAYMENT_MESSAGES.overIdealMaximum]);
  return amount.toFixed(2);
}

/**
 * Payments of this contract and purpose still in progress past iDEAL's expiry: asked of the
 * provider (outside any transaction), which settles them as the webhook would. Younger ones are
 * left alone, so a double click does not ask the provider.
 */
async function refreshOverdue(
  deps: SettleDeps,
  contractId: number,
  purpose: PaymentPurpose,
  log: FastifyBaseLogger,
): Promise<void> {
  const overdue = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inProgressFor(contractId, purpose),
        isNotNull(payments.providerPaymentId),
        lte(payments.createdAt, new Date(deps.clock.now().getTime() - IDEAL_EXPIRY_MS)),
      ),
    );
  for (const row of overdue) await refreshFromProvider(deps, row, log, 'lenient');
}

/** The payment in progress for this contract and purpose, or a new one; the contract is locked. */
async function claimPayment(
  deps: PaymentsDeps,
  owned: OwnContract,
  purpose: PaymentPurpose,
  amount: string,
  userId: string,
  log: FastifyBaseLogger,
): Promise<{ row: PaymentRow; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, owned.contract.id))
      .for('update');
    // Paid in the meantime (a webhook between our read and the lock).
    if (
      purpose === PAYMENT_PURPOSE.firstDeposit &&
      locked?.status !== CONTRACT_STATUS.awaitingPayment
    ) {
      throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    }
    let existing = await inProgress(tx, owned.contract.id, purpose);
    if (existing && isAbandoned(existing, deps.clock.now())) {
      log.warn(
        { paymentId: existing.id, contractId: owned.contract.id },
        'payment: creation was abandoned half-way (no provider id); failed',
      );
      await tx
        .update(payments)
        .set({ status: 'failed' })
        .where(and(eq(payments.id, existing.id), isNull(payments.providerPaymentId)));
      existing = null;
    }
    if (existing) {
      if (!euro(existing.amount).eq(amount)) {
        throw conflict(PAYMENT_MESSAGES.topUpInProgress(existing.amount));
      }
      return { row: existing, created: false };
    }
    const [row] = await tx
      .insert(payments)
      .values({
        contractId: owned.contract.id,
        userId,
        purpose,
        amount,
        provider: deps.provider.name,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('The payment was not stored');
    return { row, created: true };
  });
}

/** Begun so long ago without the provider's id that no provider call can still complete it. */
function isAbandoned(row: PaymentRow, now: Date): boolean {
  return (
    row.providerPaymentId === null &&
    now.getTime() - row.createdAt.getTime() > ABANDONED_CREATION_MS
  );
}

/** The payments of this contract and purpose that are open or pending (at most one). */
function inProgressFor(contractId: number, purpose: PaymentPurpose) {
  return and(
    eq(payments.contractId, contractId),
    eq(payments.purpose, purpose),
    inArray(payments.status, ['open', 'pending']),
  );
}

async function inProgress(db: Database, contractId: number, purpose: PaymentPurpose) {
  const [row] = await db.select().from(payments).where(inProgressFor(contractId, purpose)).limit(1);
  return row ?? null;
}

/** A reused payment, once the request that creates it has its checkout address. */
async function withCheckout(db: Database, row: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + CREATION_WAIT_MS;
  let current = row;
  while (current.checkoutUrl === null) {
    if (current.status === 'failed' || Date.now() > deadline) {
      throw conflict(PAYMENT_MESSAGES.stillBeingCreated);
    }
    await new Promise((resolve) => setTimeout(resolve, CREATION_POLL_MS));
    const [again] = await db.select().from(payments).where(eq(payments.id, row.id)).limit(1);
    if (!again) throw conflict(PAYMENT_MESSAGES.stillBeingCreated);
    current = again;
  }
  return current;
}

function toCreated(row: PaymentRow): CreatedPayment {
  if (row.checkoutUrl === null) throw new Error(`Payment ${row.id} has no checkout address`);
  return {
    id: row.id,
    status: row.status,
    checkoutUrl: row.checkoutUrl,
    amount: euro(row.amount).toFixed(2),
    contractId: row.contractId,
    purpose: row.purpose,
  };
}
