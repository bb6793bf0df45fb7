import { describe, expect, it } from 'vitest';
import { createPaymentRequestSchema } from './payments';

describe('createPaymentRequestSchema', () => {
  it('takes a top-up amount as a decimal string or a JSON number, kept as a decimal string', () => {
    const asText = createPaymentRequestSchema.parse({
      contractId: 1001,
      purpose: 'bijstorting',
      amount: '1234.56',
    });
    const asNumber = createPaymentRequestSchema.parse({
      contractId: 1001,
      purpose: 'bijstorting',
      amount: 1234.56,
    });
    expect(asText.amount).toBe('1234.56');
    expect(asNumber.amount).toBe('1234.56');
  });

  it.each([12.345, '12,50', '1e3', -5])('refuses the amount %j', (amount) => {
    expect(
      createPaymentRequestSchema.safeParse({ contractId: 1001, purpose: 'bijstorting', amount })
        .success,
    ).toBe(false);
  });

  it('refuses an unknown purpose and unknown fields', () => {
    expect(createPaymentRequestSchema.safeParse({ contractId: 1, purpose: 'gift' }).success).toBe(
      false,
    );
    expect(
      createPaymentRequestSchema.safeParse({ contractId: 1, purpose: 'eerste-inleg', extra: 1 })
        .success,
    ).toBe(false);
  });
});
