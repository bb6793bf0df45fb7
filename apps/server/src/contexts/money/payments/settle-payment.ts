import {
  euro,
  formatEuro,
  isFinalPaymentStatus,
  todayInAmsterdam,
  CONTRACT_STATUS,
  PAYMENT_PURPOSE,
} from '@bp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contracts, payments, users, type PaymentRow } from '../../../db/schema';
import { ProviderError, providerProblem } from '../../../http/provider-error';
import { paymentReceivedMail } from '../../../mail/templates';
import { bookReceivedDeposit } from '../purchases/received-deposit';
import type { ProviderPayment } from './providers/payment-provider';
import type { PaymentsDeps } from './start-payment';

export type SettleDeps = PaymentsDeps & Pick<AppContext, 'mailOutbox' | 'mailContext'>;

/** What a webhook call came to; the caller answers 200 in every case. */
export type WebhookOutcome = 'unknown' | 'unchanged' | 'updated' | 'paid';

/**
 * POST /api/payments/webhook: the body only names the provider's payment, so the status is
 * always fetched from the provider, and believed only when the provider's metadata names this
 * very payment. An id we never created is ignored without asking anyone.
 * @throws HttpProblem 502 when the provider cannot be asked: the provider then calls again.
 */
export async function handlePaymentWebhook(
  deps: SettleDeps,
  providerPaymentId: string,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, deps.provider.name),
        eq(payments.providerPaymentId, providerPaymentId),
      ),
    )
    .limit(1);
  if (!row) {
    log.warn('payment webhook for an unknown payment: ignored');
    return 'unknown';
  }
  return refreshFromProvider(deps, row, log, 'strict');
}

/**
 * Asks the provider about a payment that is not final and applies what it says. The webhook
 * calls it (`strict`: a provider that cannot be asked is a 502, so the provider calls again);
 * so does the result page's GET (`lenient`: it then shows the stored status and polls again),
 * which makes a slow or lost webhook harmless, and a webhook racing the page too.
 */
export async function refreshFromProvider(
  deps: SettleDeps,
  row: PaymentRow,
  log: FastifyBaseLogger,
  mode: 'strict' | 'lenient',
): Promise<WebhookOutcome> {
  if (isFinalPaymentStatus(row.status) || row.providerPaymentId === null) return 'unchanged';
  let fetched: ProviderPayment;
  try {
    fetched = await deps.provider.getPayment(row.providerPaymentId);
  } catch (error) {
    if (error instanceof ProviderError && error.failure === 'rejected') {
      log.warn({ err: error }, 'payment: the provider does not know the payment');
      return 'unknown';
    }
    if (error instanceof ProviderError && mode === 'strict') throw providerProblem(error);
    if (mode === 'strict') throw error;
    log.warn({ err: error }, 'payment: the provider could not be asked; showing the stored status');
    return 'unchanged';
  }
  if (fetched.paymentId !== row.id) {
    // Never believed, and never left to block the contract: failed, for someone to look at.
    log.error(
      { paymentId: row.id, providerPaymentId: row.providerPaymentId },
      'payment: the provider names another payment; failed without booking',
    );
    await failInconsistent(deps.db, row.id);
    return 'updated';
  }
  const outcome = await settlePayment(deps, row.id, fetched, log);
  if (outcome === 'paid') deps.mailOutbox.wake();
  return outcome;
}

/**
 * Applies the provider's status in one transaction, on the locked payment row: only a payment
 * that is not final changes, so a replayed or a concurrent webhook finds it paid and does
 * nothing. Paid: the payment is marked paid, one `storting` is booked through the positions
 * module (no units yet: the purchase job buys them at the NAV of the next valuation date), a first deposit makes
 * the contract active, and the confirmation mail goes into the outbox.
 */
export async function settlePayment(
  deps: SettleDeps,
  paymentId: string,
  fetched: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row || isFinalPaymentStatus(row.status) || row.status === fetched.status) {
      return 'unchanged';
    }
    if (fetched.status !== 'paid') {
      await tx.update(payments).set({ status: fetched.status }).where(eq(payments.id, row.id));
      return 'updated';
    }
    if (!euro(fetched.amount).eq(row.amount)) {
      // Never book what we did not ask for; someone has to look at this one. Failed, so the
      // investor can pay the contract again and it is not blocked by what we cannot believe.
      log.error(
        { paymentId: row.id, providerPaymentId: row.providerPaymentId, reported: fetched.amount },
        'payment: paid amount differs from the payment; failed without booking',
      );
      await failInconsistent(tx, row.id);
      return 'updated';
    }
    await bookPaidPayment(deps, tx, row, fetched);
    return 'paid';
  });
}

/** A payment the provider reports inconsistently: final, nothing booked (only if not final). */
async function failInconsistent(db: Database, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['open', 'pending'])));
}

async function bookPaidPayment(
  deps: SettleDeps,
  tx: Database,
  row: PaymentRow,
  fetched: ProviderPayment,
): Promise<void> {
  const paidAt = fetched.paidAt ? new Date(fetched.paidAt) : deps.clock.now();
  const depositId = await bookReceivedDeposit(tx, row.contractId, {
    date: todayInAmsterdam(paidAt),
    kind: 'storting',
    amount: row.amount,
  });
  await tx
    .update(payments)
    .set({ status: 'paid', paidAt, transactionId: depositId })
    .where(eq(payments.id, row.id));

  const firstDeposit = row.purpose === PAYMENT_PURPOSE.firstDeposit;
  if (firstDeposit) {
    await tx
      .update(contracts)
      .set({ status: 'actief' })
      .where(
        and(
          eq(contracts.id, row.contractId),
          eq(contracts.status, CONTRACT_STATUS.awaitingPayment),
        ),
      );
  }
  const [recipient] = await tx
    .select({ email: users.email, contractNumber: contracts.contractNumber })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, row.contractId));
  if (recipient) {
    await deps.mailOutbox.enqueue(tx, {
      kind: 'payment-received',
      ...paymentReceivedMail(
        recipient.email,
        {
          amount: formatEuro(row.amount),
          contractNumber: recipient.contractNumber,
          contractId: row.contractId,
          firstDeposit,
        },
        deps.mailContext,
      ),
    });
  }
}
