import { randomBytes } from 'node:crypto';
import { IDEAL_PAYMENT_EXPIRY_MINUTES, type PaymentStatus } from '@bp/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Clock } from '../../../../clock';
import type { Database } from '../../../../db/client';
import { sandboxIdealPayments } from '../../../../db/schema';
import { ProviderError } from '../../../../http/provider-error';
import {
  TWO_DECIMAL_AMOUNT,
  type CreatedProviderPayment,
  type CreateProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
} from '../providers/payment-provider';

/** Where the sandbox serves its hosted checkout page; the id follows. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/ideal/checkout';

const SANDBOX_ID = /^sbx_[0-9a-f]{32}$/;

/** Like iDEAL at Mollie: a payment nobody paid is expired after 15 minutes. */
const EXPIRY_MS = IDEAL_PAYMENT_EXPIRY_MINUTES * 60_000;

/** The record's status at `now`: an open one past the expiry counts as expired. */
export function sandboxStatusAt(
  row: { status: PaymentStatus; createdAt: Date },
  now: Date,
): PaymentStatus {
  const expired = now.getTime() - row.createdAt.getTime() >= EXPIRY_MS;
  return row.status === 'open' && expired ? 'expired' : row.status;
}

/** The moment before which an open record has expired. */
export function sandboxExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - EXPIRY_MS);
}

/**
 * The iDEAL provider of a developer machine or a demo: it keeps its own records (table
 * sandbox_ideal_payments) and serves its own checkout page (sandbox/routes.ts), where the
 * investor chooses the outcome; it then calls our webhook over HTTP, as Mollie would. An open
 * payment expires after 15 minutes, as an iDEAL payment at Mollie does. The rest of the app sees
 * only the PaymentProvider interface.
 */
export class SandboxIdealProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly deps: { db: Database; clock: Clock; publicUrl: string }) {}

  async createPayment(input: CreateProviderPayment): Promise<CreatedProviderPayment> {
    if (!TWO_DECIMAL_AMOUNT.test(input.amount)) {
      throw new TypeError(`Not a two-decimal amount: ${input.amount}`);
    }
    const id = `sbx_${randomBytes(16).toString('hex')}`;
    await this.deps.db.insert(sandboxIdealPayments).values({
      id,
      amount: input.amount,
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadataPaymentId: input.paymentId,
      createdAt: this.deps.clock.now(),
    });
    return {
      providerId: id,
      checkoutUrl: `${this.deps.publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}`,
      status: 'open',
    };
  }

  async getPayment(providerId: string): Promise<ProviderPayment> {
    const row = SANDBOX_ID.test(providerId)
      ? await findSandboxPayment(this.deps.db, providerId)
      : null;
    if (!row) {
      throw new ProviderError('sandbox', 'rejected', `No sandbox payment ${providerId}`, 404);
    }
    return {
      providerId: row.id,
      status: sandboxStatusAt(row, this.deps.clock.now()),
      amount: row.amount,
      paidAt: row.paidAt?.toISOString() ?? null,
      paymentId: row.metadataPaymentId,
    };
  }
}

export async function findSandboxPayment(db: Database, id: string) {
  if (!SANDBOX_ID.test(id)) return null;
  const [row] = await db
    .select()
    .from(sandboxIdealPayments)
    .where(eq(sandboxIdealPayments.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Settles an open sandbox payment that has not expired with the outcome chosen on the checkout
 * page; null when there was none to settle.
 */
export async function settleSandboxPayment(
  db: Database,
  id: string,
  status: PaymentStatus,
  now: Date,
): Promise<SandboxPayment | null> {
  const [settled] = await db
    .update(sandboxIdealPayments)
    .set({ status, paidAt: status === 'paid' ? now : null })
    .where(
      and(
        eq(sandboxIdealPayments.id, id),
        inArray(sandboxIdealPayments.status, ['open', 'pending']),
        gt(sandboxIdealPayments.createdAt, sandboxExpiryCutoff(now)),
      ),
    )
    .returning();
  return settled ?? null;
}

export type SandboxPayment = NonNullable<Awaited<ReturnType<typeof findSandboxPayment>>>;
