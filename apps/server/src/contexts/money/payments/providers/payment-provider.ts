import type { PaymentStatus } from '@bp/domain';

/**
 * What the payments module needs from an iDEAL provider. Mollie implements it
 * (mollie-payment-provider.ts); the sandbox provider implements it too. Amounts are decimal
 * strings with two decimals ("1234.56"), never binary floats.
 */

/** Our statuses (one list, in the domain). Mollie's `authorized` counts as `pending`. */
export { PAYMENT_STATUSES, isFinalPaymentStatus } from '@bp/domain';
export type ProviderPaymentStatus = PaymentStatus;

export interface CreateProviderPayment {
  /** Euros with exactly two decimals, e.g. "1234.56". */
  amount: string;
  /** Shown on the checkout page and the bank statement; names the contract number. */
  description: string;
  /** Where the investor returns to; the return itself proves nothing. */
  redirectUrl: string;
  /** Where the provider posts `id=…` when the status changes. */
  webhookUrl: string;
  /** Our payment's id: stored with the provider as metadata, returned on every fetch. */
  paymentId: string;
}

export interface CreatedProviderPayment {
  /** The provider's id (Mollie `tr_…`): the unique key of the booking it leads to. */
  providerId: string;
  /** The hosted checkout page the investor is sent to. */
  checkoutUrl: string;
  status: ProviderPaymentStatus;
}

export interface ProviderPayment {
  providerId: string;
  status: ProviderPaymentStatus;
  /** Euros with two decimals, as the provider holds it. */
  amount: string;
  /** ISO 8601 moment the payment was paid, or null. */
  paidAt: string | null;
  /** Our payment id from the metadata; null when the payment was not made by us. */
  paymentId: string | null;
}

export interface PaymentProvider {
  /** 'mollie' or 'sandbox'; stored with the payment, so a later fetch asks the same provider. */
  readonly name: string;
  /** @throws ProviderError when the provider refuses, fails or does not answer in time. */
  createPayment(input: CreateProviderPayment): Promise<CreatedProviderPayment>;
  /** @throws ProviderError, also when the id is unknown (a forged webhook: `rejected`, 404). */
  getPayment(providerId: string): Promise<ProviderPayment>;
}

/**
 * Every provider call answers or fails within this (Mollie's adapter races its client against
 * it). A payment whose creation began longer ago than this, plus a margin, without the
 * provider's id was left by a process that died half-way: nothing can still complete it.
 */
export const PROVIDER_CALL_TIMEOUT_MS = 10_000;

/** "1234.56": what Mollie and our API accept; nothing else is sent to a provider. */
export const TWO_DECIMAL_AMOUNT = /^\d{1,9}\.\d{2}$/;
