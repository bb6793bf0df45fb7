import type { Payment } from '@bp/api-schema';
import { euro, isFinalPaymentStatus } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { payments, type PaymentRow } from '../../../db/schema';
import { notFound } from '../../../http/problem';
import { PAYMENT_MESSAGES } from './messages';
import { refreshFromProvider, type SettleDeps } from './settle-payment';
import { isUuid } from '../../../http/uuid';

/**
 * GET /api/payments/{id}: the caller's own payment (another's answers like a missing one). One
 * that is not final is first brought up to date with the provider, as the webhook would.
 */
export async function paymentOf(
  deps: SettleDeps,
  userId: string,
  id: string,
  log: FastifyBaseLogger,
): Promise<Payment> {
  const row = await ownPayment(deps.db, userId, id);
  if (isFinalPaymentStatus(row.status)) return toPayment(row);
  await refreshFromProvider(deps, row, log, 'lenient');
  return toPayment(await ownPayment(deps.db, userId, id));
}

async function ownPayment(db: Database, userId: string, id: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return row;
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    amount: euro(row.amount).toFixed(2),
    contractId: row.contractId,
    purpose: row.purpose,
    method: 'ideal',
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
