import { IDEAL_MAXIMUM_PAYMENT } from './fund-facts';

/**
 * The lists of a payment by iDEAL, each the one definition that api-schema and the database
 * enums derive from. Values are stored: keep their spelling and order (new values at the end,
 * with a migration).
 */

/** A contract's first deposit (what is due on it), or a top-up of an active contract. */
export const PAYMENT_PURPOSES = ['eerste-inleg', 'bijstorting'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The purposes by name, for code that starts or asks one (tooling/one-home.test.ts). */
export const PAYMENT_PURPOSE = {
  firstDeposit: 'eerste-inleg',
  topUp: 'bijstorting',
} as const satisfies Record<string, PaymentPurpose>;

export const PAYMENT_PURPOSE_LABELS: Readonly<Record<PaymentPurpose, string>> = {
  'eerste-inleg': 'Eerste inleg',
  bijstorting: 'Bijstorting',
};

/**
 * A payment's life: open (created, the investor may pay) → pending (the bank is busy) → one of
 * the final states. Mollie's `authorized` counts as pending.
 */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment's status means, in the words an administrator reads. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  open: 'Open, nog niet betaald',
  pending: 'In behandeling bij de bank',
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

/** A status that will not change any more: the payment is paid, or the investor tries again. */
export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return status !== 'open' && status !== 'pending';
}

/**
 * How long an iDEAL payment stays open for the investor to pay: Mollie expires an unpaid iDEAL
 * payment after 15 minutes, and the sandbox does the same. A payment still in progress after
 * this is asked of the provider again before it may hold up a new one.
 */
export const IDEAL_PAYMENT_EXPIRY_MINUTES = 15;

/**
 * The bounds of a top-up by iDEAL, in euros. The funds set no minimum of their own yet, so one
 * minimum holds for every fund; the maximum is the iDEAL limit of one payment (fund-facts.ts;
 * larger amounts go by bank transfer).
 */
export const TOP_UP_LIMITS = { minimum: '100.00', maximum: IDEAL_MAXIMUM_PAYMENT } as const;
