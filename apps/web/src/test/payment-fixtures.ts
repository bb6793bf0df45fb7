import {
  createdPaymentSchema,
  mandateSchema,
  paymentSchema,
  type CreatedPayment,
  type Mandate,
  type Payment,
} from '@bp/api-schema';
import { setLeaveApp } from '../lib/leave-app';

/** Payments and mandates as the API sends them, parsed with its schemas. */

export const PAYMENT_ID = '3f2b8c1e-6d4a-4b7e-9c21-5a8f0e7d6c01';
export const SECOND_PAYMENT_ID = '3f2b8c1e-6d4a-4b7e-9c21-5a8f0e7d6c02';
export const MANDATE_ID = '7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6';

export function payment(overrides: Partial<Payment> = {}): Payment {
  return paymentSchema.parse({
    id: PAYMENT_ID,
    status: 'open',
    amount: '5000.00',
    contractId: 1003,
    purpose: 'eerste-inleg',
    method: 'ideal',
    createdAt: '2025-11-22T10:00:00.000Z',
    paidAt: null,
    ...overrides,
  });
}

export function createdPayment(overrides: Partial<CreatedPayment> = {}): CreatedPayment {
  return createdPaymentSchema.parse({
    id: SECOND_PAYMENT_ID,
    status: 'open',
    checkoutUrl: `http://localhost/sandbox/ideal/checkout/${SECOND_PAYMENT_ID}`,
    amount: '5000.00',
    contractId: 1003,
    purpose: 'eerste-inleg',
    ...overrides,
  });
}

export function mandate(overrides: Partial<Mandate> = {}): Mandate {
  return mandateSchema.parse({
    id: MANDATE_ID,
    status: 'prepared',
    iban: 'NL•• •••• •••• ••43 00',
    accountHolder: 'J. de Vries',
    contractId: 1001,
    contractNumber: 'NL-2019-001234',
    monthlyDeposit: '100.00',
    collectionDay: 15,
    createdAt: '2025-11-22T10:00:00.000Z',
    signedAt: null,
    cancelledAt: null,
    suspendedAt: null,
    ...overrides,
  });
}

/** Where the app sent the browser outside itself (a checkout, a signing page). */
export function captureLeaveApp(): string[] {
  const visits: string[] = [];
  setLeaveApp((url) => visits.push(url));
  return visits;
}
