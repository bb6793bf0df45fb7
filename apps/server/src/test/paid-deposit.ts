import { eq } from 'drizzle-orm';
import { contracts, payments } from '../db/schema';
import { settlePayment } from '../contexts/money';
import type { PaymentProvider } from '../contexts/money';
import type { TestApp } from './harness';

/**
 * Pays a contract's first deposit now, as the provider's webhook would settle it: the deposit is
 * booked without units and waits for the NAV of its valuation date (nothing bought yet).
 */
export async function payFirstDeposit(t: TestApp, contractId: number): Promise<void> {
  const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) throw new Error(`No contract ${contractId}`);
  const providerId = `tr_paid_${contractId}`;
  const [payment] = await t.db
    .insert(payments)
    .values({
      contractId,
      userId: contract.userId,
      purpose: 'eerste-inleg',
      amount: contract.initialDeposit,
      provider: 'sandbox',
      providerPaymentId: providerId,
      createdAt: t.clock.now(),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('No payment');
  // settlePayment is told the outcome; it never asks the provider.
  const unused = {} as PaymentProvider;
  const outcome = await settlePayment(
    {
      db: t.db,
      clock: t.clock,
      config: t.config,
      provider: unused,
      mailOutbox: t.app.mailOutbox,
      mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
    },
    payment.id,
    {
      providerId,
      status: 'paid',
      amount: contract.initialDeposit,
      paidAt: t.clock.now().toISOString(),
      paymentId: payment.id,
    },
    t.app.log,
  );
  if (outcome !== 'paid') throw new Error(`The payment was not booked: ${outcome}`);
}
