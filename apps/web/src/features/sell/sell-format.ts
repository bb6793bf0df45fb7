import type { SellOrder } from '@bp/api-schema';
import { formatEuro, formatUnits, SELL_ORDER_KIND } from '@bp/domain';

export { formatInstant } from '../../ui/figures';

/** What an order sells: "€ 1.000,00", "12,5000 participaties" or "Alle participaties". */
export function orderSubject(order: Pick<SellOrder, 'kind' | 'amount' | 'units'>): string {
  if (order.kind === SELL_ORDER_KIND.amount && order.amount !== null) {
    return `${formatEuro(order.amount)} (verkoopwaarde vóór uitstapkosten)`;
  }
  if (order.kind === SELL_ORDER_KIND.units && order.units !== null) {
    return `${formatUnits(order.units)} participaties`;
  }
  return 'Alle participaties';
}

/**
 * A key for one confirmation of an order (the Idempotency-Key header): random, made when the
 * investor reaches the confirmation, reused when the same confirmation is sent again.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `verkoop-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
