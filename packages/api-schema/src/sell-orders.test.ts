import { describe, expect, it } from 'vitest';
import {
  createSellOrderRequestSchema,
  SELL_ORDER_FIELD_MESSAGES as M,
  sellOrderHeadersSchema,
  sellOrderQuoteQuerySchema,
} from './sell-orders';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the sell order request', () => {
  it('takes an amount, units or everything, with the password', () => {
    expect(
      createSellOrderRequestSchema.parse({ kind: 'bedrag', amount: 1000.5, password: 'x' }),
    ).toEqual({ kind: 'bedrag', amount: '1000.5', password: 'x' });
    expect(
      createSellOrderRequestSchema.parse({ kind: 'participaties', units: '12.3456', password: 'x' })
        .units,
    ).toBe('12.3456');
    expect(createSellOrderRequestSchema.parse({ kind: 'alles', password: 'x' }).kind).toBe('alles');
  });

  it('refuses what does not fit the kind, in Dutch', () => {
    const parse = (body: object) => messages(createSellOrderRequestSchema.safeParse(body));
    expect(parse({ kind: 'bedrag', password: 'x' })).toEqual([M.amountRequired]);
    expect(parse({ kind: 'bedrag', amount: '0', password: 'x' })).toEqual([M.amountPositive]);
    expect(parse({ kind: 'participaties', units: 1.23456, password: 'x' })).toHaveLength(1);
    expect(parse({ kind: 'participaties', units: '0', amount: '5', password: 'x' })).toEqual([
      M.unitsPositive,
      M.amountNotWithUnits,
    ]);
    expect(parse({ kind: 'alles', units: '1', password: 'x' })).toEqual([M.nothingWithEverything]);
    expect(parse({ kind: 'alles', password: '' })).toEqual([M.passwordRequired]);
    expect(parse({ kind: 'alles' })).toEqual([M.passwordRequired]);
  });

  it('needs an idempotency key of a sane shape', () => {
    expect(
      sellOrderHeadersSchema.safeParse({ 'idempotency-key': crypto.randomUUID() }).success,
    ).toBe(true);
    expect(messages(sellOrderHeadersSchema.safeParse({}))).toEqual([M.idempotencyKey]);
    expect(messages(sellOrderHeadersSchema.safeParse({ 'idempotency-key': 'kort' }))).toEqual([
      M.idempotencyKey,
    ]);
  });

  it('quotes without a kind, or checks the kind it is given', () => {
    expect(sellOrderQuoteQuerySchema.parse({})).toEqual({});
    expect(messages(sellOrderQuoteQuerySchema.safeParse({ kind: 'bedrag' }))).toEqual([
      M.amountRequired,
    ]);
    expect(sellOrderQuoteQuerySchema.parse({ kind: 'participaties', units: '3' }).units).toBe('3');
  });
});
