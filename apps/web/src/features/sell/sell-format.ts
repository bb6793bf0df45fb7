import type { SellOrder } from '@bp/api-schema';
import { formatEuro, formatUnits, SELL_ORDER_KIND } from '@bp/domain';

const instantFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** An instant as Amsterdam's clock shows it: "26 november 2026 om 14:00". */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}

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
