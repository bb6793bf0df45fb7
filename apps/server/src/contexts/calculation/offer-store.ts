import type { CalculationInput } from '@bp/api-schema';
import { CALCULATION_LIMITS } from '@bp/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, users } from '../../db/schema';
import type { EngineResult } from './engine';

/** An offer as stored: the input as calculated and the engine's result, both JSON. */
export interface StoredOffer {
  id: number;
  request: unknown;
  result: unknown;
}

/** The investor's own offer, or null (also when it is someone else's). */
export async function findOwnOffer(
  db: Database,
  userId: string,
  offerId: number,
): Promise<StoredOffer | null> {
  const [row] = await db
    .select({ id: offers.id, request: offers.request, result: offers.result })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export interface OfferContent {
  input: CalculationInput;
  result: EngineResult;
  at: Date;
}

/**
 * Stores a new offer, unless the investor already keeps the maximum (null then). The investor's
 * row is locked for the count and the insert, so saves running side by side cannot pass the cap.
 */
export async function insertOffer(
  db: Database,
  userId: string,
  { input, result, at }: OfferContent,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [stored] = await tx
      .select({ total: count() })
      .from(offers)
      .where(eq(offers.userId, userId));
    if ((stored?.total ?? 0) >= CALCULATION_LIMITS.maxStoredOffers) return null;
    const [row] = await tx
      .insert(offers)
      .values({
        userId,
        productCode: input.productCode,
        description: input.description,
        request: input,
        result,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: offers.id });
    if (!row) throw new Error('The offer was not stored');
    return row.id;
  });
}

/** Replaces an own offer's content; false when it is gone (deleted meanwhile) or not theirs. */
export async function updateOwnOffer(
  db: Database,
  userId: string,
  offerId: number,
  { input, result, at }: OfferContent,
): Promise<boolean> {
  const updated = await db
    .update(offers)
    .set({
      productCode: input.productCode,
      description: input.description,
      request: input,
      result,
      updatedAt: at,
    })
    .where(and(eq(offers.id, offerId), eq(offers.userId, userId)))
    .returning({ id: offers.id });
  return updated.length > 0;
}
