import type { CreatedPayment, CreatePaymentRequest } from '@bp/api-schema';
import { euro, PAYMENT_PURPOSE_LABELS, TOP_UP_LIMITS, type PaymentPurpose } from '@bp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { contracts, payments, type PaymentRow } from '../../db/schema';
import { conflict, fieldProblems } from '../../http/problem';
import { ProviderError, providerProblem } from '../../http/provider-error';
import { ownContract, type OwnContract } from '../contracts/ownership';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './providers/payment-provider';
import { PAYMENT_WEBHOOK_PATH, paymentReturnUrl } from './return-address';

export type PaymentsDeps = Pick<AppContext, 'db' | 'clock' | 'config'> & {
  provider: PaymentProvider;
};

/** How long a second request waits for the checkout address of a payment being created. */
const CREATION_WAIT_MS = 5_000;
const CREATION_POLL_MS = 50;

/**
 * POST /api/payments: a payment for the caller's contract, or the one already in progress for
 * the same contract and purpose (open or pending), so a double click or a second tab never
 * creates a second payment. The row is written first (the contract row locked, the partial
 * unique index as the last guard), the provider is asked after the commit: no provider call
 * ever holds a database transaction open.
 */
export async function startPayment(
  deps: PaymentsDeps,
  userId: string,
  request: CreatePaymentRequest,
): Promise<CreatedPayment> {
  const owned = await ownContract(deps.db, userId, request.contractId);
  const amount = amountToPay(owned, request);
  const { row, created } = await claimPayment(deps, owned, request.purpose, amount, userId);
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
      .where(eq(payments.id, row.id))
      .returning();
    if (!stored) throw new Error(`Payment ${row.id} vanished while it was being created`);
    return toCreated(stored);
  } catch (error) {
    // Not started at the provider: out of the way, so the investor can simply try again.
    await deps.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row.id));
    if (error instanceof ProviderError) throw providerProblem(error);
    throw error;
  }
}

/** What the payment is for: the server decides a first deposit; a top-up within its bounds. */
function amountToPay(owned: OwnContract, request: CreatePaymentRequest): string {
  const { contract } = owned;
  if (request.purpose === 'eerste-inleg') {
    if (contract.status !== 'wacht-op-betaling') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (!euro(contract.initialDeposit).gt(0)) throw conflict(PAYMENT_MESSAGES.nothingDue);
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
    throw fieldProblems('amount', [PAYMENT_MESSAGES.topUpTooHigh]);
  return amount.toFixed(2);
}

/** The payment in progress for this contract and purpose, or a new one; the contract is locked. */
async function claimPayment(
  deps: PaymentsDeps,
  owned: OwnContract,
  purpose: PaymentPurpose,
  amount: string,
  userId: string,
): Promise<{ row: PaymentRow; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, owned.contract.id))
      .for('update');
    // Paid in the meantime (a webhook between our read and the lock).
    if (purpose === 'eerste-inleg' && locked?.status !== 'wacht-op-betaling') {
      throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    }
    const existing = await inProgress(tx, owned.contract.id, purpose);
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

async function inProgress(db: Database, contractId: number, purpose: PaymentPurpose) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.contractId, contractId),
        eq(payments.purpose, purpose),
        inArray(payments.status, ['open', 'pending']),
      ),
    )
    .limit(1);
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
