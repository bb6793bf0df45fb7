import type { OfferSummary, OffersQuery } from '@bp/api-schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { offers } from '../../../db/schema';
import { notFound } from '../../../http/problem';

/** 404 for an offer that does not exist and for another investor's offer alike. */
export const OFFER_NOT_FOUND = 'Berekening niet gevonden.';
export const offerNotFound = () => notFound(OFFER_NOT_FOUND);

export interface OffersPage {
  offers: OfferSummary[];
  /** All of the investor's offers, on every page. */
  total: number;
}

/** One page of the investor's saved calculations, most recently changed first. */
export async function offersOf(
  db: Database,
  userId: string,
  { page, pageSize }: OffersQuery,
): Promise<OffersPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: offers.id,
        productCode: offers.productCode,
        description: offers.description,
        createdAt: offers.createdAt,
        updatedAt: offers.updatedAt,
      })
      .from(offers)
      .where(eq(offers.userId, userId))
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(offers).where(eq(offers.userId, userId)),
  ]);
  return { offers: summaries(rows), total: counted?.total ?? 0 };
}

function summaries(
  rows: {
    id: number;
    productCode: OfferSummary['productCode'];
    description: string;
    createdAt: Date;
    updatedAt: Date;
  }[],
): OfferSummary[] {
  return rows.map((row) => ({
    offerID: row.id,
    productCode: row.productCode,
    omschrijving: row.description,
    aangemaakt: row.createdAt.toISOString(),
    gewijzigd: row.updatedAt.toISOString(),
  }));
}

/** Deletes one of the investor's own offers; false when there is no such offer of theirs. */
export async function deleteOwnOffer(
  db: Database,
  userId: string,
  offerId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(offers)
    .where(and(eq(offers.id, offerId), eq(offers.userId, userId)))
    .returning({ id: offers.id });
  return deleted.length > 0;
}
