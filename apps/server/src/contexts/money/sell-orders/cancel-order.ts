import { canCancelSellOrder, SELL_ORDER_MESSAGES, SELL_ORDER_STATUS } from '@bp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { sellOrders, type SellOrderRow } from '../../../db/schema';
import { conflict, notFound } from '../../../http/problem';
import { enqueueSellOrderMail } from './mails';
import { isUuid } from '../../../http/uuid';

/** The contract's orders, newest first. */
export function sellOrdersOf(db: Database, contractId: number): Promise<SellOrderRow[]> {
  return db
    .select()
    .from(sellOrders)
    .where(eq(sellOrders.contractId, contractId))
    .orderBy(desc(sellOrders.receivedAt), desc(sellOrders.id));
}

/**
 * DELETE /api/contracts/{id}/sell-orders/{orderId}: cancels an order of this contract while it
 * is `ingediend` and the cut-off has not passed (until the cut-off itself), on the locked row;
 * afterwards 409 in Dutch. Another contract's order, or none, is a 404.
 */
export async function cancelSellOrder(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailOutbox' | 'mailContext'>,
  contractId: number,
  orderId: string,
): Promise<void> {
  if (!isUuid(orderId)) throw notFound(SELL_ORDER_MESSAGES.orderNotFound);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sellOrders)
      .where(and(eq(sellOrders.id, orderId), eq(sellOrders.contractId, contractId)))
      .for('update');
    if (!row) throw notFound(SELL_ORDER_MESSAGES.orderNotFound);
    const now = ctx.clock.now();
    if (!canCancelSellOrder(row.status, row.cutOff, now)) {
      throw conflict(
        row.status === SELL_ORDER_STATUS.received || row.status === SELL_ORDER_STATUS.inProcess
          ? SELL_ORDER_MESSAGES.cancelAfterCutOff
          : SELL_ORDER_MESSAGES.cannotCancel,
      );
    }
    const [cancelled] = await tx
      .update(sellOrders)
      .set({ status: SELL_ORDER_STATUS.cancelled, endedAt: now })
      .where(eq(sellOrders.id, row.id))
      .returning();
    if (cancelled) await enqueueSellOrderMail(ctx, tx, 'cancelled', cancelled);
  });
  ctx.mailOutbox.wake();
}
