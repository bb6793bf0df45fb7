import type { OfferSummary } from '@bp/api-schema';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';

/** The investor's saved calculations, most recently changed first. */
export async function offersOf(db: Database, userId: string): Promise<OfferSummary[]> {
  const rows = await db
    .select({
      id: offers.id,
      productCode: offers.productCode,
      description: offers.description,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
    })
    .from(offers)
    .where(eq(offers.userId, userId))
    .orderBy(desc(offers.updatedAt), desc(offers.id));
  return rows.map((row) => ({
    offerID: row.id,
    productCode: row.productCode,
    omschrijving: row.description,
    aangemaakt: row.createdAt.toISOString(),
    gewijzigd: row.updatedAt.toISOString(),
  }));
}
