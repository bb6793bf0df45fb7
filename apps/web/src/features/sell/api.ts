import {
  IDEMPOTENCY_KEY_HEADER,
  sellOrderQuoteSchema,
  sellOrderSchema,
  z,
  type CreateSellOrderRequest,
  type SellOrder,
  type SellOrderQuoteQuery,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { RESOURCE_KEYS, refreshAfter } from '../../lib/refresh-after-write';

/**
 * A contract's sell orders (issue 19): the quote before an order, the orders, placing and
 * cancelling one. Pages show failures themselves, so these calls never raise a toast.
 */

const quiet = { globalErrors: false } as const;

export const sellKeys = {
  orders: (contractId: number) =>
    [...RESOURCE_KEYS.contracts, contractId, 'verkooporders'] as const,
  quote: (contractId: number, terms: SellOrderQuoteQuery) =>
    [
      ...RESOURCE_KEYS.contracts,
      contractId,
      'verkoopofferte',
      terms.kind ?? null,
      terms.amount ?? null,
      terms.units ?? null,
    ] as const,
};

function quoteSearch(terms: SellOrderQuoteQuery): string {
  const search = new URLSearchParams();
  if (terms.kind) search.set('kind', terms.kind);
  if (terms.amount !== undefined) search.set('amount', terms.amount);
  if (terms.units !== undefined) search.set('units', terms.units);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** GET …/sell-orders/quote: the contract's facts, and with `kind` the estimate of that order. */
export const sellQuoteQuery = (contractId: number, terms: SellOrderQuoteQuery = {}) =>
  queryOptions({
    queryKey: sellKeys.quote(contractId, terms),
    queryFn: ({ signal }) =>
      http.get(
        `/api/contracts/${contractId}/sell-orders/quote${quoteSearch(terms)}`,
        sellOrderQuoteSchema,
        { ...quiet, signal },
      ),
    // The dealing date and the sellable units move with the clock and other orders.
    staleTime: 0,
  });

/** The orders' query lives with the contract, whose transactions tab shows the pending ones. */
export { sellOrdersQuery } from '../contract';

/**
 * POST …/sell-orders with the confirmation's Idempotency-Key: the same key again (a double
 * click, a retry after a lost answer) returns the one order it made.
 */
export async function placeSellOrder(
  contractId: number,
  request: CreateSellOrderRequest,
  idempotencyKey: string,
): Promise<SellOrder> {
  const order = await http.post(
    `/api/contracts/${contractId}/sell-orders`,
    request,
    sellOrderSchema,
    {
      ...quiet,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    },
  );
  void refreshAfter('sell-order-changed');
  return order;
}

/** DELETE …/sell-orders/{orderId}: cancels an order before its cut-off (204; 409 afterwards). */
export async function cancelSellOrder(contractId: number, orderId: string): Promise<void> {
  await http.delete(
    `/api/contracts/${contractId}/sell-orders/${encodeURIComponent(orderId)}`,
    z.undefined(),
    quiet,
  );
  await refreshAfter('sell-order-changed');
}
