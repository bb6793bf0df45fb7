import type { Payment } from '@bp/api-schema';
import { euro } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { notFound } from '../../http/problem';
import { PAYMENT_MESSAGES } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/payments/{id}: the caller's own payment; another's answers like a missing one. */
export async function paymentOf(db: Database, userId: string, id: string): Promise<Payment> {
  if (!UUID.test(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
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
