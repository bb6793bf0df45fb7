import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config';
import { chooseMandateProvider } from '../../mandates/providers/choose-mandate-provider';
import type { MandateProvider } from '../../mandates/providers/mandate-provider';
import { TwikeyMandateProvider } from '../../mandates/providers/twikey-mandate-provider';
import { choosePaymentProvider } from './choose-payment-provider';
import { MolliePaymentProvider } from './mollie-payment-provider';
import type { PaymentProvider } from './payment-provider';

const sandboxPayments: PaymentProvider = {
  name: 'sandbox',
  createPayment: () => Promise.reject(new Error('not in this test')),
  getPayment: () => Promise.reject(new Error('not in this test')),
};

const sandboxMandates: MandateProvider = {
  name: 'sandbox',
  createInvite: () => Promise.reject(new Error('not in this test')),
  getMandate: () => Promise.reject(new Error('not in this test')),
  collect: () => Promise.reject(new Error('not in this test')),
  verifyExitUrl: () => false,
  verifyWebhook: () => false,
};

const KEYS = {
  MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
  TWIKEY_API_KEY: '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8',
  TWIKEY_TEMPLATE_ID: '1234',
  TWIKEY_WEBSITE_KEY: 'AEB24D30D4D6F3538413A11F9C81D680',
};

describe('choosing the providers', () => {
  it('uses the sandbox without keys', () => {
    const config = loadConfig({});
    expect(choosePaymentProvider(config, () => sandboxPayments)).toBe(sandboxPayments);
    expect(chooseMandateProvider(config, () => sandboxMandates)).toBe(sandboxMandates);
  });

  it('uses Mollie and Twikey when their keys are set, and never builds the sandbox', () => {
    const config = loadConfig(KEYS);
    const never = () => {
      throw new Error('the sandbox must not be built');
    };
    expect(choosePaymentProvider(config, never)).toBeInstanceOf(MolliePaymentProvider);
    expect(chooseMandateProvider(config, never)).toBeInstanceOf(TwikeyMandateProvider);
  });

  it('refuses the sandbox when it is not allowed (production without ALLOW_SANDBOX_PROVIDERS)', () => {
    const config = { mollie: null, twikey: null, sandboxProvidersAllowed: false };
    expect(() => choosePaymentProvider(config, () => sandboxPayments)).toThrow(/MOLLIE_API_KEY/);
    expect(() => chooseMandateProvider(config, () => sandboxMandates)).toThrow(/TWIKEY_API_KEY/);
  });

  it('allows the sandbox on a production demo server with ALLOW_SANDBOX_PROVIDERS=1', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      ALLOW_SANDBOX_PROVIDERS: '1',
      FOUNDATION_ACCOUNT_NAME: 'Stichting Beleggersportaal',
      FOUNDATION_ACCOUNT_IBAN: 'NL91ABNA0417164300',
      FOUNDATION_ACCOUNT_BIC: 'ABNANL2A',
    });
    expect(choosePaymentProvider(config, () => sandboxPayments)).toBe(sandboxPayments);
  });
});
