import { createHash } from 'node:crypto';
import type { CreateSellOrderRequest, SellOrder } from '@bp/api-schema';
import {
  euro,
  SELL_ORDER_KIND,
  SELL_ORDER_MESSAGES,
  todayInAmsterdam,
  type SellOrderTerms,
} from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contracts, sellOrders, type SellOrderRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, invalidInput, unprocessable } from '../../../http/problem';
import { confirmPassword, confirmSecondFactor } from '../../identity';
import type { OwnContract } from '../../portfolio';
import { assess, contractRefusal, dealingFactsOf } from './assess';
import { holdingOf } from './holding';
import { enqueueSellOrderMail } from './mails';
import { sellOrderView } from './view';

type CreateContext = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'hasher' | 'limiter' | 'mailOutbox' | 'mailContext'
>;

/** The terms of an order as one text, so a repeated key can be compared with what it made. */
function fingerprintOf(contractId: number, terms: SellOrderTerms): string {
  const normal = {
    contractId,
    kind: terms.kind,
    amount: terms.amount == null ? null : euro(terms.amount).toFixed(2),
    units: terms.units == null ? null : euro(terms.units).toFixed(4),
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

/** The order this user made with this key, or null; another order's key is a 422. */
async function replayOf(
  tx: Database,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<SellOrderRow | null> {
  const [found] = await tx
    .select()
    .from(sellOrders)
    .where(and(eq(sellOrders.userId, userId), eq(sellOrders.idempotencyKey, key)));
  if (!found) return null;
  if (found.requestFingerprint !== fingerprint) {
    throw unprocessable(SELL_ORDER_MESSAGES.idempotencyKeyReused);
  }
  return found;
}

async function keyUsed(db: Database, userId: string, key: string): Promise<boolean> {
  const [found] = await db
    .select({ id: sellOrders.id })
    .from(sellOrders)
    .where(and(eq(sellOrders.userId, userId), eq(sellOrders.idempotencyKey, key)));
  return found !== undefined;
}

/** The contract row locked for this transaction: orders of one contract take turns. */
async function lockContract(tx: Database, contractId: number) {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!row) throw new Error(`Contract ${contractId} disappeared`);
  return row;
}

/**
 * POST /api/contracts/{id}/sell-orders. The password first; then, in one transaction on the
 * locked contract row, the key (the same key again answers the order it made), the contract's
 * state (409), the order against what is held less the refund period and the other open
 * orders (422), the order with the schedule of its receipt, and its confirmation mail.
 */
export async function createSellOrder(
  ctx: CreateContext,
  own: OwnContract,
  userId: string,
  request: CreateSellOrderRequest,
  idempotencyKey: string,
): Promise<{ created: boolean; order: SellOrder }> {
  const receivedAt = ctx.clock.now();
  await confirmPassword(ctx, userId, request.password);
  // A repeat of a made order (same key) only answers that order: its code was used up then.
  if (!(await keyUsed(ctx.db, userId, idempotencyKey))) {
    await confirmSecondFactor(ctx, userId, request.code);
  }
  const terms: SellOrderTerms = {
    kind: request.kind,
    amount: request.amount,
    units: request.units,
  };
  const fingerprint = fingerprintOf(own.contract.id, terms);
  const today = todayInAmsterdam(receivedAt);
  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      const contract = await lockContract(tx, own.contract.id);
      const replay = await replayOf(tx, userId, idempotencyKey, fingerprint);
      if (replay) return { created: false, row: replay };
      const current = { ...own, contract };
      const holding = await holdingOf(tx, contract, today);
      const refusal = contractRefusal(current, holding);
      const facts = dealingFactsOf(current);
      if (refusal || !facts || !holding.latestNav) {
        throw conflict(refusal ?? SELL_ORDER_MESSAGES.notDealt);
      }
      const assessed = assess(facts, holding, terms, receivedAt);
      if (assessed.problems.length > 0) throw invalidInput(assessed.problems);
      if (!assessed.estimate || !assessed.reservedUnits) throw new Error('No estimate');
      const [row] = await tx
        .insert(sellOrders)
        .values({
          contractId: contract.id,
          userId,
          kind: terms.kind,
          amount: terms.kind === SELL_ORDER_KIND.amount ? euro(terms.amount ?? 0).toFixed(2) : null,
          units:
            terms.kind === SELL_ORDER_KIND.amount
              ? null
              : terms.kind === SELL_ORDER_KIND.everything
                ? holding.unitsHeld
                : euro(terms.units ?? 0).toFixed(4),
          reservedUnits: assessed.reservedUnits,
          idempotencyKey,
          requestFingerprint: fingerprint,
          receivedAt,
          dealingDate: assessed.schedule.dealingDate,
          cutOff: assessed.schedule.cutOff,
          settlementDate: assessed.schedule.settlementDate,
          exitCostRate: facts.exitCosts,
          iban: contract.iban,
          estimateNav: assessed.estimate.nav,
          estimateNavDate: assessed.estimate.navDate,
          estimatedUnits: assessed.estimate.units,
          estimatedProceeds: assessed.estimate.grossProceeds,
          estimatedExitCosts: assessed.estimate.exitCosts,
        })
        .returning();
      if (!row) throw new Error('The sell order was not stored');
      await enqueueSellOrderMail(ctx, tx, 'received', row);
      return { created: true, row };
    });
  let result: { created: boolean; row: SellOrderRow };
  try {
    result = await attempt();
  } catch (error) {
    // The same key at the same moment from a second request: the first one's order answers.
    if (!isUniqueViolation(error, 'sell_orders_user_idempotency_key_unique')) throw error;
    result = await attempt();
  }
  if (result.created) ctx.mailOutbox.wake();
  return { created: result.created, order: sellOrderView(result.row, ctx.clock.now()) };
}
