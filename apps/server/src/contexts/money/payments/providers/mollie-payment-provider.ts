import {
  createMollieClient,
  MollieApiError,
  PaymentMethod,
  type MollieClient,
} from '@mollie/api-client';
import { z } from 'zod';
import { MOLLIE_DEFAULT_API_URL } from '../../../../config';
import { ProviderError } from '../../../../http/provider-error';
import { describeCause } from '../../../../http/provider-failure-log';
import {
  PROVIDER_CALL_TIMEOUT_MS,
  TWO_DECIMAL_AMOUNT,
  type CreatedProviderPayment,
  type CreateProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider';

/** A webhook answer or a checkout start should not hang on Mollie; the client has no limit. */
export const MOLLIE_DEFAULT_TIMEOUT_MS = PROVIDER_CALL_TIMEOUT_MS;

export interface MollieOptions {
  /** `test_…` or `live_…`; sent as `Authorization: Bearer …` by the client. */
  apiKey: string;
  /**
   * Root of the API including `/v2/`. Must be https: the client sends every request through an
   * https agent (an http URL fails with "Protocol "http:" not supported").
   */
  apiUrl?: string;
  timeoutMs?: number;
}

const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** Mollie's seven statuses onto our six: `authorized` is money reserved, not yet received. */
const STATUS_MAP: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** The fields of Mollie's payment resource we rely on; anything else is ignored. */
const molliePaymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.object({ currency: z.literal('EUR'), value: z.string().regex(TWO_DECIMAL_AMOUNT) }),
  paidAt: z.string().optional(),
  metadata: z.unknown(),
});

const ourMetadataSchema = z.object({ paymentId: z.string() });

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly client: MollieClient;
  private readonly timeoutMs: number;

  constructor(options: MollieOptions) {
    this.client = createMollieClient({
      apiKey: options.apiKey,
      apiEndpoint: options.apiUrl ?? MOLLIE_DEFAULT_API_URL,
    });
    this.timeoutMs = options.timeoutMs ?? MOLLIE_DEFAULT_TIMEOUT_MS;
  }

  async createPayment(input: CreateProviderPayment): Promise<CreatedProviderPayment> {
    if (!TWO_DECIMAL_AMOUNT.test(input.amount)) {
      // A programming error, not the provider's: the payments module formats the amount.
      throw new TypeError(`Mollie needs an amount with two decimals, got "${input.amount}"`);
    }
    const payment = await this.call(() =>
      this.client.payments.create({
        amount: { currency: 'EUR', value: input.amount },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: PaymentMethod.ideal,
        metadata: { paymentId: input.paymentId },
      }),
    );
    const checkoutUrl = payment.getCheckoutUrl();
    if (checkoutUrl === null) {
      throw new ProviderError('mollie', 'invalid-response', 'Mollie gave no checkout URL');
    }
    const parsed = parsePayment(payment);
    return { providerId: parsed.providerId, checkoutUrl, status: parsed.status };
  }

  async getPayment(providerId: string): Promise<ProviderPayment> {
    // The id comes from a webhook anyone can post: only a well-formed one reaches Mollie.
    if (!MOLLIE_PAYMENT_ID.test(providerId)) {
      throw new ProviderError('mollie', 'rejected', 'Not a Mollie payment id');
    }
    return parsePayment(await this.call(() => this.client.payments.get(providerId)));
  }

  /** Runs one client call within our time limit and turns every failure into a ProviderError. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new ProviderError(
            'mollie',
            'timeout',
            `Mollie did not answer within ${this.timeoutMs} ms`,
          ),
        );
      }, this.timeoutMs);
    });
    try {
      // The client cannot be aborted; a late answer is dropped. It retries a 5xx twice itself.
      return await Promise.race([request(), timeout]);
    } catch (error) {
      throw toProviderError(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function parsePayment(payment: unknown): ProviderPayment {
  const parsed = molliePaymentSchema.safeParse(payment);
  if (!parsed.success) {
    throw new ProviderError('mollie', 'invalid-response', 'Mollie payment has an unexpected shape');
  }
  const { id, status, amount, paidAt, metadata } = parsed.data;
  const ours = STATUS_MAP[status];
  if (ours === undefined) {
    throw new ProviderError('mollie', 'invalid-response', `Unknown Mollie status "${status}"`);
  }
  const meta = ourMetadataSchema.safeParse(metadata);
  return {
    providerId: id,
    status: ours,
    amount: amount.value,
    paidAt: paidAt ?? null,
    paymentId: meta.success ? meta.data.paymentId : null,
  };
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof MollieApiError) {
    const status = error.statusCode;
    if (status === undefined) {
      // No HTTP answer (refused, reset, DNS) or a body that was not JSON.
      const invalid = error.message === 'Received unexpected response from the server';
      return new ProviderError(
        'mollie',
        invalid ? 'invalid-response' : 'unavailable',
        describeCause(error),
      );
    }
    const failure = status >= 400 && status < 500 ? 'rejected' : 'unavailable';
    return new ProviderError('mollie', failure, error.message, status, error.field);
  }
  return new ProviderError('mollie', 'unavailable', describeCause(error));
}
